import { RULE_BOUNDS, type RulesUpdate, rulesUpdateSchema, type Sport, sportSettings } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { Controller, type Path, useForm } from "react-hook-form";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { WholeNumberInput } from "../../components/whole-number-input.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useAdminRules } from "./api/get-rules.ts";
import { useUpdateRules } from "./api/update-rules.ts";

const FIELDS: { name: keyof typeof RULE_BOUNDS; label: string; description: string }[] = [
  {
    name: "total_days",
    label: "Booking horizon (days)",
    description: "Bookable dates run from today through today + this many days − 1.",
  },
  {
    name: "hold_minutes",
    label: "Hold time (minutes)",
    description: "How long a reserved, unpaid booking keeps its courts.",
  },
  {
    name: "cancel_hours",
    label: "Free cancellation (hours before start)",
    description: "Paid bookings can be cancelled and refunded until this many hours before they start.",
  },
  {
    name: "max_unpaid_holds",
    label: "Unpaid holds per player (court-slots)",
    description: "How many court-slots one member or guest may hold unpaid at a time; more must wait until they pay.",
  },
  {
    name: "no_show_limit",
    label: "No-shows that suspend online booking",
    description: "After this many no-shows within the window, the player cannot book online for a while (0: never).",
  },
  {
    name: "no_show_window_days",
    label: "No-show window (days)",
    description: "No-shows whose slots started within this many days count.",
  },
  {
    name: "no_show_suspension_days",
    label: "Suspension (days after the latest no-show)",
    description: "Online booking opens again this many days after the latest no-show. The desk can always book.",
  },
  {
    name: "release_window_seconds",
    label: "Release draw (seconds after a date opens)",
    description:
      "For this long after a date opens to everyone, members enter a draw for its court-slots instead of booking; then one fair draw gives each court-slot to one entrant (0: first come).",
  },
  {
    name: "waitlist_limit",
    label: "Waitlist per member (court-slots)",
    description:
      "How many taken court-slots one member may wait for at once; a plan may allow more (0: no waitlist, unless a plan allows one).",
  },
  {
    name: "offer_minutes",
    label: "Waitlist offer time (minutes)",
    description:
      "When a court comes free, it is held this long for the first member in line; unpaid by then, it passes to the next.",
  },
];

/** Times of day ("HH:MM", facility time); empty saves null. */
const TIME_FIELDS: { name: "release_time" | "reminder_time"; label: string; description: string }[] = [
  {
    name: "release_time",
    label: "New dates open at",
    description:
      "Each day the next date opens for booking at this time (facility time). Empty: at midnight. Plans with priority open it earlier.",
  },
  {
    name: "reminder_time",
    label: "Reminder mails at",
    description:
      "The day before each booking, its player is mailed a reminder at this time (facility time), with how to cancel while it is free. Empty: no reminders.",
  },
];

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
});

/** /admin/rules, /admin/padel/rules: the sport's booking rules; the booking pages follow on their next request. */
export function RulesPage({ sport }: { sport: Sport }) {
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
        toast(`${sportSettings[sport].label} rules saved.`, "success");
        reset(formValues(saved));
      },
      onError: (error) =>
        handleFormError(error, setError, [...FIELDS.map((f) => f.name as Path<RulesUpdate>), ...TIME_FIELDS.map((f) => f.name)]),
    }),
  );

  return (
    <Stack maw={560}>
      <PageTitle
        title={`${sportSettings[sport].label} rules`}
        description="Changes apply to the booking pages at once: new orders, holds and cancellations use the saved values."
      />
      <QueryState what="the rules" pending={rules.isPending} error={rules.error} />
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
                      what={`the ${RULE_BOUNDS[field.name].label}`}
                      label={field.label}
                      description={field.description}
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
                      label={field.label}
                      description={field.description}
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
                  Save rules
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
