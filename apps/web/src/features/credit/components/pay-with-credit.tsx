import type { Order } from "@courtside/contract";
import { Alert, Button, Text } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { useCompleteOrder } from "../../../state/use-complete-order.ts";
import { useMyCredit } from "../api/get-my-credit.ts";
import { usePayWithCredit } from "../api/pay-with-credit.ts";

/**
 * A signed-in member's other way to pay a pending order: all of it from their club credit,
 * when the balance covers it (else it says it does not). Paid, they land on their profile
 * with the booking shown, as after the checkout.
 */
export function PayWithCredit({ order }: { order: Order }) {
  const member = useAuthStore((s) => s.user_frontend);
  const credit = useMyCredit(member !== null);
  const pay = usePayWithCredit();
  // As after the checkout: the attempt is over and the member lands on their profile.
  const complete = useCompleteOrder();
  const balance = credit.data?.balance ?? 0;
  if (!member || balance === 0 || order.status !== "pending") return null;
  const money = (cents: number) => formatMoney(cents, order.currency);
  if (balance < order.total)
    return (
      <Text size="sm">
        Your club credit, {money(balance)}, does not cover this order ({money(order.total)}): pay it by card.
      </Text>
    );
  const onPay = () => pay.mutate(order.order_id, { onSuccess: (paid) => complete(paid, null) });
  return (
    <>
      {pay.error && (
        <Alert color="red" variant="outline" role="alert" title="Not paid">
          {parseApiError(pay.error).message}
        </Alert>
      )}
      <Button size="md" variant="outline" onClick={onPay} loading={pay.isPending}>
        Pay with club credit ({money(balance - order.total)} left after)
      </Button>
    </>
  );
}
