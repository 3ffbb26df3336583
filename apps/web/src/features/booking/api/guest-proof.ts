import { apiPaths, type GuestProof, guestChallengeSchema } from "@courtside/contract";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { t } from "../i18n.ts";

const guestProofKey = ["guest-proof"] as const;

/**
 * GET /api/guest-challenge, then the browser's proof of work (PBKDF2 in Web Crypto, well
 * under a second on a quiet day). The solver loads only when a guest books.
 */
export async function solveGuestProof(): Promise<GuestProof> {
  const { data } = await api.get(apiPaths.guestChallenge);
  const challenge = guestChallengeSchema.parse(data);
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/pbkdf2"),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error(t("booking.guestProof.tooLong"));
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

const proofQuery = { queryKey: guestProofKey, queryFn: solveGuestProof, staleTime: 8 * 60_000, gcTime: 8 * 60_000 };

/** Starts solving while the guest reads the summary, so Reserve rarely waits for it. */
export function usePrefetchGuestProof(enabled: boolean) {
  useQuery({ ...proofQuery, enabled, refetchOnWindowFocus: false, retry: false });
}

/** The solved proof for this attempt (each proof buys one order attempt), and forget it for the next. */
export async function takeGuestProof(queryClient: QueryClient): Promise<GuestProof> {
  const proof = await queryClient.fetchQuery(proofQuery);
  queryClient.removeQueries({ queryKey: guestProofKey });
  return proof;
}
