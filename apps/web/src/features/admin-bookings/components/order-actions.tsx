import type { AdminOrderDetail, RefundDestination } from "@courtside/contract";
import { Button, Checkbox, Divider, Group, Radio, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useMarkPaid } from "../api/mark-paid.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";
import { outcomeToast } from "../outcome-toast.ts";

/**
 * What staff can do with the order now (the server says which): mark it paid at the desk,
 * send the confirmation again, cancel it with or without a refund. Each asks first and
 * answers with a toast; a refusal (409) shows the server's reason and reloads the order.
 */
export function OrderActions({ order, onRefused }: { order: AdminOrderDetail; onRefused: () => void }) {
  const cancel = useCancelOrder(order.order_id);
  const markPaid = useMarkPaid(order.order_id);
  const resend = useResendConfirmation(order.order_id);
  const [refund, setRefund] = useState(true);
  // A member's money may stay at the club as credit instead of going back to the card.
  const [refundTo, setRefundTo] = useState<RefundDestination>("payment");
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const total = formatMoney(order.total, order.currency);
  const moneyTaken = order.status === "paid" || order.refund_due;
  const { actions } = order;

  const failed = (error: unknown) => {
    const info = parseApiError(error);
    outcomeToast(info.message, "error");
    if (info.status === 409) onRefused();
    return info;
  };

  const onMarkPaid = async () => {
    const answer = await confirmDialog({
      title: "Mark paid",
      message: `Mark order ${order.inv} paid at the desk (${total})? The confirmation mail goes to the customer.`,
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    markPaid.mutate(undefined, { onSuccess: () => outcomeToast(`Order ${order.inv} is paid.`, "success"), onError: failed });
  };

  const onResend = async () => {
    const answer = await confirmDialog({
      title: "Resend confirmation",
      confirmLabel: "Resend mail",
      message: `Send the confirmation mail of order ${order.inv} to ${order.billing.email ?? "the customer"} again?`,
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    resend.mutate(undefined, { onSuccess: (message) => outcomeToast(message, "success"), onError: failed });
  };

  const onCancel = async () => {
    const where = refundTo === "credit" ? " as club credit" : "";
    const money = moneyTaken ? (refund ? ` ${total} is refunded${where}.` : " No money is refunded.") : "";
    const answer = await confirmDialog({
      title: "Cancel order",
      keepLabel: "Keep order",
      message: `Cancel order ${order.inv}? Its courts are free again at once.${money}`,
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    cancel.mutate(
      { refund, ...(refund && { refund_to: refundTo }), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (o) =>
          outcomeToast(`Order ${o.inv} ${o.status === "refunded" ? "cancelled and refunded" : "cancelled"}.`, "success"),
        onError: (error) => setReasonError(failed(error).fieldErrors.reason),
      },
    );
  };

  if (!actions.cancel && !actions.mark_paid && !actions.resend_confirmation) return null;
  return (
    <Stack gap="md">
      {(actions.mark_paid || actions.resend_confirmation) && (
        <Group gap="sm">
          {actions.mark_paid && (
            <Button onClick={onMarkPaid} loading={markPaid.isPending}>
              Mark paid
            </Button>
          )}
          {actions.resend_confirmation && (
            <Button variant="default" onClick={onResend} loading={resend.isPending}>
              Resend confirmation
            </Button>
          )}
        </Group>
      )}
      {actions.cancel && (
        <Stack gap="xs" maw={480}>
          <Divider label="Cancel the order" labelPosition="left" />
          {moneyTaken && (
            <Checkbox
              label={`Refund ${total}`}
              checked={refund}
              disabled={order.refund_due}
              onChange={(e) => setRefund(e.currentTarget.checked)}
            />
          )}
          {moneyTaken && refund && order.member && (
            <Radio.Group label="Refund to" value={refundTo} onChange={(v) => setRefundTo(v as RefundDestination)}>
              <Group mt={4}>
                <Radio value="payment" label="The way it was paid" />
                <Radio value="credit" label="Club credit" />
              </Group>
            </Radio.Group>
          )}
          <TextInput
            label="Reason (optional)"
            description="Sent to the customer in the cancellation mail."
            value={reason}
            maxLength={500}
            error={reasonError}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group>
            <Button color="red" variant="outline" onClick={onCancel} loading={cancel.isPending}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
