import { z } from "zod";
import { say } from "./wording.ts";

/**
 * A guest order's proof of work (ALTCHA v2, PBKDF2): the server signs a challenge, the
 * browser finds the counter whose derived key starts with `keyPrefix`, the order carries
 * both. Bounded sizes: nothing here may make the server do unbounded work.
 */
const hex = (max: number) =>
  z
    .string()
    .regex(/^[0-9a-f]*$/, { error: say("contract.guestProof.hex") })
    .max(max);

export const guestChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.literal("PBKDF2/SHA-256"),
      nonce: hex(64),
      salt: hex(64),
      cost: z.number().int().min(1).max(100_000),
      keyLength: z.number().int().min(1).max(64),
      keyPrefix: hex(128),
      keySignature: hex(128).optional(),
      data: z.object({ expires: z.number().int() }),
    }),
    signature: hex(128),
  })
  .meta({ id: "GuestChallenge" });
export type GuestChallenge = z.infer<typeof guestChallengeSchema>;

export const guestProofSchema = z
  .object({
    challenge: guestChallengeSchema,
    solution: z.object({
      counter: z.number().int().min(0).max(4_294_967_295),
      derivedKey: hex(128),
      time: z.number().optional(),
    }),
  })
  .meta({ id: "GuestProof" });
export type GuestProof = z.infer<typeof guestProofSchema>;
