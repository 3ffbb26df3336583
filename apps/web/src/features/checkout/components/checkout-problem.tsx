import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ProblemAlert } from "../../../components/problem-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** A payment link that pays nothing: no key, or no order behind it. No Pay button; ways on instead. */
export function CheckoutProblem({ inv, missingKey, error }: { inv: string; missingKey: boolean; error: unknown }) {
  const memberSignedIn = useAuthStore((s) => s.user_authenticated);
  const info = missingKey ? null : parseApiError(error);
  const title = missingKey
    ? "This payment link is incomplete"
    : info?.status === 404
      ? `No order ${inv}`
      : "Could not open the order";
  const reason = missingKey
    ? "It has no key, so it cannot pay anything. Open the whole link from your booking or your email."
    : info?.status === 404
      ? `${info.message} The link may be cut short or changed: open it again from your booking or your email.`
      : (info?.message ?? "");
  return (
    <ProblemAlert
      title={title}
      reason={reason}
      waysOn={
        <>
          <Button component={Link} to={memberSignedIn ? paths.profile : paths.home}>
            {memberSignedIn ? "Your bookings" : "Book a court"}
          </Button>
          <Button component={Link} to={paths.courtSchedules} variant="default">
            See free courts
          </Button>
        </>
      }
    />
  );
}
