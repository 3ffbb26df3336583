import {
  type BookingShares,
  MATCH_AUDIENCES,
  MATCH_CATEGORIES,
  MATCH_STYLES,
  type MatchAudience,
  type MatchCategory,
  type MatchStyle,
  type OpenMatchRequest,
  openMatchRequestSchema,
  type Sport,
} from "@courtside/contract";
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { type Control, Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { paths } from "../../../app/paths.ts";
import { FormAlert } from "../../../components/form-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useClub } from "../../club/api/get-club.ts";
import { LevelField } from "../../levels/index.ts";
import { useOpenMatch } from "../api/open-match.ts";
import { useT } from "../i18n.ts";
import "../../../components/choice-rows.css";

/** What the form holds: an empty level is "any" (null to the server), the deadline's choice a word. */
type FormValues = {
  level_min?: number | null;
  level_max?: number | null;
  style: MatchStyle;
  audience: MatchAudience;
  category: MatchCategory;
  keep_if_not_full: "keep" | "cancel";
};

/** The contract's request, checked as the server checks it (its level order included), from the form's values. */
const formSchema = z.preprocess(
  (values: FormValues) => ({
    level_min: values.level_min ?? null,
    level_max: values.level_max ?? null,
    style: values.style,
    audience: values.audience,
    category: values.category,
    keep_if_not_full: values.keep_if_not_full === "keep",
  }),
  openMatchRequestSchema,
);

const FIELDS = ["level_min", "level_max", "style", "audience", "category", "keep_if_not_full"] as const;

/** Refusals that the owner's profile puts right (it does not say, or says another category). */
const PROFILE_CODES = new Set(["match_category", "match_category_unknown"]);

/**
 * For the owner of a held booking at checkout: open its free places as a match. A level range
 * (both ends optional), competitive or friendly, who may join (and, where the club offers them,
 * women's, men's or mixed), and what happens when it is not full by the deadline. Submitting opens it (the booking is split in equal places; the owner's
 * payment link now asks for their place) and hands the booking's shares to `onOpened`.
 */
export function OpenMatchForm({
  sport,
  orderId,
  onOpened,
}: {
  sport: Sport;
  orderId: string;
  onOpened?: (shares: BookingShares) => void;
}) {
  const t = useT();
  const open = useOpenMatch(sport, orderId);
  const offersCategories = useClub().data?.match_categories === true;
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues, unknown, OpenMatchRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      level_min: null,
      level_max: null,
      style: "friendly",
      audience: "anyone",
      category: "all",
      keep_if_not_full: "keep",
    },
  });
  const onSubmit = handleSubmit((body) =>
    open.mutate(body, {
      onSuccess: (shares) => {
        toast(t("matches.form.opened"), "success");
        onOpened?.(shares);
      },
      // A refusal of the booking itself (409) is said above the form; field errors go to their fields.
      onError: (error) => parseApiError(error).status !== 409 && handleFormError(error, setError, FIELDS),
    }),
  );
  // A refusal of the booking itself (full already, split already, paid meanwhile).
  const failure = open.error ? parseApiError(open.error) : null;
  const refusal = failure?.status === 409 ? failure : null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("matches.form.label")}>
      <Stack gap="sm">
        <Text size="sm">{t("matches.form.hint")}</Text>
        {refusal && (
          <Alert color="red" variant="outline" role="alert" title={t("matches.form.failed")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{refusal.message}</Text>
              {PROFILE_CODES.has(refusal.code ?? "") && (
                <Anchor component={Link} to={paths.editProfile}>
                  {t("matches.form.toProfile")}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <FormAlert message={errors.root?.server?.message} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <LevelField
            control={control}
            name="level_min"
            label={t("matches.form.levelMin")}
            description={t("matches.form.levelHint")}
            error={errors.level_min?.message}
            width={180}
          />
          <LevelField
            control={control}
            name="level_max"
            label={t("matches.form.levelMax")}
            description={t("matches.form.levelHint")}
            error={errors.level_max?.message}
            width={180}
          />
        </Group>
        <Controller
          control={control}
          name="style"
          render={({ field }) => (
            <Radio.Group
              className="choice-rows"
              label={t("matches.form.style")}
              value={field.value}
              onChange={(value) => field.onChange(value as MatchStyle)}
              error={errors.style?.message}
            >
              <Group gap="md">
                {MATCH_STYLES.map((style) => (
                  <Radio key={style} value={style} label={t(`matches.form.${style}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="audience"
          render={({ field }) => (
            <Radio.Group
              className="choice-rows"
              label={t("matches.form.audience")}
              value={field.value}
              onChange={(value) => field.onChange(value as MatchAudience)}
              error={errors.audience?.message}
            >
              <Stack gap={0}>
                {MATCH_AUDIENCES.map((audience) => (
                  <Radio key={audience} value={audience} label={t(`matches.form.${audience}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {offersCategories && <CategoryChoice control={control} error={errors.category?.message} />}
        <Controller
          control={control}
          name="keep_if_not_full"
          render={({ field }) => (
            <Radio.Group
              className="choice-rows"
              label={t("matches.form.keep")}
              value={field.value}
              onChange={(value) => field.onChange(value as FormValues["keep_if_not_full"])}
              error={errors.keep_if_not_full?.message}
            >
              <Stack gap={0}>
                <Radio value="keep" label={t("matches.form.keepYes")} />
                <Radio value="cancel" label={t("matches.form.keepNo")} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Group>
          <Button type="submit" size="md" loading={open.isPending}>
            {t("matches.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Open to all, women, men or mixed: shown only where the club offers women's, men's and mixed matches. */
function CategoryChoice({ control, error }: { control: Control<FormValues, unknown, OpenMatchRequest>; error?: string }) {
  const t = useT();
  return (
    <Controller
      control={control}
      name="category"
      render={({ field }) => (
        <Radio.Group
          className="choice-rows"
          label={t("matches.form.category")}
          description={t("matches.form.categoryHint")}
          value={field.value}
          onChange={(value) => field.onChange(value as MatchCategory)}
          error={error}
        >
          <Stack gap={0}>
            {MATCH_CATEGORIES.map((category) => (
              <Radio key={category} value={category} label={t(`matches.form.category.${category}`)} />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
