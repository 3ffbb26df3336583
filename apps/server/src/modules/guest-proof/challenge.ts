import { randomInt } from "node:crypto";
import type { GuestChallenge } from "@courtside/contract";
import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { proofSecrets } from "./secrets.ts";

/** PBKDF2 iterations per attempt: one attempt costs a browser and a script alike (native code in both). */
export const PROOF_COST = 500;
/** How long a challenge may be solved and used. */
export const CHALLENGE_SECONDS = 10 * 60;
/** Each this many court-slots held unpaid by guests right now adds the base work once more. */
const SLOTS_PER_STEP = 8;

/**
 * A proof-of-work challenge for one guest order (ALTCHA v2, PBKDF2). Its work grows with the
 * court-slots guests hold unpaid at this moment: on a quiet day a browser solves it in well
 * under a second; a script holding the club slot after slot pays more for each next one.
 */
export async function createGuestChallenge(deps: AppDeps): Promise<GuestChallenge> {
  const base = deps.config.guestProofWork;
  const held = await guestSlotsHeld(deps);
  const work = base * (1 + Math.floor(held / SLOTS_PER_STEP));
  const { signature, keySignature } = proofSecrets(deps.appSecret);
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: PROOF_COST,
    // Deterministic mode: the server knows the answer, so it checks a solution with one HMAC.
    counter: randomInt(Math.ceil(work / 2), Math.ceil(work * 1.5) + 1),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
    // The expiry is ours (the injected clock), signed with the rest of the parameters.
    data: { expires: Math.floor(deps.clock.now().getTime() / 1000) + CHALLENGE_SECONDS },
  });
  return challenge as GuestChallenge;
}

async function guestSlotsHeld(deps: AppDeps): Promise<number> {
  const [row] = await deps.database.db
    .select({ held: sql<number>`coalesce(sum(${orders.holdUnits}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.status, "pending"), gt(orders.holdExpiresAt, deps.clock.now()), isNull(orders.memberId)));
  return row?.held ?? 0;
}
