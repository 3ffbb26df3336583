import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ProblemAlert } from "../../../components/problem-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { useT } from "../i18n.ts";

/** A payment link that pays nothing: no key, or no order behind it. No Pay button; ways on instead. */
export function CheckoutProblem({ inv, missingKey, error }: { inv: string; missingKey: boolean; error: unknown }) {
  const t = useT();
  const memberSignedIn = useAuthStore((s) => s.user_authenticated);
  const info = missingKey ? null : parseApiError(error);
  const title = missingKey
    ? t("checkout.problem.incomplete")
    : info?.status === 404
      ? t("checkout.problem.noOrder", { inv })
      : t("checkout.problem.openFailed");
  const reason = missingKey
    ? t("checkout.problem.noKey")
    : info?.status === 404
      ? t("checkout.problem.notFound", { message: info.message })
      : (info?.message ?? "");
  return (
    <ProblemAlert
      title={title}
      reason={reason}
      waysOn={
        <>
          <Button component={Link} to={memberSignedIn ? paths.profile : paths.home}>
            {memberSignedIn ? t("checkout.problem.yourBookings") : t("checkout.problem.bookACourt")}
          </Button>
          <Button component={Link} to={paths.courtSchedules} variant="default">
            {t("checkout.problem.seeFreeCourts")}
          </Button>
        </>
      }
    />
  );
}
