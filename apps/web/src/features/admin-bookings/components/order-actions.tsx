import type { AdminOrderDetail, RefundDestination } from "@courtside/contract";
import { Button, Checkbox, Divider, Group, Radio, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useCancelOrder } from "../api/cancel-order.ts";
import { useMarkPaid } from "../api/mark-paid.ts";
import { useResendConfirmation } from "../api/resend-confirmation.ts";
import { useT } from "../i18n.ts";
import { outcomeToast } from "../outcome-toast.ts";

/**
 * What staff can do with the order now (the server says which): mark it paid at the desk,
 * send the confirmation again, cancel it with or without a refund. Each asks first and
 * answers with a toast; a refusal (409) shows the server's reason and reloads the order.
 */
export function OrderActions({ order, onRefused }: { order: AdminOrderDetail; onRefused: () => void }) {
  const t = useT();
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
      title: t("admin-bookings.actions.markPaid"),
      message: t("admin-bookings.actions.markPaidConfirm", { inv: order.inv, total }),
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    markPaid.mutate(undefined, {
      onSuccess: () => outcomeToast(t("admin-bookings.actions.markedPaid", { inv: order.inv }), "success"),
      onError: failed,
    });
  };

  const onResend = async () => {
    const answer = await confirmDialog({
      title: t("admin-bookings.actions.resend"),
      confirmLabel: t("admin-bookings.actions.resendMail"),
      message: order.billing.email
        ? t("admin-bookings.actions.resendConfirm", { inv: order.inv, email: order.billing.email })
        : t("admin-bookings.actions.resendConfirmNoEmail", { inv: order.inv }),
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    resend.mutate(undefined, { onSuccess: (message) => outcomeToast(message, "success"), onError: failed });
  };

  const onCancel = async () => {
    const money = !moneyTaken
      ? null
      : !refund
        ? t("admin-bookings.actions.cancelNoRefund")
        : refundTo === "credit"
          ? t("admin-bookings.actions.cancelRefundedCredit", { total })
          : t("admin-bookings.actions.cancelRefunded", { total });
    const question = t("admin-bookings.actions.cancelConfirm", { inv: order.inv });
    const answer = await confirmDialog({
      title: t("admin-bookings.actions.cancelOrder"),
      keepLabel: t("admin-bookings.actions.keepOrder"),
      message: money ? `${question} ${money}` : question,
    });
    if (answer !== "ok") return;
    setReasonError(undefined);
    cancel.mutate(
      { refund, ...(refund && { refund_to: refundTo }), ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (o) =>
          outcomeToast(
            t(o.status === "refunded" ? "admin-bookings.actions.cancelledRefunded" : "admin-bookings.actions.cancelled", {
              inv: o.inv,
            }),
            "success",
          ),
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
              {t("admin-bookings.actions.markPaid")}
            </Button>
          )}
          {actions.resend_confirmation && (
            <Button variant="default" onClick={onResend} loading={resend.isPending}>
              {t("admin-bookings.actions.resend")}
            </Button>
          )}
        </Group>
      )}
      {actions.cancel && (
        <Stack gap="xs" maw={480}>
          <Divider label={t("admin-bookings.actions.cancelTheOrder")} labelPosition="left" />
          {moneyTaken && (
            <Checkbox
              label={t("admin-bookings.refund.amount", { amount: total })}
              checked={refund}
              disabled={order.refund_due}
              onChange={(e) => setRefund(e.currentTarget.checked)}
            />
          )}
          {moneyTaken && refund && order.member && (
            <Radio.Group
              label={t("admin-bookings.refund.to")}
              value={refundTo}
              onChange={(v) => setRefundTo(v as RefundDestination)}
            >
              <Group mt={4}>
                <Radio value="payment" label={t("admin-bookings.refund.toPayment")} />
                <Radio value="credit" label={t("admin-bookings.refund.toCredit")} />
              </Group>
            </Radio.Group>
          )}
          <TextInput
            label={t("admin-bookings.actions.reasonOptional")}
            description={t("admin-bookings.actions.reasonHint")}
            value={reason}
            maxLength={500}
            error={reasonError}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Group>
            <Button color="red" variant="outline" onClick={onCancel} loading={cancel.isPending}>
              {t("admin-bookings.actions.cancelOrder")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
