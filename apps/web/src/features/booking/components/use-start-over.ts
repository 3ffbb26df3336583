import type { Sport } from "@courtside/contract";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useOrderAttempts } from "../../../state/order-attempts.ts";
import { startNewBooking } from "../../../state/start-booking.ts";
import { useCancelBookingOrder } from "../api/cancel-order.ts";
import { t } from "../i18n.ts";

/**
 * Releases the courts of the attempt's held order (a guest with its key, a member with their
 * session). True when nothing is held any more: released now, or the hold had already ended
 * (409: lapsed, paid or cancelled meanwhile).
 */
export function useReleaseHold(sport: Sport) {
  const current = useOrderAttempts((s) => s.current[sport]);
  const cancel = useCancelBookingOrder(sport);
  const release = async (): Promise<boolean> => {
    if (!current) return true;
    try {
      await cancel.mutateAsync({ orderId: current.order_id, key: current.access_key });
      toast(t("booking.order.released", { inv: current.inv }), "success");
      return true;
    } catch (error) {
      const info = parseApiError(error);
      if (info.status === 409) return true;
      toast(info.message, "error");
      return false;
    }
  };
  return { held: current ?? null, release, releasing: cancel.isPending };
}

/** "Start a new booking": while an order holds courts, asks whether to release them first. */
export function useStartOver(sport: Sport) {
  const { held, release } = useReleaseHold(sport);
  return async () => {
    if (held) {
      const answer = await confirmDialog({
        title: t("booking.startNewBooking"),
        message: t("booking.order.stillHeld", { inv: held.inv }),
        confirmLabel: t("booking.order.releaseAndStartOver"),
        withNo: true,
        noLabel: t("booking.keepThemHeld"),
      });
      if (answer === "cancel") return;
      if (answer === "ok" && !(await release())) return;
    }
    startNewBooking(sport);
  };
}
