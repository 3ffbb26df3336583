import type { AdminOrderDetail, RefundDestination } from "@courtside/contract";
import { Button, Checkbox, Divider, Group, NumberInput, Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { newIdempotencyKey } from "../../../state/order-attempts.ts";
import { useRefundPart } from "../api/refund-part.ts";
import { useT } from "../i18n.ts";
import { outcomeToast } from "../outcome-toast.ts";

type Mode = "amount" | "lines";

/**
 * Staff refund part of a paid order: an amount (goodwill; the courts stay booked) or chosen
 * lines (each in full; a court line frees its court before play), back the way it was paid
 * or, for a member, as club credit. Asks first; one Idempotency-Key per attempt, so a
 * double click refunds once. Field refusals show under their field.
 */
export function RefundPartPanel({ order, onRefused }: { order: AdminOrderDetail; onRefused: () => void }) {
  const t = useT();
  const refund = useRefundPart(order.order_id);
  const attemptKey = useRef(newIdempotencyKey());
  const [mode, setMode] = useState<Mode>("amount");
  const [amount, setAmount] = useState<number | string>("");
  const [lines, setLines] = useState<number[]>([]);
  const [to, setTo] = useState<RefundDestination>("payment");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (!order.actions.refund_part) return null;

  const money = (n: number) => formatMoney(n, order.currency) ?? "";
  const open = order.lines.filter((l) => l.refunded_at === null && l.amount > 0);
  const cents = typeof amount === "number" ? Math.round(amount * 100) : Number.NaN;
  const sum = mode === "amount" ? cents : open.filter((l) => lines.includes(l.id)).reduce((s, l) => s + l.amount, 0);

  const onRefund = async () => {
    const what = Number.isFinite(sum) && sum > 0 ? money(sum) : t("admin-bookings.refundPart.thisAmount");
    const answer = await confirmDialog({
      title: t("admin-bookings.refundPart.title"),
      confirmLabel: t("admin-bookings.refund.amount", { amount: what }),
      message: t("admin-bookings.refundPart.confirm", { amount: what, inv: order.inv, to, mode }),
    });
    if (answer !== "ok") return;
    setErrors({});
    const body = {
      ...(mode === "amount" ? { amount: Number.isFinite(cents) ? cents : undefined } : { lines }),
      to,
      reason: reason.trim(),
    };
    refund.mutate(
      { body, idempotencyKey: attemptKey.current },
      {
        onSuccess: (o) => {
          attemptKey.current = newIdempotencyKey();
          outcomeToast(t("admin-bookings.refundPart.done", { amount: what, inv: o.inv }), "success");
          setAmount("");
          setLines([]);
          setReason("");
        },
        onError: (error) => {
          attemptKey.current = newIdempotencyKey();
          const info = parseApiError(error);
          setErrors(info.fieldErrors);
          if (Object.keys(info.fieldErrors).length === 0) outcomeToast(info.message, "error");
          if (info.status === 409) onRefused();
        },
      },
    );
  };

  return (
    <Stack gap="xs" maw={480} component="section" aria-labelledby="refund-part-heading">
      <Divider label={<span id="refund-part-heading">{t("admin-bookings.refundPart.title")}</span>} labelPosition="left" />
      <Text size="sm">{t("admin-bookings.refundPart.left", { amount: money(order.refund_left) })}</Text>
      <SegmentedControl
        aria-label={t("admin-bookings.refundPart.by")}
        value={mode}
        onChange={(v) => setMode(v as Mode)}
        data={[
          { value: "amount", label: t("admin-bookings.refundPart.byAmount") },
          { value: "lines", label: t("admin-bookings.refundPart.byLines") },
        ]}
      />
      {mode === "amount" ? (
        <NumberInput
          label={t("admin-bookings.refundPart.amountLabel", { currency: order.currency })}
          description={t("admin-bookings.refundPart.courtsStay")}
          min={0.01}
          max={order.refund_left / 100}
          decimalScale={2}
          value={amount}
          onChange={setAmount}
          error={errors.amount}
        />
      ) : (
        <Checkbox.Group
          label={t("admin-bookings.refundPart.lines")}
          description={t("admin-bookings.refundPart.linesHint")}
          value={lines.map(String)}
          onChange={(v) => setLines(v.map(Number))}
          error={errors.lines ?? errors.amount}
        >
          <Stack gap={4} mt={4}>
            {open.map((l) => (
              <Checkbox key={l.id} value={String(l.id)} label={`${l.description} · ${money(l.amount)}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      {order.member && (
        <Radio.Group
          label={t("admin-bookings.refund.to")}
          value={to}
          onChange={(v) => setTo(v as RefundDestination)}
          error={errors.to}
        >
          <Group mt={4}>
            <Radio value="payment" label={t("admin-bookings.refund.toPayment")} />
            <Radio value="credit" label={t("admin-bookings.refund.toCredit")} />
          </Group>
        </Radio.Group>
      )}
      <TextInput
        label={t("admin-bookings.refundPart.reason")}
        required
        description={t("admin-bookings.refundPart.reasonHint")}
        value={reason}
        maxLength={500}
        error={errors.reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      {errors["idempotency-key"] && (
        <Text c="red" size="sm">
          {errors["idempotency-key"]}
        </Text>
      )}
      <Group>
        <Button variant="outline" onClick={onRefund} loading={refund.isPending}>
          {t("admin-bookings.refundPart.title")}
        </Button>
      </Group>
    </Stack>
  );
}
