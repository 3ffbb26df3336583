import type { AdminOrderDetail, MovePriceChoice } from "@courtside/contract";
import { Alert, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useHorizon } from "../../schedules/index.ts";
import { useMoveBooking } from "../api/move-booking.ts";
import { t as translate, useT } from "../i18n.ts";
import { outcomeToast } from "../outcome-toast.ts";
import { DeskSlotPicker, type SlotChoice } from "./desk-slot-picker.tsx";

type BookedCourt = AdminOrderDetail["bookings"][number];

/** "Court 3, Tue 24 Nov 2026, 18:00–19:00". */
export const placeOf = (b: Pick<BookedCourt, "court" | "date" | "start" | "end">) =>
  `${b.court.name}, ${formatDate(b.date)}, ${b.start}–${b.end}`;

/**
 * Moves one booked court of the order: staff pick a free cell in the live day grid (any date
 * from today on) and confirm. When the time changes, the order's other courts go along on
 * their own courts (an order books one slot). A refusal (taken, closed, sold out) shows here,
 * replacing the last one, and the grid shows what is free now.
 */
export function MoveBookingPanel({
  order,
  booking,
  onDone,
}: {
  order: AdminOrderDetail;
  booking: BookedCourt;
  onDone: () => void;
}) {
  const t = useT();
  const horizon = useHorizon(order.sport);
  const move = useMoveBooking(order);
  const [choice, setChoice] = useState<SlotChoice>({ date: booking.date, timeslotId: null, courtIds: [] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [price, setPrice] = useState<MovePriceChoice>("settle");
  const heading = useRef<HTMLHeadingElement>(null);
  const others = order.bookings.filter((b) => b.active && b.id !== booking.id);
  const [courtId] = choice.courtIds;

  // Staff asked to move this court: take them to the panel.
  useEffect(() => heading.current?.focus(), []);

  const choose = (next: SlotChoice) => {
    setChoice(next);
    setRefusal(null);
  };

  const submit = () => {
    setRefusal(null);
    if (choice.timeslotId === null || courtId === undefined) return;
    move.mutate(
      { booking_id: booking.id, court_id: courtId, date: choice.date, timeslot_id: choice.timeslotId, price },
      {
        onSuccess: (moved) => {
          const now = moved.bookings.find((b) => b.id === booking.id);
          const place = now ? placeOf(now) : translate("admin-bookings.move.newCourt");
          const email = moved.billing.email;
          outcomeToast(
            email
              ? translate("admin-bookings.move.movedMailed", { place, email })
              : translate("admin-bookings.move.moved", { place }),
            "success",
          );
          onDone();
        },
        onError: (error) => {
          setRefusal(parseApiError(error).message);
          setChoice((c) => ({ ...c, timeslotId: null, courtIds: [] }));
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="move-heading">
      <Stack gap="sm">
        <Title order={3} size="h5" id="move-heading" ref={heading} tabIndex={-1}>
          {t("admin-bookings.move.title", { place: placeOf(booking) })}
        </Title>
        <Text size="sm">
          {t("admin-bookings.move.intro")}
          {others.length > 0 &&
            ` ${t("admin-bookings.move.others", { count: others.length, courts: others.map((b) => b.court.name).join(", ") })}`}
        </Text>
        {refusal && (
          <Alert color="red" variant="outline" role="alert" title={t("admin-bookings.move.couldNotMove")}>
            {refusal}
          </Alert>
        )}
        <DeskSlotPicker
          sport={order.sport}
          today={horizon.today}
          currency={horizon.currency}
          choice={choice}
          error={undefined}
          onChange={choose}
          single
        />
        <Radio.Group
          label={t("admin-bookings.move.price")}
          value={price}
          onChange={(value) => setPrice(value as MovePriceChoice)}
          description={t("admin-bookings.move.priceHint")}
        >
          <Stack gap={6} mt={6}>
            <Radio value="settle" label={t("admin-bookings.move.settle")} />
            <Radio value="keep" label={t("admin-bookings.move.keep")} />
          </Stack>
        </Radio.Group>
        <Group gap="sm">
          <Button onClick={submit} loading={move.isPending} disabled={courtId === undefined}>
            {t("admin-bookings.move.moveHere")}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t("admin-bookings.move.stay")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
