import { RULE_BOUNDS, type RulesUpdate, rulesUpdateSchema, type Sport } from "@courtside/contract";
import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { WholeNumberInput } from "../../components/whole-number-input.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useAdminRules } from "./api/get-rules.ts";
import { useUpdateRules } from "./api/update-rules.ts";
import { useT } from "./i18n.ts";

/** The number rules; each one's label, description and name in messages are in the catalogue under its key. */
const FIELDS = [
  { name: "total_days", key: "totalDays" },
  { name: "hold_minutes", key: "holdMinutes" },
  { name: "cancel_hours", key: "cancelHours" },
  { name: "max_unpaid_holds", key: "maxUnpaidHolds" },
  { name: "no_show_limit", key: "noShowLimit" },
  { name: "no_show_window_days", key: "noShowWindowDays" },
  { name: "no_show_suspension_days", key: "noShowSuspensionDays" },
  { name: "release_window_seconds", key: "releaseWindowSeconds" },
  { name: "waitlist_limit", key: "waitlistLimit" },
  { name: "offer_minutes", key: "offerMinutes" },
  { name: "players_per_booking", key: "playersPerBooking" },
  { name: "share_deadline_hours", key: "shareDeadline" },
] as const satisfies readonly { name: keyof typeof RULE_BOUNDS; key: string }[];

/** Times of day ("HH:MM", facility time); empty saves null. */
const TIME_FIELDS = [
  { name: "release_time", key: "releaseTime" },
  { name: "reminder_time", key: "reminderTime" },
] as const satisfies readonly { name: "release_time" | "reminder_time"; key: string }[];

const formValues = (r: RulesUpdate): RulesUpdate => ({
  total_days: r.total_days,
  hold_minutes: r.hold_minutes,
  cancel_hours: r.cancel_hours,
  max_unpaid_holds: r.max_unpaid_holds,
  no_show_limit: r.no_show_limit,
  no_show_window_days: r.no_show_window_days,
  no_show_suspension_days: r.no_show_suspension_days,
  release_time: r.release_time ?? null,
  release_window_seconds: r.release_window_seconds ?? 0,
  waitlist_limit: r.waitlist_limit,
  offer_minutes: r.offer_minutes,
  reminder_time: r.reminder_time ?? null,
  players_per_booking: r.players_per_booking ?? 4,
  share_deadline_hours: r.share_deadline_hours ?? 2,
});

/** /admin/rules, /admin/padel/rules: the sport's booking rules; the booking pages follow on their next request. */
export function RulesPage({ sport }: { sport: Sport }) {
  const t = useT();
  const rules = useAdminRules(sport);
  const update = useUpdateRules(sport);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<RulesUpdate>({ resolver: zodResolver(rulesUpdateSchema) });

  useEffect(() => {
    if (rules.data) reset(formValues(rules.data));
  }, [rules.data, reset]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast(t("admin-office.rules.saved", { sport }), "success");
        reset(formValues(saved));
      },
      onError: (error) =>
        handleFormError(error, setError, [...FIELDS.map((f) => f.name as Path<RulesUpdate>), ...TIME_FIELDS.map((f) => f.name)]),
    }),
  );

  return (
    <Stack maw={560}>
      <PageTitle title={t("admin-office.rules.title", { sport })} description={t("admin-office.rules.description")} />
      <QueryState what={t("admin-office.rules.loading")} pending={rules.isPending} error={rules.error} />
      {rules.data && (
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <FormAlert message={errors.root?.server?.message} />
              {FIELDS.map((field) => (
                <Controller
                  key={field.name}
                  control={control}
                  name={field.name}
                  render={({ field: input, fieldState }) => (
                    <WholeNumberInput
                      what={t(`admin-office.rules.${field.key}.what`)}
                      label={t(`admin-office.rules.${field.key}.label`)}
                      description={t(`admin-office.rules.${field.key}.description`)}
                      required
                      min={RULE_BOUNDS[field.name].min}
                      max={RULE_BOUNDS[field.name].max}
                      clampBehavior="none"
                      inputMode="numeric"
                      name={input.name}
                      ref={input.ref}
                      value={input.value ?? ""}
                      onBlur={input.onBlur}
                      onChange={(value) => input.onChange(typeof value === "number" ? value : undefined)}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              ))}
              {TIME_FIELDS.map((field) => (
                <Controller
                  key={field.name}
                  control={control}
                  name={field.name}
                  render={({ field: input, fieldState }) => (
                    <TextInput
                      type="time"
                      label={t(`admin-office.rules.${field.key}.label`)}
                      description={t(`admin-office.rules.${field.key}.description`)}
                      name={input.name}
                      ref={input.ref}
                      value={input.value ?? ""}
                      onBlur={input.onBlur}
                      onChange={(e) => input.onChange(e.currentTarget.value === "" ? null : e.currentTarget.value.slice(0, 5))}
                      error={fieldState.error?.message}
                      maw={200}
                    />
                  )}
                />
              ))}
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                  {t("admin-office.rules.submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
