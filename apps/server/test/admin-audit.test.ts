import { adminOfficePaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordAudit } from "../src/modules/audit/record-audit.ts";
import { putRules, signedInAdministrator } from "./support/admin-office.ts";
import { deskBody, staffSession } from "./support/back-office.ts";
import { createCourt, createTimeslot, memberToken } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** A log of known rows: two rule changes through the API, and five rows written directly (one by the system). */
let t: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdministrator>>;
let ids: number[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdministrator(t.app, t.client());
  const db = t.app.deps.database.db;
  await putRules(t.client(), "tennis", admin.token, { total_days: 14, hold_minutes: 15, cancel_hours: 24, max_unpaid_holds: 4 });
  await putRules(t.client(), "padel", admin.token, { total_days: 20, hold_minutes: 10, cancel_hours: 12, max_unpaid_holds: 4 });
  await recordAudit(db, {
    actorAdminId: admin.id,
    action: "court.create",
    entity: "court",
    entityId: 7,
    after: { name: "Court 7" },
  });
  await recordAudit(db, {
    actorAdminId: admin.id,
    action: "court.update",
    entity: "court",
    entityId: 7,
    before: { name: "Court 7" },
    after: { name: "Centre court" },
  });
  await recordAudit(db, { actorAdminId: admin.id, action: "court.update", entity: "court", entityId: 8, before: {}, after: {} });
  await recordAudit(db, { actorAdminId: null, action: "order.auto_refund", entity: "order", entityId: "o-1" });
  await recordAudit(db, { actorAdminId: admin.id, action: "order.mark_paid", entity: "order", entityId: "o-2" });
  const all = await t.client().get(adminOfficePaths.audit, { token: admin.token });
  ids = all.data.data.map((e: { id: number }) => e.id);
});
afterAll(() => t.close());

const list = (query = "") => t.client().get(`${adminOfficePaths.audit}${query}`, { token: admin.token });

describe("GET /api/admin/audit", () => {
  it("lists every entry newest first with the actor's name and email, before and after", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.data.meta).toEqual({ page: 1, per_page: 25, total: 7, last_page: 1 });
    expect(res.data.data.map((e: { action: string }) => e.action)).toEqual([
      "order.mark_paid",
      "order.auto_refund",
      "court.update",
      "court.update",
      "court.create",
      "rules.update",
      "rules.update",
    ]);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const rules = res.data.data[5];
    expect(rules).toMatchObject({
      actor: { id: admin.id, name: admin.name, email: admin.email, role: "owner" },
      entity: "rules",
      entity_id: "padel",
      before: { sport: "padel", total_days: 12, hold_minutes: 15, cancel_hours: 24, max_unpaid_holds: 4 },
      after: { sport: "padel", total_days: 20, hold_minutes: 10, cancel_hours: 12, max_unpaid_holds: 4 },
    });
    expect(new Date(rules.created_at).toISOString()).toBe(rules.created_at);
    expect(res.data.data[1].actor).toBeNull();
  });

  it("pages", async () => {
    const page = await list("?per_page=3&page=2");
    expect(page.data.meta).toEqual({ page: 2, per_page: 3, total: 7, last_page: 3 });
    expect(page.data.data.map((e: { id: number }) => e.id)).toEqual(ids.slice(3, 6));
    const beyond = await list("?per_page=3&page=9");
    expect(beyond.data.data).toEqual([]);
    expect(beyond.data.meta.total).toBe(7);
  });

  it("filters by entity, entity id and action, together", async () => {
    const courts = await list("?entity=court");
    expect(courts.data.meta.total).toBe(3);
    const seven = await list("?entity=court&entity_id=7");
    expect(seven.data.data.map((e: { action: string }) => e.action)).toEqual(["court.update", "court.create"]);
    const updates = await list("?entity=court&entity_id=7&action=court.update");
    expect(updates.data.data).toHaveLength(1);
    expect(updates.data.data[0]).toMatchObject({ before: { name: "Court 7" }, after: { name: "Centre court" } });
    expect((await list("?action=nothing.like.this")).data).toEqual({
      data: [],
      meta: { page: 1, per_page: 25, total: 0, last_page: 1 },
    });
  });

  it("answers 422 for a bad page and 403 to a member", async () => {
    expect((await list("?page=0")).statusCode).toBe(422);
    const { token } = await memberToken(t.app, t.client());
    expect((await t.client().get(adminOfficePaths.audit, { token })).statusCode).toBe(403);
  });
});

describe("GET /api/admin/audit/facets", () => {
  it("answers the entities and actions present, sorted", async () => {
    const res = await t.client().get(adminOfficePaths.auditFacets, { token: admin.token });
    expect(res.data).toEqual({
      entities: ["court", "order", "rules"],
      actions: ["court.create", "court.update", "order.auto_refund", "order.mark_paid", "rules.update"],
    });
  });
});

describe("an order's entries", () => {
  it("carry the booking they are about (invoice, date, time, courts) and the actor's role, in the log and the order's history", async () => {
    const desk = await staffSession(t);
    const court = await createCourt(t.app, "tennis", { name: "Court Audit" });
    const slot = await createTimeslot(t.app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const order = await desk.deskBooking("tennis", deskBody("2026-11-24", slot.id, [court.id]));
    expect(order.statusCode, order.body).toBe(201);
    const booking = {
      inv: order.data.inv,
      sport: "tennis",
      date: "2026-11-24",
      start: "18:00",
      end: "19:00",
      courts: ["Court Audit"],
    };

    const entries = (await list(`?entity=order&entity_id=${order.data.order_id}`)).data.data;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "order.desk_create", actor: { id: desk.admin.id, role: "owner" }, booking });
    const history = (await desk.get(`/api/admin/orders/${order.data.order_id}`)).data.history;
    expect(history[0]).toMatchObject({ action: "order.desk_create", booking });
    // Entries about anything else carry none.
    expect((await list("?entity=rules")).data.data[0].booking).toBeNull();
  });
});
