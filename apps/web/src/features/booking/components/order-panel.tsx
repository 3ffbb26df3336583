import type { Order, Sport } from "@courtside/contract";
import { Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate } from "react-router";
import { confirmDialog } from "../../../components/confirm.tsx";
import { OrderLines } from "../../../components/order-lines.tsx";
import { inAppPaymentPath } from "../../../lib/payment-link.ts";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useOrderAttempts } from "../../../state/order-attempts.ts";
import { PayWithCredit } from "../../credit/index.ts";
import { HoldCountdown } from "./hold-countdown.tsx";
import { useReleaseHold, useStartOver } from "./use-start-over.ts";

/** The order once it exists: the server's lines and total, the hold countdown and Pay. */
export function OrderPanel({ sport, order, loading }: { sport: Sport; order: Order | undefined; loading: boolean }) {
  const navigate = useNavigate();
  const startOver = useStartOver(sport);
  const { release, releasing } = useReleaseHold(sport);
  if (loading || !order) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading your order…</Text>
      </Group>
    );
  }
  // The hold ends now; the date, add-ons and details stay in the draft to reserve again.
  const releaseCourts = async () => {
    const answer = await confirmDialog({
      title: "Release the courts",
      message: `End the hold of order ${order.inv} now? The courts are free for other players at once; your choices are kept.`,
      keepLabel: "Keep them held",
    });
    if (answer !== "ok" || !(await release())) return;
    useOrderAttempts.getState().endAttempt(sport);
    bookingDrafts[sport].getState().resetPayment();
  };

  const pay = () => {
    if (!order.paymentlink) return;
    const path = inAppPaymentPath(order.paymentlink);
    if (path) navigate(path);
    else window.location.assign(order.paymentlink);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="order-heading">
      <Stack>
        <Title order={2} size="h4" id="order-heading">
          Order {order.inv}
        </Title>
        {order.status === "pending" && order.hold_expires_at && <HoldCountdown expiresAt={order.hold_expires_at} />}
        {order.status !== "pending" && <Text fw={600}>Status: {order.status}</Text>}
        <OrderLines
          lines={order.lines}
          total={order.total}
          currency={order.currency}
          caption={`Order ${order.inv}`}
          creditApplied={order.credit_applied}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => void startOver()}>
            Start a new booking
          </Button>
          {order.status === "pending" && (
            <Group gap="sm">
              <Button variant="default" onClick={() => void releaseCourts()} loading={releasing}>
                Release the courts
              </Button>
              <PayWithCredit order={order} />
              {order.paymentlink && (
                <Button size="md" onClick={pay}>
                  Pay
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
