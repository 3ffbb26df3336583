import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { solvedProof } from "./support/guest-proof.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

// A guest order needs a solved proof of work (GUEST_PROOF_WORK attempts on average, more while guests hold much).
const tuesday = "2026-11-24";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ GUEST_PROOF_WORK: "100" });
});
afterAll(() => t.close());

async function courts(n: number) {
  const made = [];
  for (let i = 0; i < n; i++) made.push((await createCourt(t.app, "tennis")).id);
  const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
  return { ids: made, slot: slot.id };
}

describe("guest proof of work", () => {
  it("refuses a guest order without a proof, and takes one with a solved challenge", async () => {
    const { ids, slot } = await courts(1);
    const c = t.client();
    const bare = await postOrder(c, "tennis", orderBody(tuesday, slot, ids));
    expect(bare.statusCode).toBe(422);
    expect(bare.data.code).toBe("guest_proof_invalid");
    expect(Object.keys(bare.data.errors)).toEqual(["proof"]);

    const proof = await solvedProof(c);
    expect((await postOrder(c, "tennis", orderBody(tuesday, slot, ids, { proof }))).statusCode).toBe(201);
  });

  it("takes each challenge once: a second order with the same proof is refused", async () => {
    const { ids, slot } = await courts(2);
    const c = t.client();
    const proof = await solvedProof(c);
    expect((await postOrder(c, "tennis", orderBody(tuesday, slot, [ids[0] as number], { proof }))).statusCode).toBe(201);
    const replay = await postOrder(c, "tennis", orderBody(tuesday, slot, [ids[1] as number], { proof }));
    expect(replay.statusCode).toBe(422);
    expect(replay.data.message).toBe("This booking check was already used. Please try again.");
  });

  it("answers a repeat of the same request (same Idempotency-Key) with its order, not a used-proof refusal", async () => {
    const { ids, slot } = await courts(1);
    const c = t.client();
    const body = orderBody(tuesday, slot, ids, { proof: await solvedProof(c) });
    const first = await postOrder(c, "tennis", body, { key: "proof-repeat-key-0001" });
    const again = await postOrder(c, "tennis", body, { key: "proof-repeat-key-0001" });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.data.order_id).toBe(first.data.order_id);
  });

  it("refuses a forged, an unsolved and an expired proof", async () => {
    const { ids, slot } = await courts(1);
    const c = t.client();
    const proof = await solvedProof(c);
    const cheaper = { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } } };
    const wrong = { ...proof, solution: { ...proof.solution, derivedKey: "00".repeat(32) } };
    for (const bad of [cheaper, wrong]) {
      const res = await postOrder(c, "tennis", orderBody(tuesday, slot, ids, { proof: bad }));
      expect(res.statusCode).toBe(422);
      expect(res.data.message).toBe("The booking check did not pass. Please try again.");
    }
    t.clock.advance(11 * 60_000);
    try {
      const late = await postOrder(c, "tennis", orderBody(tuesday, slot, ids, { proof }));
      expect(late.data.message).toBe("The booking check expired. Please try again.");
    } finally {
      t.clock.advance(-11 * 60_000);
    }
  });

  it("asks more work while guests hold many court-slots unpaid", async () => {
    const quiet = await solvedProof(t.client());
    expect(quiet.solution.counter).toBeLessThanOrEqual(151);
    const { ids, slot } = await courts(16);
    for (let i = 0; i < 16; i += 4) {
      const c = t.client();
      const body = orderBody("2026-11-25", slot, ids.slice(i, i + 4), { proof: await solvedProof(c) });
      expect((await postOrder(c, "tennis", body)).statusCode).toBe(201);
    }
    // Held: the earlier tests' guest slots plus these 16, so at least three times the base work.
    const busy = await solvedProof(t.client());
    expect(busy.solution.counter).toBeGreaterThanOrEqual(150);
  });

  it("asks members for no proof", async () => {
    const { ids, slot } = await courts(1);
    const c = t.client();
    const { token } = await memberToken(t.app, c);
    expect((await postOrder(c, "tennis", orderBody(tuesday, slot, ids), { token })).statusCode).toBe(201);
    expect((await c.get(apiPaths.guestChallenge)).headers["cache-control"]).toBe("no-store");
  });
});
