import type { OrderStatus } from "@courtside/contract";
import { Badge } from "@mantine/core";
import { tone } from "../../../lib/tones.ts";
import { t as translate, useT } from "../i18n.ts";

/**
 * What the back office says an order (or one of its courts) is: the order's state as staff
 * act on it, "booked" for a court a paid order keeps, "released" for one it gave back.
 */
export type ShownState = "paid" | "booked" | "held" | "expired" | "cancelled" | "refunded" | "refund_due" | "released";

/**
 * Words and colours that match: green for money in or a court kept, orange for a hold not
 * yet paid, red for a cancellation or money owed back, purple for money returned, grey for
 * what lapsed or was freed. Outlines take the tones that keep 4.5:1 in both colour schemes; the
 * filled badge keeps white on a dark shade, which reads in both.
 */
const looks: Record<ShownState, { color: string; variant: "outline" | "filled" }> = {
  paid: { color: tone.teal, variant: "outline" },
  booked: { color: tone.teal, variant: "outline" },
  held: { color: tone.orange, variant: "outline" },
  expired: { color: tone.gray, variant: "outline" },
  cancelled: { color: tone.red, variant: "outline" },
  refunded: { color: tone.grape, variant: "outline" },
  refund_due: { color: "red.9", variant: "filled" },
  released: { color: tone.gray, variant: "outline" },
};

/** An order's state: a pending order holds its courts until paid; money owed back outranks the status. */
export function orderState(status: OrderStatus, refundDue: boolean): ShownState {
  if (refundDue) return "refund_due";
  return status === "pending" ? "held" : status;
}

/** One court of an order: booked (paid), held (not paid yet), or released (free for others again). */
export function courtState(status: OrderStatus, active: boolean): ShownState {
  if (!active) return "released";
  return status === "paid" ? "booked" : "held";
}

/** A state in words, in the language in use. */
export const stateLabel = (state: ShownState): string => translate(`admin-bookings.state.${state}`);

/**
 * The one badge of a state in the back office (bookings list, order page, its courts and
 * extras). It never truncates: its text keeps its width and the badge does not shrink.
 */
export function StateBadge({ state }: { state: ShownState }) {
  const t = useT();
  const look = looks[state];
  return (
    <Badge
      color={look.color}
      variant={look.variant}
      size="lg"
      tt="none"
      data-state={state}
      styles={{
        root: { overflow: "visible", flexShrink: 0, maxWidth: "none" },
        label: { overflow: "visible", textOverflow: "clip" },
      }}
    >
      {t(`admin-bookings.state.${state}`)}
    </Badge>
  );
}
