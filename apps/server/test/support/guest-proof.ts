import { apiPaths, type GuestChallenge, type GuestProof } from "@courtside/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { TestClient } from "./client.ts";

/** What a guest's browser does before ordering: fetch a challenge and solve it. */
export async function solvedProof(client: TestClient): Promise<GuestProof> {
  const challenge = (await client.get(apiPaths.guestChallenge)).data as GuestChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return { challenge, solution };
}
