import {
  type AdminSeriesInput,
  type AdminSeriesRequest,
  adminSeriesRequestSchema,
  type DeskBookingRequest,
  type Series,
  type SeriesPayment,
  type Sport,
} from "@courtside/contract";
import { Alert, Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { type Path, type UseFormRegister, useForm } from "react-hook-form";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Section } from "../../components/section.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { tone } from "../../lib/tones.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { newIdempotencyKey } from "../../state/order-attempts.ts";
import { CustomerFields } from "../admin-bookings/components/customer-fields.tsx";
import { DeskSlotPicker, type SlotChoice } from "../admin-bookings/components/desk-slot-picker.tsx";
import { emptyGuest, useCustomerChoice } from "../admin-bookings/components/use-customer-choice.ts";
import { useHorizon } from "../schedules/index.ts";
import { useCreateSeries } from "./api/create-series.ts";
import { usePreviewSeries } from "./api/preview-series.ts";
import { PreviewTable } from "./components/preview-table.tsx";
import { RepeatFields, type SpanMode } from "./components/repeat-fields.tsx";
import { SeriesDatesTable } from "./components/series-dates-table.tsx";
import { useT } from "./i18n.ts";

const FIELDS: Path<AdminSeriesRequest>[] = ["first_date", "timeslot_id", "court_ids", "weeks", "until", "customer", "payment"];

/** /admin/series, /admin/padel/series: staff book the same courts and time every week; a preview first. */
export function SeriesPage({ sport }: { sport: Sport }) {
  const t = useT();
  const horizon = useHorizon(sport);
  const preview = usePreviewSeries(sport);
  const create = useCreateSeries(sport);
  const [span, setSpan] = useState<SpanMode>("weeks");
  const [booked, setBooked] = useState<Series | null>(null);
  // One key per series attempt: a double click or a retry books each date once.
  const attemptKey = useRef(newIdempotencyKey());
  const form = useForm<AdminSeriesRequest, unknown, AdminSeriesInput>({
    resolver: zodResolver(adminSeriesRequestSchema),
    defaultValues: { first_date: "", court_ids: [], weeks: 4, customer: { guest: emptyGuest }, payment: "paid_now" },
  });
  const { register, handleSubmit, setValue, watch, setError, clearErrors, formState } = form;
  const [firstDate, timeslotId, courtIds, payment] = watch(["first_date", "timeslot_id", "court_ids", "payment"]);

  useEffect(() => {
    if (horizon.ready && !form.getValues("first_date")) setValue("first_date", horizon.today);
  }, [horizon.ready, horizon.today, form, setValue]);
  // Any change makes the preview stale: it is asked for again before booking.
  const changed = () => {
    preview.reset();
    setBooked(null);
  };
  const choose = (choice: SlotChoice) => {
    setValue("first_date", choice.date);
    if (choice.timeslotId === null) form.resetField("timeslot_id");
    else setValue("timeslot_id", choice.timeslotId);
    setValue("court_ids", choice.courtIds);
    clearErrors(["first_date", "timeslot_id", "court_ids"]);
    changed();
  };
  const changeSpan = (next: SpanMode) => {
    setSpan(next);
    setValue("weeks", next === "weeks" ? 4 : undefined);
    setValue("until", undefined);
    clearErrors(["weeks", "until"]);
    changed();
  };
  const customer = useCustomerChoice((chosen) => {
    setValue("customer", chosen);
    clearErrors("customer");
  }, changed);

  const ask = handleSubmit((body) => {
    setBooked(null);
    preview.mutate(body, { onError: (error) => handleFormError(error, setError, FIELDS) });
  });
  const book = handleSubmit((body) =>
    create.mutate(
      { body, idempotencyKey: attemptKey.current },
      {
        onSuccess: (series) => {
          attemptKey.current = newIdempotencyKey();
          preview.reset();
          setBooked(series);
        },
        onError: (error) => handleFormError(error, setError, FIELDS),
      },
    ),
  );

  const errors = formState.errors;
  const slotError = errors.court_ids?.message ?? (errors.timeslot_id ? t("admin-series.page.slotError") : undefined);
  const bookedCount = booked?.dates.filter((d) => d.state === "booked").length ?? 0;
  return (
    <Stack>
      <PageTitle title={t("admin-series.page.title", { sport })} description={t("admin-series.page.description")} />
      <Anchor component={Link} to={paths.sport[sport].adminDesk}>
        {t("admin-series.page.deskLink")}
      </Anchor>
      <form onSubmit={ask} noValidate aria-label={t("admin-series.page.form")}>
        <Stack>
          <FormAlert message={errors.root?.server?.message} />
          <Section id="series-courts" title={t("admin-series.page.courts")}>
            <DeskSlotPicker
              sport={sport}
              today={horizon.today}
              currency={horizon.currency}
              choice={{ date: firstDate ?? "", timeslotId: timeslotId ?? null, courtIds: courtIds ?? [] }}
              error={errors.first_date?.message ?? slotError}
              onChange={choose}
            />
          </Section>
          <Section id="series-repeat" title={t("admin-series.page.repeat")}>
            <RepeatFields
              firstDate={firstDate ?? ""}
              mode={span}
              onModeChange={changeSpan}
              payment={payment ?? "paid_now"}
              onPaymentChange={(value: SeriesPayment) => setValue("payment", value)}
              register={register}
              errors={errors}
            />
          </Section>
          <Section id="series-customer" title={t("admin-series.page.customer")}>
            <CustomerFields
              mode={customer.mode}
              onModeChange={customer.changeMode}
              member={customer.member}
              onMemberChange={customer.chooseMember}
              // The fields register only customer.* paths, which both forms share.
              register={register as unknown as UseFormRegister<DeskBookingRequest>}
              errors={errors}
            />
          </Section>
          <Group justify="flex-end">
            <Button type="submit" size="md" variant={preview.data ? "default" : "filled"} loading={preview.isPending}>
              {t("admin-series.page.previewButton")}
            </Button>
          </Group>
        </Stack>
      </form>
      {preview.data && (
        <Section id="series-preview" title={t("admin-series.page.preview")}>
          <Stack>
            <Text aria-live="polite">
              {t("admin-series.page.previewFree", { free: preview.data.free, total: preview.data.dates.length })}
            </Text>
            <PreviewTable preview={preview.data} />
            <Group justify="flex-end">
              <Button size="md" onClick={book} loading={create.isPending} disabled={preview.data.free === 0}>
                {t("admin-series.page.bookFree", { count: preview.data.free })}
              </Button>
            </Group>
          </Stack>
        </Section>
      )}
      {booked && (
        <Section id="series-result" title={t("admin-series.page.result")}>
          <Stack>
            <Alert
              color={tone.teal}
              variant="outline"
              role="status"
              title={t("admin-series.page.bookedTitle", { booked: bookedCount, total: booked.dates.length })}
            >
              {t("admin-series.page.bookedNote")}
            </Alert>
            <SeriesDatesTable series={booked} />
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
