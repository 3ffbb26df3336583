import type { Order } from "@courtside/contract";
import { Alert, Button } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { useCompleteOrder } from "../../../state/use-complete-order.ts";
import { useMyCredit } from "../api/get-my-credit.ts";
import { usePayWithCredit } from "../api/pay-with-credit.ts";
import { useT } from "../i18n.ts";

/**
 * A signed-in member's other ways to pay a pending order: all of it from their club credit
 * when the balance covers what is due; otherwise credit first, the rest by card (the order
 * then shows what the card pays, and Pay opens a checkout for that). Paid, they land on
 * their profile with the booking shown, as after the checkout.
 */
export function PayWithCredit({ order }: { order: Order }) {
  const t = useT();
  const member = useAuthStore((s) => s.user_frontend);
  const credit = useMyCredit(member !== null);
  const pay = usePayWithCredit();
  // As after the checkout: the attempt is over and the member lands on their profile.
  const complete = useCompleteOrder();
  const balance = credit.data?.balance ?? 0;
  if (!member || balance === 0 || order.status !== "pending") return null;
  const money = (cents: number) => formatMoney(cents, order.currency);
  // Split between players: the member pays their own share (the players' shares are theirs).
  const due = order.total - (order.credit_applied ?? 0) - (order.shared_out ?? 0);
  const covers = balance >= due;
  const onPay = () =>
    pay.mutate(
      { orderId: order.order_id, use: covers ? "all" : "available" },
      { onSuccess: (after) => after.status === "paid" && complete(after, null) },
    );
  return (
    <>
      {pay.error && (
        <Alert color="red" variant="outline" role="alert" title={t("credit.pay.notPaid")}>
          {parseApiError(pay.error).message}
        </Alert>
      )}
      <Button size="md" variant="outline" onClick={onPay} loading={pay.isPending}>
        {covers
          ? t("credit.pay.all", { left: money(balance - due) })
          : t("credit.pay.part", { balance: money(balance), rest: money(due - balance) })}
      </Button>
    </>
  );
}
