import { adminOfficePaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: Awaited<ReturnType<typeof signedInAdministrator>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAdministrator(t.app, t.client());
});
afterAll(() => t.close());

let seq = 0;
const newEmail = () => `role-${++seq}-${Date.now()}@example.test`;
const invite = (body: Record<string, unknown>, token = owner.token) =>
  t.client().post(adminOfficePaths.administrators, { name: "Nina Newcomer", email: newEmail(), ...body }, { token });
const setAccess = (id: string, body: Record<string, unknown>, token = owner.token) =>
  t.client().put(adminOfficePaths.access(id), body, { token });

describe("inviting with a role and sports", () => {
  it("creates the account with the chosen role and sports, landing on the first of them", async () => {
    const res = await invite({ role: "manager", sports: ["padel"] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ role: "manager", sports: ["padel"], type_web: "padel", status: "invited" });
  });

  it("makes an owner cover every sport whatever sports were ticked", async () => {
    const res = await invite({ role: "owner", sports: ["padel"], type_web: "padel" });
    expect(res.data).toMatchObject({ role: "owner", sports: ["tennis", "padel"], type_web: "padel" });
  });

  it("refuses an unknown role, no sports, a repeated sport and a landing sport outside the sports (422 per field)", async () => {
    const role = await invite({ role: "root", sports: ["tennis"] });
    expect(role.statusCode).toBe(422);
    expect(Object.keys(role.data.errors)).toEqual(["role"]);
    expect((await invite({ role: "desk", sports: [] })).data.errors.sports).toEqual(["Choose at least one sport."]);
    expect((await invite({ role: "desk", sports: ["tennis", "tennis"] })).data.errors.sports).toEqual(["Name each sport once."]);
    const landing = await invite({ role: "desk", sports: ["tennis"], type_web: "padel" });
    expect(landing.data.errors).toEqual({ type_web: ["The landing sport must be one of the administrator's sports."] });
  });
});

describe("changing an administrator's role and sports", () => {
  it("takes effect on their next call and is audited with before and after", async () => {
    const desk = await signedInAdministrator(t.app, t.client(), "tennis", { role: "desk", sports: ["tennis"] });
    const courts = () => t.client().get("/api/admin/padel/courts", { token: desk.token });
    expect((await courts()).statusCode).toBe(403);

    const res = await setAccess(desk.id, { role: "manager", sports: ["tennis", "padel"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ id: desk.id, role: "manager", sports: ["tennis", "padel"], type_web: "tennis" });
    expect((await courts()).statusCode).toBe(200);

    const [row] = await auditRowsOf(t.app, desk.id);
    expect(row).toMatchObject({ action: "administrator.change_access", actorAdminId: owner.id });
    expect(row?.before).toMatchObject({ role: "desk", sports: ["tennis"] });
    expect(row?.after).toMatchObject({ role: "manager", sports: ["tennis", "padel"] });
  });

  it("moves the landing sport to one of the new sports", async () => {
    const manager = await signedInAdministrator(t.app, t.client(), "tennis", { role: "manager", sports: ["tennis"] });
    const res = await setAccess(manager.id, { role: "desk", sports: ["padel"] });
    expect(res.data).toMatchObject({ role: "desk", sports: ["padel"], type_web: "padel" });
    expect((await t.client().get("/api/user", { token: manager.token })).data).toMatchObject({ type_web: "padel" });
  });

  it("answers 404 for an unknown administrator and 403 to a manager", async () => {
    expect((await setAccess("00000000-0000-4000-8000-000000000000", { role: "desk", sports: ["tennis"] })).statusCode).toBe(404);
    const manager = await signedInAdministrator(t.app, t.client(), "tennis", { role: "manager", sports: ["tennis"] });
    const refused = await setAccess(owner.id, { role: "desk", sports: ["tennis"] }, manager.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.data).toEqual({
      message: "Managers cannot manage administrators.",
      code: "forbidden",
      params: { role: "manager", permission: "administrators" },
    });
  });
});

describe("the last active owner", () => {
  it("keeps the owner role and the account: 409 with a clear message", async () => {
    const solo = await createTestApp();
    try {
      const only = await signedInAdministrator(solo.app, solo.client());
      const other = await signedInAdministrator(solo.app, solo.client());
      const put = (id: string, token: string) =>
        solo.client().put(adminOfficePaths.access(id), { role: "manager", sports: ["tennis"] }, { token });
      // Two owners: one may step down; the other is then the last (an invited owner cannot sign in, so does not count).
      expect((await put(other.id, only.token)).statusCode).toBe(200);
      const invitedOwner = { name: "Ida Invited", email: newEmail(), role: "owner" };
      expect((await solo.client().post(adminOfficePaths.administrators, invitedOwner, { token: only.token })).statusCode).toBe(
        201,
      );
      const demote = await put(only.id, only.token);
      expect(demote.statusCode).toBe(409);
      expect(demote.data).toEqual({
        message: "You cannot take the owner role from the last active owner: make another administrator an owner first.",
        code: "last_active_owner",
        params: { action: "demote" },
      });
      const role = await solo.client().get("/api/user", { token: only.token });
      expect(role.data.role).toBe("owner");
    } finally {
      await solo.close();
    }
  });

  it("cannot be deactivated, even by two owners deactivating each other at once", async () => {
    const solo = await createTestApp();
    try {
      const a = await signedInAdministrator(solo.app, solo.client());
      const b = await signedInAdministrator(solo.app, solo.client());
      const off = (id: string, token: string) => solo.client().post(adminOfficePaths.deactivate(id), undefined, { token });
      const answers = await Promise.all([off(b.id, a.token), off(a.id, b.token)]);
      const codes = answers.map((r) => r.statusCode).sort();
      // Whichever ran first wins; the other is refused (409), or its caller was already signed out (401).
      expect(codes[0]).toBe(200);
      expect([401, 409]).toContain(codes[1]);
      const survivor = answers[0]?.statusCode === 200 ? a : b;
      const owners = await solo.client().get(adminOfficePaths.administrators, { token: survivor.token });
      expect(
        owners.data.data.filter((x: { role: string; status: string }) => x.role === "owner" && x.status === "active"),
      ).toHaveLength(1);
    } finally {
      await solo.close();
    }
  });
});
