import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ProblemAlert } from "../../../components/problem-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { useT } from "../i18n.ts";

/** A reset link that cannot set a password (bad, used or expired; or checked too often): why, and the ways on. */
export function ResetLinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const info = parseApiError(error);
  const refused = info.status === 422;
  const reason = refused
    ? t("auth.resetLink.refusedReason", { message: info.message })
    : info.status === 429 && info.retryAfter
      ? t("auth.resetLink.waitReason", { message: info.message, minutes: Math.ceil(info.retryAfter / 60) })
      : info.message;
  return (
    <ProblemAlert
      title={refused ? t("auth.resetLink.refused") : t("auth.resetLink.failed")}
      reason={reason}
      waysOn={
        <>
          <Button component={Link} to={paths.forgotPassword}>
            {t("auth.resetLink.requestNew")}
          </Button>
          {refused || info.status === 429 ? (
            <Button component={Link} to={paths.login} variant="default">
              {t("auth.signIn")}
            </Button>
          ) : (
            <Button variant="default" onClick={onRetry}>
              {t("auth.resetLink.tryAgain")}
            </Button>
          )}
        </>
      }
    />
  );
}
