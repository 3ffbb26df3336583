import { type Sport, selfLevelRequestSchema } from "@courtside/contract";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { handleFormError } from "../../../lib/form-errors.ts";
import { formatLevel } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useMyLevel, useRateMyself } from "../api/my-level.ts";
import { useT } from "../i18n.ts";
import { LevelField } from "./level-field.tsx";
import { LevelHistory } from "./level-history.tsx";
import { LevelNow } from "./level-now.tsx";

/** One sport's level: the number and where it comes from, the member's own rating while it is theirs, and its history. */
export function SportLevel({ sport }: { sport: Sport }) {
  const t = useT();
  const level = useMyLevel(sport);
  const headingId = `level-${sport}-title`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {sportName(sport)}
      </Title>
      {level.data ? (
        <>
          <LevelNow level={level.data} />
          {level.data.can_self_rate ? (
            <SelfRateForm sport={sport} current={level.data.level} />
          ) : (
            <Text size="sm">{t("levels.earned")}</Text>
          )}
          <LevelHistory level={level.data} />
        </>
      ) : (
        <QueryState
          what={t("levels.theLevel", { sport })}
          pending={level.isPending}
          error={level.error}
          onRetry={() => void level.refetch()}
        />
      )}
    </Stack>
  );
}

type SelfRateValues = { level: number };

function SelfRateForm({ sport, current }: { sport: Sport; current: number | null }) {
  const t = useT();
  const rate = useRateMyself(sport);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SelfRateValues>({
    resolver: zodResolver(selfLevelRequestSchema),
    values: current === null ? undefined : { level: current },
  });
  const onSubmit = handleSubmit((values) =>
    rate.mutate(values, {
      onSuccess: (saved) => toast(t("levels.saved", { sport, level: formatLevel(saved.level ?? values.level) }), "success"),
      onError: (error) => handleFormError(error, setError, ["level"]),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <FormAlert message={errors.root?.server?.message} />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <LevelField
            control={control}
            name="level"
            label={current === null ? t("levels.rateLabel", { sport }) : t("levels.changeLabel", { sport })}
            description={t("levels.rateHint")}
            error={errors.level?.message}
            width={220}
          />
          <Button type="submit" loading={rate.isPending}>
            {t("levels.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
