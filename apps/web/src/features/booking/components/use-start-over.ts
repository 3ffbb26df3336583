import type { Sport } from "@courtside/contract";
import { confirmDialog } from "../../../components/confirm.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useOrderAttempts } from "../../../state/order-attempts.ts";
import { startNewBooking } from "../../../state/start-booking.ts";
import { useCancelBookingOrder } from "../api/cancel-order.ts";

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
      toast(`The courts of order ${current.inv} are free again.`, "success");
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
        title: "Start a new booking",
        message: `Order ${held.inv} still holds its courts until its hold ends. Release them for other players?`,
        confirmLabel: "Release and start over",
        withNo: true,
        noLabel: "Keep them held",
      });
      if (answer === "cancel") return;
      if (answer === "ok" && !(await release())) return;
    }
    startNewBooking(sport);
  };
}
