import { randomBytes } from "node:crypto";
import { creditApiPaths } from "@courtside/contract";
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { creditEntries } from "../src/db/schema.ts";
import { expireCredit } from "../src/modules/credit/expiry.ts";
import { appendCreditEntry, balanceOf } from "../src/modules/credit/ledger.ts";
import { creditLots } from "../src/modules/credit/lots.ts";
import { adminToken, createMember, memberToken } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
});
// The clock moves on by weeks here: every test signs in afresh.
beforeEach(async () => {
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const db = () => t.app.deps.database.db;
const ledgerOf = (memberId: string) =>
  db().select().from(creditEntries).where(eq(creditEntries.memberId, memberId)).orderBy(asc(creditEntries.seq));
const sellPack = (memberId: string, packId: number) =>
  t
    .client()
    .post(
      creditApiPaths.deskTopups(memberId),
      { pack_id: packId },
      { token: owner, headers: { "idempotency-key": `expiry-${randomBytes(12).toString("hex")}` } },
    );

describe("credit that lapses", () => {
  it("a pack with a validity: staff set it; the top-up's credit lapses after it, only as far as it was not spent, once", async () => {
    const pack = await t
      .client()
      .post(
        creditApiPaths.adminPacks,
        { name: "Pay 20, get 25, 30 days", price: 2000, credit: 2500, valid_days: 30 },
        { token: owner },
      );
    expect(pack.statusCode, pack.body).toBe(201);
    expect(pack.data.valid_days).toBe(30);
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    expect((await sellPack(member.id, pack.data.id)).statusCode).toBe(201);
    const bought = t.clock.now();
    // Credit that never lapses (a refund) is spent last: the spend takes from the pack first.
    await db().transaction((tx) =>
      appendCreditEntry(tx, { memberId: member.id, amount: 1000, kind: "refund", reason: "Rain", at: bought }),
    );
    await db().transaction((tx) =>
      appendCreditEntry(tx, { memberId: member.id, amount: -900, kind: "spend", reason: "Court", at: bought }),
    );

    const mine = (await c.get(creditApiPaths.mine, { token })).data;
    expect(mine.balance).toBe(2600);
    expect(mine.expiring).toEqual([{ amount: 1600, expires_at: new Date(bought.getTime() + 30 * DAY).toISOString() }]);

    t.clock.advance(29 * DAY);
    expect(await expireCredit(t.app.deps)).toBe(0);
    t.clock.advance(2 * DAY);
    const [first, second] = await Promise.all([expireCredit(t.app.deps), expireCredit(t.app.deps)]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    expect(await expireCredit(t.app.deps)).toBe(0);
    expect(await balanceOf(db(), member.id)).toBe(1000);
    const after = (await c.get(creditApiPaths.ofMember(member.id), { token: await adminToken(t.app, c) })).data;
    expect(after.expiring).toEqual([]);
    expect(after.entries[0]).toMatchObject({
      kind: "expiry",
      amount: -1600,
      balance_after: 1000,
      reason: "",
    });
  });

  it("a lot spent in full before it lapses leaves nothing to take: an expiry of 0 is written once and not shown", async () => {
    const pack = (
      await t
        .client()
        .post(creditApiPaths.adminPacks, { name: "Short", price: 1000, credit: 1000, valid_days: 1 }, { token: owner })
    ).data;
    const member = await createMember(t.app);
    await sellPack(member.id, pack.id);
    await db().transaction((tx) =>
      appendCreditEntry(tx, { memberId: member.id, amount: -1000, kind: "spend", reason: "Court", at: t.clock.now() }),
    );
    t.clock.advance(2 * DAY);
    expect(await expireCredit(t.app.deps)).toBeGreaterThanOrEqual(1);
    const rows = await ledgerOf(member.id);
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["topup", 1000],
      ["spend", -1000],
      ["expiry", 0],
    ]);
    expect(await expireCredit(t.app.deps)).toBe(0);
  });

  it.each([
    [{ valid_days: 0 }, "Credit must stay valid at least 1 day."],
    [{ valid_days: 5000 }, "Credit may stay valid at most 3660 days (10 years)."],
    [{ valid_days: 1.5 }, "Enter a whole number of days."],
  ])("refuses a pack with %j (422 naming valid_days)", async (body, message) => {
    const res = await t
      .client()
      .post(creditApiPaths.adminPacks, { name: "Bad", price: 100, credit: 100, ...body }, { token: owner });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.valid_days).toContain(message);
  });

  it("model: top-ups with and without a validity, spends, refunds and lapses keep the open lots equal to the balance", async () => {
    type Step =
      | { kind: "topup"; amount: number; days: number | null }
      | { kind: "spend"; amount: number }
      | { kind: "wait"; days: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant("topup" as const),
        amount: fc.integer({ min: 1, max: 3000 }),
        days: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      }),
      fc.record({ kind: fc.constant("spend" as const), amount: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ kind: fc.constant("wait" as const), days: fc.integer({ min: 1, max: 10 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 14 }), async (steps) => {
        const member = await createMember(t.app);
        for (const s of steps) {
          const now = t.clock.now();
          if (s.kind === "wait") {
            t.clock.advance(s.days * DAY);
            await expireCredit(t.app.deps);
          } else {
            const amount = s.kind === "topup" ? s.amount : -s.amount;
            const expiresAt = s.kind === "topup" && s.days ? new Date(now.getTime() + s.days * DAY) : null;
            const kind = s.kind === "topup" ? (expiresAt ? "topup" : "refund") : "spend";
            await db()
              .transaction((tx) => appendCreditEntry(tx, { memberId: member.id, amount, kind, reason: "", expiresAt, at: now }))
              .catch((err: { statusCode?: number }) => {
                if (err.statusCode !== 409) throw err;
              });
          }
          const rows = await ledgerOf(member.id);
          const balance = await balanceOf(db(), member.id);
          expect(balance).toBe(rows.reduce((n, r) => n + r.amount, 0));
          expect(rows.every((r) => r.balanceAfter >= 0)).toBe(true);
          const lots = creditLots(rows);
          expect(lots.filter((l) => !l.lapsed).reduce((n, l) => n + l.left, 0)).toBe(balance);
          expect(lots.every((l) => l.left >= 0 && (!l.lapsed || l.left === 0))).toBe(true);
          // Nothing past its end stays usable once the sweep ran.
          if (s.kind === "wait") expect(lots.some((l) => !l.lapsed && l.expiresAt && l.expiresAt <= t.clock.now())).toBe(false);
        }
      }),
      { numRuns: 20 },
    );
  });
});
