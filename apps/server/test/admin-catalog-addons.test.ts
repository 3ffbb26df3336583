import { adminCatalogPaths as admin, apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminCaller, auditRows, signedInAdmin } from "./support/admin-catalog.ts";
import { createAddonModule } from "./support/factories.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let a: AdminCaller;
beforeAll(async () => {
  t = await createTestApp();
  a = await signedInAdmin(t);
});
afterAll(() => t.close());

const racket = { name: "Racket", group: 1, price: 500, module: "addons", module_id: null, stock: 6 };

describe("add-on modules", () => {
  it("adds, edits and deactivates a module; the public module page follows", async () => {
    const created = await a.post(admin.addonModules("tennis"), { name: "Summer camp", description: "Mornings, per day" });
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({ id: expect.any(Number), name: "Summer camp", description: "Mornings, per day", active: true });
    expect((await t.client().get(apiPaths.addonModule("tennis", created.data.id))).statusCode).toBe(200);

    const edited = await a.put(admin.addonModule("tennis", created.data.id), { name: "Easter camp", description: "" });
    expect(edited.data).toMatchObject({ name: "Easter camp", description: "", active: true });
    expect((await a.delete(admin.addonModule("tennis", created.data.id))).data.active).toBe(false);
    expect((await t.client().get(apiPaths.addonModule("tennis", created.data.id))).statusCode).toBe(404);
    expect((await a.get(admin.addonModules("tennis"))).data.data).toContainEqual(
      expect.objectContaining({ id: created.data.id, active: false }),
    );
    expect((await a.put(admin.addonModule("tennis", created.data.id), { name: "Easter camp", active: true })).data.active).toBe(
      true,
    );

    const audit = await auditRows(t.app, "addon_module", created.data.id);
    expect(audit.map((r) => r.action)).toEqual([
      "addon_module.update",
      "addon_module.deactivate",
      "addon_module.update",
      "addon_module.create",
    ]);
    expect(audit[2]).toMatchObject({ actorAdminId: a.id, before: { name: "Summer camp" }, after: { name: "Easter camp" } });
  });

  it("refuses a nameless module (422) and another sport's module (404)", async () => {
    const res = await a.post(admin.addonModules("padel"), { name: "", description: "x".repeat(501) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(["description", "name"]);
    const padel = await createAddonModule(t.app, "padel");
    expect((await a.put(admin.addonModule("tennis", padel.id), { name: "X", description: "" })).statusCode).toBe(404);
    expect((await a.delete(admin.addonModule("tennis", padel.id))).statusCode).toBe(404);
  });
});

describe("add-ons", () => {
  it("adds, edits price, group and stock, deactivates and reactivates an add-on; the public list follows", async () => {
    const created = await a.post(admin.addons("tennis"), racket);
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({ id: expect.any(Number), ...racket, active: true });
    const publicList = async () => (await t.client().get(apiPaths.addons("tennis"))).data;
    expect(await publicList()).toContainEqual({ id: created.data.id, ...racket });

    const edited = await a.put(admin.addon("tennis", created.data.id), { ...racket, group: 2, price: 650, stock: null });
    expect(edited.data).toMatchObject({ group: 2, price: 650, stock: null });
    expect(await publicList()).toContainEqual(expect.objectContaining({ id: created.data.id, price: 650, stock: null }));

    expect((await a.delete(admin.addon("tennis", created.data.id))).data.active).toBe(false);
    expect((await publicList()).map((x: { id: number }) => x.id)).not.toContain(created.data.id);
    expect((await a.put(admin.addon("tennis", created.data.id), { ...racket, active: true })).data.active).toBe(true);

    const audit = await auditRows(t.app, "addon", created.data.id);
    expect(audit.map((r) => r.action)).toEqual(["addon.update", "addon.deactivate", "addon.update", "addon.create"]);
    expect(audit[2]).toMatchObject({ actorAdminId: a.id, before: { price: 500, stock: 6 }, after: { price: 650, stock: null } });
  });

  it("ties a multi-add-on to a module of its own sport", async () => {
    const module = (await a.post(admin.addonModules("padel"), { name: "Clinic", description: "" })).data;
    const tennisModule = await createAddonModule(t.app, "tennis");
    const multi = { name: "Clinic day", group: 2, price: 3000, module: "multi-addons", module_id: module.id, stock: 8 };
    const created = await a.post(admin.addons("padel"), multi);
    expect(created.statusCode).toBe(201);
    const page = await t.client().get(apiPaths.addonModule("padel", module.id));
    expect(page.data.addons).toEqual([
      expect.objectContaining({ id: created.data.id, module: "multi-addons", module_id: module.id }),
    ]);

    const foreign = await a.post(admin.addons("padel"), { ...multi, module_id: tennisModule.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.data.errors).toEqual({ module_id: ["Choose a padel add-on module."] });
    const missing = await a.post(admin.addons("padel"), { ...multi, module_id: null });
    expect(missing.data.errors).toEqual({ module_id: ["Choose the module this multi-add-on belongs to."] });
    const plainWithModule = await a.post(admin.addons("padel"), { ...multi, module: "addons" });
    expect(plainWithModule.data.errors).toEqual({ module_id: ["A plain add-on belongs to no module."] });
    const unknown = await a.put(admin.addon("padel", created.data.id), { ...multi, module_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
  });

  it("refuses bad input with 422 per field and writes nothing; unknown or other-sport ids are 404", async () => {
    const count = async () => (await a.get(admin.addons("tennis"))).data.meta.total;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...racket, name: "" }, "name"],
      [{ ...racket, group: 3 }, "group"],
      [{ ...racket, price: -1 }, "price"],
      [{ ...racket, price: 1.5 }, "price"],
      [{ ...racket, stock: -1 }, "stock"],
      [{ ...racket, module: "bundle" }, "module"],
    ];
    for (const [body, field] of cases) {
      const res = await a.post(admin.addons("tennis"), body);
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.data.errors), field).toContain(field);
    }
    expect(await count()).toBe(before);
    const padel = await a.post(admin.addons("padel"), racket);
    expect((await a.put(admin.addon("tennis", padel.data.id), racket)).statusCode).toBe(404);
    expect((await a.delete(admin.addon("tennis", 999_999))).statusCode).toBe(404);
    // Stock and module may be left out: unlimited, plain.
    const minimal = await a.post(admin.addons("tennis"), { name: "Water", group: 1, price: 150, module: "addons" });
    expect(minimal.data).toMatchObject({ stock: null, module_id: null });
  });
});
