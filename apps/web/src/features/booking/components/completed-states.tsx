import type { Order, Sport } from "@courtside/contract";
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { t, useT } from "../i18n.ts";

/**
 * The completion page's heading says what the page shows: a thank-you only for a booking that
 * loaded and is paid, never for a link that opens nothing.
 */
export function completedHeading(
  hasTarget: boolean,
  failed: boolean,
  order: Order | undefined,
): { title: string; description?: string } {
  if (!hasTarget) return { title: t("booking.completed.nothingToShow") };
  if (failed) return { title: t("booking.completed.invalidLink") };
  if (!order) return { title: t("booking.yourBooking") };
  if (order.status === "paid") return { title: t("booking.completed.confirmed"), description: t("booking.completed.thankYou") };
  if (order.status === "cancelled" || order.status === "refunded")
    return {
      title: t("booking.completed.cancelledTitle"),
      description: t("booking.completed.cancelledStatus", { status: order.status }),
    };
  return { title: t("booking.yourBooking"), description: t("booking.completed.notConfirmed", { status: order.status }) };
}

/** Why a completion link opened nothing: the server refuses a wrong key as it does a booking that does not exist. */
export function invalidLinkReason(error: unknown): string {
  const info = parseApiError(error);
  if (info.status === 404) return t("booking.completed.noSuchBooking");
  return info.message;
}

/** Ways on from a completion page that shows no booking: book again, or sign in to see a member's bookings. */
export function CompletedWaysOn({ sport }: { sport: Sport }) {
  const t = useT();
  return (
    <>
      <Button component={Link} to={paths.sport[sport].home}>
        {t("booking.bookACourt")}
      </Button>
      <Button component={Link} to={paths.login} variant="default">
        {t("booking.completed.signInToSee")}
      </Button>
    </>
  );
}
