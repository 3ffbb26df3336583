import type { Order } from "@courtside/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../app/paths.ts";
import { toast } from "../lib/toast.ts";
import { useAuthStore } from "./auth-store.ts";
import { t } from "./i18n.ts";
import { useOrderAttempts } from "./order-attempts.ts";
import { finishBooking } from "./start-booking.ts";

/**
 * What follows an order becoming paid in this browser — on the demo checkout, or at once for
 * an order that costs nothing: the attempt is complete, cached views of the order refresh,
 * and the payer lands where a provider's success URL would send them (a member on the
 * profile with the booking highlighted, a guest on the booking-completed page).
 */
export function useCompleteOrder() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const memberSignedIn = useAuthStore((s) => s.user_authenticated);
  return useCallback(
    (paid: Order, accessKey: string | null) => {
      const ref = { sport: paid.sport, order_id: paid.order_id, inv: paid.inv, access_key: paid.access_key ?? accessKey };
      const attempts = useOrderAttempts.getState();
      // Extras belong to a booking already made: the booking's attempt and draft are not touched.
      if (paid.parent_order_id) attempts.completeExtra(ref);
      else attempts.complete(ref);
      queryClient.setQueryData(["order", paid.sport, paid.order_id, ref.access_key], paid);
      void queryClient.invalidateQueries({ queryKey: ["order"] });
      void queryClient.invalidateQueries({ queryKey: ["my-orders", paid.sport] });
      if (!paid.parent_order_id) finishBooking(paid.sport);
      if (memberSignedIn) {
        toast(t("state.orderConfirmed", { extras: paid.parent_order_id ? "yes" : "no", inv: paid.inv }), "success");
        const highlight = paid.parent_order_id ?? paid.order_id;
        navigate(`${paths.sport[paid.sport].profile}?highlight=${encodeURIComponent(highlight)}`);
      } else {
        navigate(paths.sport[paid.sport].guestBookingCompleted);
      }
    },
    [navigate, queryClient, memberSignedIn],
  );
}
