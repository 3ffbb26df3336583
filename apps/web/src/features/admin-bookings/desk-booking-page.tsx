import {
  type DeskBookingInput,
  type DeskBookingRequest,
  deskBookingRequestSchema,
  isPolicyRefusal,
  type Sport,
} from "@courtside/contract";
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type Path, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { newIdempotencyKey } from "../../state/order-attempts.ts";
import { useHorizon } from "../schedules/index.ts";
import { DeskWaitlist, useWaitingNote } from "../waitlist/index.ts";
import { useCreateDeskBooking } from "./api/create-desk-booking.ts";
import { CustomerFields } from "./components/customer-fields.tsx";
import { useDeskCellNotes } from "./components/desk-cell-notes.ts";
import { DeskDayPlayers } from "./components/desk-day-players.tsx";
import { DeskSlotPicker, type SlotChoice } from "./components/desk-slot-picker.tsx";
import { emptyGuest, useCustomerChoice } from "./components/use-customer-choice.ts";
import { useT } from "./i18n.ts";

const FIELDS: Path<DeskBookingRequest>[] = [
  "date",
  "timeslot_id",
  "court_ids",
  "customer",
  "customer.member_id",
  "customer.guest.name",
  "customer.guest.email",
  "customer.guest.phone",
  "payment",
];

