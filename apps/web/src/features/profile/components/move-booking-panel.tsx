import type { MemberMoveResult, Order } from "@courtside/contract";
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatSlot } from "../../../lib/format.ts";
import {
  DayGrid,
  type GridChoice,
  GridLegend,
  HorizonDateField,
  ScheduleLoadState,
  useHorizon,
  useSchedule,
  useScheduleStream,
} from "../../schedules/index.ts";
import { useMoveBooking } from "../api/move-booking.ts";
import { useT } from "../i18n.ts";
import { describeDifference, moveDifference } from "./move-price.ts";

type Target = { date: string; timeslotId: number; courtId: number; price: number; label: string };

/**
 * Moves the member's paid booking: pick the booked court (when it has several), a date of the
 * horizon and a free cell of the live day grid (arrow keys move between cells); the panel then
 * says what the move changes in price, and "Move here" moves it. A refusal shows here and the
 * grid reloads to what is free now.
 */
export function MoveBookingPanel({
  order,
  onMoved,
  onClose,
}: {
  order: Order;
  onMoved: (result: MemberMoveResult) => void;
  onClose: () => void;
}) {
  const t = useT();
  const horizon = useHorizon(order.sport);
  const [date, setDate] = useState(order.date);
  const [fromCourtId, setFromCourtId] = useState(order.courts[0]?.id ?? 0);
  const [target, setTarget] = useState<Target | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schedule = useSchedule(order.sport, date);
  useScheduleStream(order.sport, date);
  const move = useMoveBooking(order);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = `move-${order.order_id}`;

  // The member asked to move this booking: take them to the panel.
  useEffect(() => heading.current?.focus(), []);

  const pick = ({ court, timeslot, price }: GridChoice) => {
    setRefusal(null);
    setTarget({
      date,
      timeslotId: timeslot.id,
      courtId: court.id,
      price,
      label: `${court.name}, ${formatSlot(date, timeslot.start, timeslot.end)}`,
    });
  };
  const changeDate = (next: string) => {
    setDate(next);
    setTarget(null);
  };
  const submit = () => {
    if (!target) return;
    setRefusal(null);
    move.mutate(
      { from_court_id: fromCourtId, court_id: target.courtId, date: target.date, timeslot_id: target.timeslotId },
      {
        onSuccess: onMoved,
        onError: (error) => {
          setRefusal(parseApiError(error).message);
          setTarget(null);
        },
      },
    );
  };
  const difference = target ? moveDifference(order, target) : 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId} ref={heading} tabIndex={-1}>
          {t("profile.move.title", { inv: order.inv })}
        </Title>
        <Text size="sm">{t("profile.move.intro")}</Text>
        {order.courts.length > 1 && (
          <NativeSelect
            label={t("profile.move.court")}
            value={String(fromCourtId)}
            onChange={(e) => setFromCourtId(Number(e.currentTarget.value))}
            data={order.courts.map((c) => ({ value: String(c.id), label: c.name }))}
            description={t("profile.move.courtHint")}
          />
        )}
        <HorizonDateField sport={order.sport} value={date} onChange={changeDate} label={t("profile.move.date")} />
        {refusal && (
          <Alert color="red" variant="outline" role="alert" title={t("profile.move.refused")}>
            {refusal}
          </Alert>
        )}
        <GridLegend />
        <ScheduleLoadState schedule={schedule} />
        {schedule.data && (
          <DayGrid
            schedule={schedule.data}
            currency={horizon.currency}
            chosen={{ timeslotId: target?.date === date ? target.timeslotId : null, courtIds: target ? [target.courtId] : [] }}
            onStart={pick}
          />
        )}
        <Stack gap={4} aria-live="polite">
          <Text fw={600}>{target ? t("profile.move.target", { place: target.label }) : t("profile.move.noTarget")}</Text>
          {target && <Text size="sm">{describeDifference(difference, order.currency)}</Text>}
        </Stack>
        <Group gap="sm">
          <Button onClick={submit} loading={move.isPending} disabled={!target}>
            {t("profile.move.submit")}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t("profile.move.keep")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
