import { randomBytes } from "node:crypto";
import { apiPaths, creditApiPaths } from "@courtside/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orderLines, orders, payments } from "../src/db/schema.ts";
import { balanceOf } from "../src/modules/credit/ledger.ts";
import { mailsTo } from "./support/back-office.ts";
import { adminToken, createMember, memberToken } from "./support/factories.ts";
import { payDemo } from "./support/memberships.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminToken(t.app, t.client());
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const newKey = () => `topup-${randomBytes(12).toString("hex")}`;
const createPack = (body: Record<string, unknown>) => t.client().post(creditApiPaths.adminPacks, body, { token: owner });

describe("top-up packs", () => {
  it("staff create, list, change and retire packs (audited); members see only those on sale", async () => {
    const created = await createPack({ name: "Pay 20, get 22", price: 2000, credit: 2200 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.data).toMatchObject({ name: "Pay 20, get 22", price: 2000, credit: 2200, currency: "EUR", active: true });
    const onSale = (await t.client().get(creditApiPaths.packs)).data.data;
    expect(onSale.map((p: { id: number }) => p.id)).toContain(created.data.id);
    const retired = await t.client().patch(creditApiPaths.adminPack(created.data.id), { active: false }, { token: owner });
    expect(retired.data.active).toBe(false);
    expect((await t.client().get(creditApiPaths.packs)).data.data.map((p: { id: number }) => p.id)).not.toContain(
      created.data.id,
    );
    const all = (await t.client().get(creditApiPaths.adminPacks, { token: owner })).data.data;
    expect(all.map((p: { id: number }) => p.id)).toContain(created.data.id);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.data.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["credit_pack.create", "credit_pack.update"]);
  });

  it.each([
    [{ name: "Cheap", price: 2000, credit: 1500 }, "credit", "A pack brings at least what it costs."],
    [{ name: "Free", price: 0, credit: 100 }, "price", "The price must be above zero."],
    [{ name: " ", price: 100, credit: 100 }, "name", "Name the pack."],
  ])("refuses %j with 422 naming %s", async (body, field, message) => {
    const res = await createPack(body);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors[field]).toContain(message);
  });

  it("refuses a change that would bring less than the price, and desk staff may not change packs", async () => {
    const pack = (await createPack({ name: "Even", price: 1000, credit: 1000 })).data;
    const cheaper = await t.client().patch(creditApiPaths.adminPack(pack.id), { credit: 900 }, { token: owner });
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.data.errors.credit).toBeDefined();
    const desk = await adminToken(t.app, t.client(), { role: "desk" });
    expect(
      (await t.client().post(creditApiPaths.adminPacks, { name: "X", price: 100, credit: 100 }, { token: desk })).statusCode,
    ).toBe(403);
    expect((await t.client().get(creditApiPaths.adminPacks, { token: desk })).statusCode).toBe(200);
  });
});

describe("buying credit", () => {
  it("a member buys a pack online: paying it adds the credit once, mails the member; repeats and retired packs are refused", async () => {
    const pack = (await createPack({ name: "Pay 50, get 55", price: 5000, credit: 5500 })).data;
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    const key = newKey();
    const bought = await c.post(creditApiPaths.topups, { pack_id: pack.id }, { token, headers: { "idempotency-key": key } });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.data).toMatchObject({ status: "pending", total: 5000, credit: 5500, paymentlink: expect.any(String) });
    const again = await c.post(creditApiPaths.topups, { pack_id: pack.id }, { token, headers: { "idempotency-key": key } });
    expect(again.data.order_id).toBe(bought.data.order_id);
    expect(await balanceOf(db(), member.id)).toBe(0);

    await payDemo(c, bought.data.paymentlink);
    expect(await balanceOf(db(), member.id)).toBe(5500);
    await payDemo(c, bought.data.paymentlink).catch(() => {});
    expect(await balanceOf(db(), member.id)).toBe(5500);
    const mails = await mailsTo(t, member.email);
    expect(mails.some((m) => m.subject.startsWith("Club credit topped up: €55.00"))).toBe(true);
    // A top-up is not a booking: the member's court cancel refuses it.
    const cancel = await c.post(apiPaths.orderCancel("tennis", bought.data.order_id), undefined, { token });
    expect(cancel.statusCode).toBe(409);

    await t.client().patch(creditApiPaths.adminPack(pack.id), { active: false }, { token: owner });
    const retired = await c.post(
      creditApiPaths.topups,
      { pack_id: pack.id },
      { token, headers: { "idempotency-key": newKey() } },
    );
    expect(retired.statusCode).toBe(422);
    expect(retired.data.errors.pack_id).toBeDefined();
  });

  it("words the top-up's line in the member's language, and shows its history entry without a stored English reason", async () => {
    const pack = (await createPack({ name: "Bono 20", price: 2000, credit: 2200 })).data;
    const c = t.client();
    const { member, token } = await memberToken(t.app, c);
    expect((await c.put("/api/frontend/locale", { locale: "es" }, { token })).statusCode).toBe(200);
    const bought = await c.post(creditApiPaths.topups, { pack_id: pack.id }, { token, headers: { "idempotency-key": newKey() } });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, bought.data.order_id));
    expect(line?.description).toBe("Bono 20: 22,00\u00a0€ de saldo del club");
    await payDemo(c, bought.data.paymentlink);
    const account = (await c.get(creditApiPaths.mine, { token })).data;
    expect(account.entries[0]).toMatchObject({ kind: "topup", reason: "", order_inv: bought.data.inv });
    expect(await balanceOf(db(), member.id)).toBe(2200);
  });

  it("staff sell a pack at the desk: paid there, the credit added at once, audited; a repeat sells nothing", async () => {
    const pack = (await createPack({ name: "Pay 100, get 115", price: 10000, credit: 11500 })).data;
    const member = await createMember(t.app);
    const desk = await adminToken(t.app, t.client(), { role: "desk" });
    const key = newKey();
    const sell = () =>
      t
        .client()
        .post(creditApiPaths.deskTopups(member.id), { pack_id: pack.id }, { token: desk, headers: { "idempotency-key": key } });
    const sold = await sell();
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.data.balance).toBe(11500);
    expect(sold.data.entries[0]).toMatchObject({ kind: "topup", amount: 11500 });
    expect((await sell()).data.balance).toBe(11500);
    const [order] = await db().select().from(orders).where(eq(orders.memberId, member.id));
    expect(order).toMatchObject({ kind: "topup", status: "paid", total: 10000, paymentProvider: "desk" });
    const charges = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, order?.id ?? ""));
    expect(charges.map((p) => [p.kind, p.provider, p.amount])).toEqual([["charge", "desk", 10000]]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, "credit.topup_sell"));
    expect(audit.at(-1)?.after).toMatchObject({ member: { id: member.id }, amount: 10000, credit: 11500 });
  });
});
