import type { Order, Sport } from "@courtside/contract";
import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { confirmDialog } from "../../../components/confirm.tsx";
import { OrderLines } from "../../../components/order-lines.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { followPaymentLink } from "../../../lib/payment-link.ts";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useOrderAttempts } from "../../../state/order-attempts.ts";
import { PayWithCredit } from "../../credit/index.ts";
import { useT } from "../i18n.ts";
import { HoldCountdown } from "./hold-countdown.tsx";
import { useReleaseHold, useStartOver } from "./use-start-over.ts";

/**
 * The order once it exists: the server's lines and total, the hold countdown and Pay. What
 * `children` holds (a member's "Who pays?") comes before the buttons. A booking split between
 * its players pays the payer's own share.
 */
export function OrderPanel({
  sport,
  order,
  loading,
  children,
}: {
  sport: Sport;
  order: Order | undefined;
  loading: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const startOver = useStartOver(sport);
  const { release, releasing } = useReleaseHold(sport);
  if (loading || !order) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t("booking.order.loading")}</Text>
      </Group>
    );
  }
  // The hold ends now; the date, add-ons and details stay in the draft to reserve again.
  const releaseCourts = async () => {
    const answer = await confirmDialog({
      title: t("booking.order.release"),
      message: t("booking.order.releaseQuestion", { inv: order.inv }),
      keepLabel: t("booking.keepThemHeld"),
    });
    if (answer !== "ok" || !(await release())) return;
    useOrderAttempts.getState().endAttempt(sport);
    bookingDrafts[sport].getState().resetPayment();
  };

  const pay = () => {
    if (!order.paymentlink) return;
    followPaymentLink(order.paymentlink, navigate);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-heading">
      <Stack>
        <Title order={2} size="h4" id="order-heading">
          {t("booking.order.number", { inv: order.inv })}
        </Title>
        {order.status === "pending" && order.hold_expires_at && <HoldCountdown expiresAt={order.hold_expires_at} />}
        {order.status !== "pending" && (
          <Text fw={600}>{t("booking.order.status", { status: t(`booking.orderStatus.${order.status}`) })}</Text>
        )}
        <OrderLines
          lines={order.lines}
          total={order.total}
          currency={order.currency}
          caption={t("booking.order.number", { inv: order.inv })}
          creditApplied={order.credit_applied}
          sharedOut={order.shared_out}
        />
        {children}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void startOver()}>
            {t("booking.startNewBooking")}
          </Button>
          {order.status === "pending" && (
            <Group gap="sm">
              <Button variant="default" onClick={() => void releaseCourts()} loading={releasing}>
                {t("booking.order.release")}
              </Button>
              <PayWithCredit order={order} />
              {order.paymentlink && (
                <Button size="md" onClick={pay}>
                  {(order.shared_out ?? 0) > 0
                    ? t("booking.payYourShare", {
                        amount: formatMoney(order.total - (order.shared_out ?? 0) - (order.credit_applied ?? 0), order.currency),
                      })
                    : t("booking.pay")}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
