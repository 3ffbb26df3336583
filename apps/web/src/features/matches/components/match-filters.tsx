import { isoDateSchema, levelInTenths, MATCH_CATEGORIES, type MatchListQuery } from "@courtside/contract";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { LevelField } from "../../levels/index.ts";
import { useT } from "../i18n.ts";

const filtersSchema = z.object({
  date: z.union([z.literal(""), isoDateSchema]),
  level: levelInTenths.optional(),
  category: z.union([z.literal(""), z.enum(MATCH_CATEGORIES)]),
});
type FilterValues = z.input<typeof filtersSchema>;

/**
 * The listing's filters: a date, the player's level and (`withCategory`: where the club offers
 * women's, men's and mixed matches) a category, each optional. "Show matches" asks
 * for them (the address keeps them, so the list can be shared and reloaded); "Clear filters"
 * shows every upcoming match again.
 */
export function MatchFilters({
  query,
  onChange,
  withCategory = false,
}: {
  query: MatchListQuery;
  onChange: (query: MatchListQuery) => void;
  withCategory?: boolean;
}) {
  const t = useT();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({
    resolver: zodResolver(filtersSchema),
    values: { date: query.date ?? "", level: query.level, category: query.category ?? "" },
  });
  const onSubmit = handleSubmit((values) =>
    onChange({
      ...(values.date ? { date: values.date } : {}),
      ...(values.level !== undefined ? { level: values.level } : {}),
      ...(values.category ? { category: values.category } : {}),
    }),
  );
  const filtered = query.date !== undefined || query.level !== undefined || query.category !== undefined;
  const categories = [
    { value: "", label: t("matches.filters.categoryAny") },
    ...MATCH_CATEGORIES.map((c) => ({ value: c, label: t(`matches.category.${c}`) })),
  ];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("matches.filters.label")}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t("matches.filters.date")}
          description={t("matches.filters.dateHint")}
          error={errors.date?.message}
          w={220}
          {...register("date")}
        />
        <LevelField
          control={control}
          name="level"
          label={t("matches.filters.level")}
          description={t("matches.filters.levelHint")}
          error={errors.level?.message}
          width={220}
        />
        {withCategory && (
          <NativeSelect label={t("matches.filters.category")} data={categories} w={220} {...register("category")} />
        )}
      </Group>
      <Group gap="sm" mt="sm">
        <Button type="submit">{t("matches.filters.show")}</Button>
        {filtered && (
          <Button
            variant="default"
            onClick={() => {
              reset({ date: "", level: undefined, category: "" });
              onChange({});
            }}
          >
            {t("matches.filters.clear")}
          </Button>
        )}
      </Group>
    </form>
  );
}