/** /admin/desk, /admin/padel/desk: staff book for a phone or walk-in customer from the day grid. */
export function DeskBookingPage({ sport }: { sport: Sport }) {
  const t = useT();
  const navigate = useNavigate();
  const horizon = useHorizon(sport);
  const create = useCreateDeskBooking(sport);
  const [taken, setTaken] = useState<string | null>(null);
  const [overLimit, setOverLimit] = useState<string | null>(null);
  // One key per attempt: a double click or a retry after a network failure books once.
  const attemptKey = useRef(newIdempotencyKey());

  const form = useForm<DeskBookingRequest, unknown, DeskBookingInput>({
    resolver: zodResolver(deskBookingRequestSchema),
    defaultValues: { date: "", court_ids: [], customer: { guest: emptyGuest }, payment: "pay_later", override_limits: false },
  });
  const { register, handleSubmit, setValue, watch, setError, clearErrors, formState } = form;
  const { errors } = formState;
  const [date, timeslotId, courtIds] = watch(["date", "timeslot_id", "court_ids"]);
  const waitlistDate = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null;
  const waiting = useWaitingNote(sport, waitlistDate);
  // Who booked each taken cell, in the grid itself (staff only; the public grid names nobody).
  const cellNote = useDeskCellNotes(sport, waitlistDate);
  const customer = useCustomerChoice((chosen) => {
    setValue("customer", chosen);
    clearErrors("customer");
  });

  // Start on today's grid once the facility's today is known.
  useEffect(() => {
    if (horizon.ready && !form.getValues("date")) setValue("date", horizon.today);
  }, [horizon.ready, horizon.today, form, setValue]);

  const choose = (choice: SlotChoice) => {
    setValue("date", choice.date);
    if (choice.timeslotId === null) form.resetField("timeslot_id");
    else setValue("timeslot_id", choice.timeslotId);
    setValue("court_ids", choice.courtIds);
    clearErrors(["date", "timeslot_id", "court_ids"]);
    setTaken(null);
  };

  const book = handleSubmit((body) => {
    create.mutate(
      { body, idempotencyKey: attemptKey.current },
      {
        onSuccess: (order) => {
          attemptKey.current = newIdempotencyKey();
          toast(
            t("admin-bookings.desk.booked", { inv: order.inv, payment: order.status === "paid" ? "paid" : "later" }),
            "success",
          );
          navigate(to(paths.admin.order, { order_id: order.order_id }));
        },
        onError: (error) => {
          const info = parseApiError(error);
          if (info.status !== null) attemptKey.current = newIdempotencyKey();
          // The member's plan limit: staff may book anyway, and the override is audited.
          if (info.code && isPolicyRefusal(info.code) && info.code !== "outside_booking_window") {
            setOverLimit(info.message);
            return;
          }
          if (info.status === 409) {
            // Someone else has a court (or it is closed): say so; the grid refetches and the choice starts over.
            setTaken(info.message);
            setValue("court_ids", []);
            return;
          }
          handleFormError(error, setError, FIELDS);
        },
      },
    );
  });

  // Only the latest attempt's outcome shows: the last refusal goes as soon as staff try again.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setTaken(null);
    setOverLimit(null);
    setValue("override_limits", false);
    return book(event);
  };
  const bookBeyondLimit = () => {
    setOverLimit(null);
    setValue("override_limits", true);
    void book();
  };

  const slotError = errors.court_ids?.message ?? (errors.timeslot_id ? t("admin-bookings.desk.chooseSlot") : undefined);
  return (
    <Stack>
      <PageTitle title={t("admin-bookings.desk.title", { sport })} description={t("admin-bookings.desk.description")} />
      <Anchor component={Link} to={paths.sport[sport].adminSeries}>
        {t("admin-bookings.desk.seriesLink")}
      </Anchor>
      <form onSubmit={submit} noValidate aria-label={t("admin-bookings.desk.form")}>
        <Stack>
          <FormAlert message={errors.root?.server?.message} />
          {taken && (
            <Alert color="red" variant="outline" role="alert" title={t("admin-bookings.desk.taken")}>
              {taken} {t("admin-bookings.desk.gridFresh")}
            </Alert>
          )}
          {overLimit && (
            <Alert color="orange" variant="outline" role="alert" title={t("admin-bookings.desk.overLimit")}>
              <Stack gap="sm" align="flex-start">
                <Text>{overLimit}</Text>
                <Button variant="default" onClick={bookBeyondLimit} loading={create.isPending}>
                  {t("admin-bookings.desk.bookAnyway")}
                </Button>
              </Stack>
            </Alert>
          )}
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-courts">
            <Title order={2} size="h4" id="desk-courts" mb="sm">
              {t("admin-bookings.desk.courts")}
            </Title>
            <DeskSlotPicker
              sport={sport}
              today={horizon.today}
              currency={horizon.currency}
              choice={{ date: date ?? "", timeslotId: timeslotId ?? null, courtIds: courtIds ?? [] }}
              error={errors.date?.message ?? slotError}
              onChange={choose}
              rowNote={waiting.note}
              cellNote={cellNote}
            />
          </Paper>
          {waitlistDate && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-day-players">
              <DeskDayPlayers sport={sport} date={waitlistDate} />
            </Paper>
          )}
          {waitlistDate && (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-waitlist">
              <DeskWaitlist day={waiting.day} date={waitlistDate} />
            </Paper>
          )}
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-customer">
            <Title order={2} size="h4" id="desk-customer" mb="sm">
              {t("admin-bookings.desk.customer")}
            </Title>
            <CustomerFields
              mode={customer.mode}
              onModeChange={customer.changeMode}
              member={customer.member}
              onMemberChange={customer.chooseMember}
              register={register}
              errors={errors}
            />
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="desk-payment">
            <Title order={2} size="h4" id="desk-payment" mb="sm">
              {t("admin-bookings.desk.payment")}
            </Title>
            <Radio.Group
              value={watch("payment")}
              onChange={(value) => setValue("payment", value as DeskBookingRequest["payment"])}
              error={errors.payment?.message}
              aria-labelledby="desk-payment"
            >
              <Stack gap="xs">
                <Radio value="pay_later" label={t("admin-bookings.desk.payLater")} />
                <Radio value="paid" label={t("admin-bookings.desk.paidNow")} />
              </Stack>
            </Radio.Group>
          </Paper>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={create.isPending}>
              {t("admin-bookings.desk.book")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
