import type { APIRequestContext } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** What a guest's browser does before an order, for specs that book through the API: fetch and solve a challenge. */
export async function guestProof(request: APIRequestContext) {
  const challenge = await (await request.get("/api/guest-challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the guest challenge could not be solved");
  return { challenge, solution };
}
