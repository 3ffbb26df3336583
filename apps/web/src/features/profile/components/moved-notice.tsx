import type { MemberMoveResult } from "@courtside/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { formatMoney, formatSlot } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";

/** Where the booking is now after the member moved it, and how the price difference is settled. */
export function MovedNotice({ result, onDismiss }: { result: MemberMoveResult; onDismiss: () => void }) {
  const t = useT();
  const { order, difference } = result;
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves here from the closed panel, so a keyboard or screen reader user hears the outcome.
  useEffect(() => ref.current?.focus(), []);
  const money = formatMoney(difference.amount, difference.currency);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="blue"
      variant="outline"
      role="status"
      title={t("profile.moved.title", { inv: order.inv })}
    >
      <Stack gap="xs" align="flex-start">
        <Text>
          {t("profile.moved.now", {
            courts: order.courts.map((c) => c.name).join(", "),
            slot: formatSlot(order.date, order.timeslot.start, order.timeslot.end),
          })}
        </Text>
        {difference.kind === "refund" && <Text>{t("profile.moved.refund", { money })}</Text>}
        {difference.kind === "charge" && <Text>{t("profile.moved.charge", { money })}</Text>}
        <Group gap="sm">
          {difference.kind === "charge" && difference.paymentlink && (
            <Button component="a" href={difference.paymentlink}>
              {t("profile.moved.pay", { money })}
            </Button>
          )}
          <Button variant="default" onClick={onDismiss}>
            {t("profile.moved.done")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
