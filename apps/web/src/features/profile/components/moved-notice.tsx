import type { MemberMoveResult } from "@courtside/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { formatMoney, formatSlot } from "../../../lib/format.ts";

/** Where the booking is now after the member moved it, and how the price difference is settled. */
export function MovedNotice({ result, onDismiss }: { result: MemberMoveResult; onDismiss: () => void }) {
  const { order, difference } = result;
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves here from the closed panel, so a keyboard or screen reader user hears the outcome.
  useEffect(() => ref.current?.focus(), []);
  const money = formatMoney(difference.amount, difference.currency);
  return (
    <Alert ref={ref} tabIndex={-1} color="blue" variant="outline" role="status" title={`Booking ${order.inv} moved`}>
      <Stack gap="xs" align="flex-start">
        <Text>
          Now: {order.courts.map((c) => c.name).join(", ")}, {formatSlot(order.date, order.timeslot.start, order.timeslot.end)}. A
          confirmation is on its way by mail.
        </Text>
        {difference.kind === "refund" && <Text>{money} is refunded to the card you paid with.</Text>}
        {difference.kind === "charge" && <Text>The new time costs {money} more: please pay the difference.</Text>}
        <Group gap="sm">
          {difference.kind === "charge" && difference.paymentlink && (
            <Button component="a" href={difference.paymentlink}>
              Pay the difference ({money})
            </Button>
          )}
          <Button variant="default" onClick={onDismiss}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
