import { type StatsQuery, statsQuerySchema } from "@courtside/contract";
import { Button, Group, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useT } from "../i18n.ts";

/** The dashboard's range: two dates, checked against the contract (from ≤ to, at most 366 days). */
export function StatsRangeForm({ value, onChange }: { value: StatsQuery; onChange: (range: StatsQuery) => void }) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<StatsQuery>({ resolver: zodResolver(statsQuerySchema), defaultValues: value });
  useEffect(() => reset(value), [value, reset]);

  return (
    <form onSubmit={handleSubmit(onChange)} noValidate aria-label={t("admin-office.range.label")}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput type="date" label={t("admin-office.range.from")} required error={errors.from?.message} {...register("from")} />
        <TextInput type="date" label={t("admin-office.range.to")} required error={errors.to?.message} {...register("to")} />
        <Button type="submit" mt={{ base: 0, xs: 25 }}>
          {t("admin-office.range.show")}
        </Button>
      </Group>
    </form>
  );
}
