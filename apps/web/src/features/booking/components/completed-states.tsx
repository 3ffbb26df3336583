import type { Order, Sport } from "@courtside/contract";
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";

/**
 * The completion page's heading says what the page shows: a thank-you only for a booking that
 * loaded and is paid, never for a link that opens nothing.
 */
export function completedHeading(
  hasTarget: boolean,
  failed: boolean,
  order: Order | undefined,
): { title: string; description?: string } {
  if (!hasTarget) return { title: "No booking to show" };
  if (failed) return { title: "This link is not valid" };
  if (!order) return { title: "Your booking" };
  if (order.status === "paid")
    return { title: "Booking confirmed", description: "Thank you. A confirmation is on its way to your email." };
  if (order.status === "cancelled" || order.status === "refunded")
    return { title: "Booking cancelled", description: `This booking is ${order.status}.` };
  return { title: "Your booking", description: `This booking is ${order.status}: it is not confirmed.` };
}

/** Why a completion link opened nothing: the server refuses a wrong key as it does a booking that does not exist. */
export function invalidLinkReason(error: unknown): string {
  const info = parseApiError(error);
  if (info.status === 404)
    return (
      "It does not match any booking: it may be cut short or changed. Open it again from your confirmation email. " +
      "If you paid and still cannot open it, the club's desk can find your booking by your name or email."
    );
  return info.message;
}

/** Ways on from a completion page that shows no booking: book again, or sign in to see a member's bookings. */
export function CompletedWaysOn({ sport }: { sport: Sport }) {
  return (
    <>
      <Button component={Link} to={paths.sport[sport].home}>
        Book a court
      </Button>
      <Button component={Link} to={paths.login} variant="default">
        Sign in to see your bookings
      </Button>
    </>
  );
}
