import { Button } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { ProblemAlert } from "../../../components/problem-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";

/** A reset link that cannot set a password (bad, used or expired; or checked too often): why, and the ways on. */
export function ResetLinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const info = parseApiError(error);
  const refused = info.status === 422;
  const wait = info.status === 429 && info.retryAfter ? ` Try again in ${Math.ceil(info.retryAfter / 60)} min.` : "";
  return (
    <ProblemAlert
      title={refused ? "This reset link does not work" : "Could not check your reset link"}
      reason={refused ? `${info.message} A link works once, for 60 minutes. Ask for a new one below.` : `${info.message}${wait}`}
      waysOn={
        <>
          <Button component={Link} to={paths.forgotPassword}>
            Request a new link
          </Button>
          {refused || info.status === 429 ? (
            <Button component={Link} to={paths.login} variant="default">
              Sign in
            </Button>
          ) : (
            <Button variant="default" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      }
    />
  );
}
