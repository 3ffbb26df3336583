import type { Sport } from "@courtside/contract";
import { bookingDrafts } from "./drafts.ts";
import { useOrderAttempts } from "./order-attempts.ts";

/** "Start a new booking": the draft's booking and payment resets, and a new order attempt. */
export function startNewBooking(sport: Sport): void {
  const draft = bookingDrafts[sport].getState();
  draft.resetBooking();
  draft.resetPayment();
  useOrderAttempts.getState().endAttempt(sport);
}

/** After payment: all three resets (booking, payment, add-ons). */
export function finishBooking(sport: Sport): void {
  const draft = bookingDrafts[sport].getState();
  draft.resetBooking();
  draft.resetPayment();
  draft.resetAddons();
}
