import type { GuestProof } from "@courtside/contract";
import { verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { AppDeps } from "../../deps.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { withinLimit } from "../auth/rate-limit.ts";
import { CHALLENGE_SECONDS } from "./challenge.ts";
import { proofWords } from "./i18n.ts";
import { proofSecrets } from "./secrets.ts";

/** 422 guest_proof_invalid; params.reason says what was wrong (missing, expired, failed, used). */
const refused = (reason: "missing" | "expired" | "failed" | "used") => {
  const message = worded(proofWords, `guest-proof.${reason}`);
  return new HttpError(422, message, { proof: [message] }, undefined, { code: "guest_proof_invalid", params: { reason } });
};

/**
 * Checks a guest order's proof of work: signed by this server, not expired, solved, and
 * never used before (each challenge buys one order attempt, across instances).
 */
export async function assertGuestProof(deps: AppDeps, proof: GuestProof | undefined): Promise<void> {
  if (deps.config.guestProofWork === 0) return;
  if (!proof) throw refused("missing");
  const now = deps.clock.now();
  const expires = Number(proof.challenge.parameters.data?.expires ?? 0);
  if (expires * 1000 <= now.getTime()) throw refused("expired");
  const { signature, keySignature } = proofSecrets(deps.appSecret);
  const result = await verifySolution({
    challenge: proof.challenge,
    solution: proof.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  });
  if (!result.verified) throw refused("failed");
  const fresh = await withinLimit(
    deps.database.db,
    `proof:${proof.challenge.signature}`,
    { max: 1, windowSeconds: CHALLENGE_SECONDS },
    now,
  );
  if (!fresh) throw refused("used");
}
