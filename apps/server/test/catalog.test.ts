import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAddon,
  createAddonModule,
  createCourt,
  createTimeslot,
  orderBody,
  postOrder,
  setRules,
} from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("catalog reads per sport", () => {
  it("lists active courts in sort order, each sport its own", async () => {
    const b = await createCourt(t.app, "tennis", { name: "Centre B", sortOrder: 2, indoor: true });
    const a = await createCourt(t.app, "tennis", { name: "Centre A", sortOrder: 1 });
    await createCourt(t.app, "tennis", { name: "Closed for good", sortOrder: 0, active: false });
    const padel = await createCourt(t.app, "padel", { name: "Padel X" });
    const tennis = await t.client().get(apiPaths.courts("tennis"));
    expect(tennis.statusCode).toBe(200);
    expect(tennis.data).toEqual([
      { id: a.id, name: "Centre A", surface: "Clay", indoor: false },
      { id: b.id, name: "Centre B", surface: "Clay", indoor: true },
    ]);
    expect((await t.client().get(apiPaths.courts("padel"))).data.map((c: { id: number }) => c.id)).toEqual([padel.id]);
  });

  it("lists timeslots with HH:MM times and both prices", async () => {
    const slot = await createTimeslot(t.app, "padel", {
      startTime: "07:00",
      endTime: "08:30",
      priceMember: 2800,
      priceGuest: 3600,
    });
    const res = await t.client().get(apiPaths.timeslots("padel"));
    expect(res.data).toContainEqual({ id: slot.id, start: "07:00", end: "08:30", price_member: 2800, price_guest: 3600 });
  });

  it("lists add-ons and a module with its add-ons; another sport's ids are 404", async () => {
    const racket = await createAddon(t.app, "tennis", { name: "Racket", group: 1, price: 500, stock: 4 });
    const module = await createAddonModule(t.app, "tennis", "Camp");
    const camp = await createAddon(t.app, "tennis", {
      name: "Camp day",
      module: "multi-addons",
      moduleId: module.id,
      price: 3000,
    });
    const list = await t.client().get(apiPaths.addons("tennis"));
    expect(list.data).toContainEqual({
      id: racket.id,
      name: "Racket",
      group: 1,
      price: 500,
      module: "addons",
      module_id: null,
      stock: 4,
    });
    const mod = await t.client().get(apiPaths.addonModule("tennis", module.id));
    expect(mod.statusCode).toBe(200);
    expect(mod.data).toMatchObject({
      id: module.id,
      name: "Camp",
      addons: [{ id: camp.id, module: "multi-addons", module_id: module.id }],
    });

    expect((await t.client().get(apiPaths.addonModule("padel", module.id))).statusCode).toBe(404);
    expect((await t.client().get(apiPaths.addon("padel", racket.id))).statusCode).toBe(404);
    expect((await t.client().get("/api/frontend/addons/not-a-number")).statusCode).toBe(404);
    expect((await t.client().get("/api/frontend/addons/99999999999")).statusCode).toBe(404);
  });

  it("shows an add-on's remaining stock per date and timeslot, less what orders hold", async () => {
    await setRules(t.app, "padel", { totalDays: 3 });
    const court = await createCourt(t.app, "padel");
    const slot = await createTimeslot(t.app, "padel", { startTime: "20:00", endTime: "21:30" });
    const balls = await createAddon(t.app, "padel", { name: "Balls", stock: 5 });
    const created = await postOrder(
      t.client(),
      "padel",
      orderBody("2026-11-23", slot.id, [court.id], { addons1: [{ addon_id: balls.id, qty: 2 }] }),
    );
    expect(created.statusCode).toBe(201);

    const res = await t.client().get(apiPaths.addon("padel", balls.id));
    expect(res.statusCode).toBe(200);
    expect(res.data.availability.map((d: { date: string }) => d.date)).toEqual(["2026-11-22", "2026-11-23", "2026-11-24"]);
    const remaining = (date: string) =>
      res.data.availability
        .find((d: { date: string }) => d.date === date)
        .timeslots.find((s: { timeslot_id: number }) => s.timeslot_id === slot.id).remaining;
    expect(remaining("2026-11-23")).toBe(3);
    expect(remaining("2026-11-24")).toBe(5);

    const unlimited = await createAddon(t.app, "padel", { name: "Water", stock: null });
    const open = await t.client().get(apiPaths.addon("padel", unlimited.id));
    expect(open.data.availability[0].timeslots[0].remaining).toBeNull();
  });
});
