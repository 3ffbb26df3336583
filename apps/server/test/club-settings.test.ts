import { adminClubPath, clubPath, instancePath } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { adminToken, memberToken } from "./support/factories.ts";
import { isErrorShape } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({
    CLUB_NAME: "Club Padel Sol",
    CLUB_EMAIL: "hola@padelsol.es",
    CLUB_ADDRESS: "Calle Mayor 1, 28013 Madrid, Spain",
    CLUB_COLOR: "#1971c2",
  });
  owner = (await signedInAdministrator(t.app, t.client(), "tennis", { role: "owner" })).token;
});
afterAll(() => t.close());

const valid = {
  name: "Club Padel Sol",
  address: "Avenida del Sol 5, 28045 Madrid, Spain",
  phone: "+34 910 000 000",
  contact_email: "reservas@padelsol.es",
  opening_hours: "Mon–Fri 07:00–22:30\nSat–Sun 08:00–21:00",
  cancellation_policy: "Cancel up to 24 hours before your booking for a full refund.",
  primary_color: "#1864AB",
};

const putClub = (body: unknown, token: string | null = owner) => t.client().put(adminClubPath, body, token ? { token } : {});

describe("GET /api/club", () => {
  it("answers the server's settings before the owner sets anything, to anyone", async () => {
    const res = await t.client().get(clubPath);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      name: "Club Padel Sol",
      address: "Calle Mayor 1, 28013 Madrid, Spain",
      phone: "",
      contact_email: "hola@padelsol.es",
      opening_hours: "",
      cancellation_policy: "",
      primary_color: "#1971c2",
    });
  });
});

describe("PUT /api/admin/club", () => {
  it("saves the owner's information, answers it, and the public call and instance show it", async () => {
    const res = await putClub({ ...valid, name: "  Club Padel Sol Madrid  " });
    expect(res.statusCode).toBe(200);
    const saved = { ...valid, name: "Club Padel Sol Madrid", primary_color: "#1864ab" };
    expect(res.data).toEqual(saved);
    expect((await t.client().get(clubPath)).data).toEqual(saved);
    expect((await t.client().get(instancePath)).data.club).toEqual({
      name: "Club Padel Sol Madrid",
      contact_email: "reservas@padelsol.es",
    });
  });

  it("records the change in the audit log with before and after; an unchanged save records nothing", async () => {
    const before = (await t.client().get(clubPath)).data;
    const after = { ...before, phone: "+34 910 111 222" };
    expect((await putClub(after)).statusCode).toBe(200);
    const [row] = await auditRowsOf(t.app, "1");
    expect(row).toMatchObject({ action: "club.update", entity: "club", before, after });
    const count = (await auditRowsOf(t.app, "1")).length;
    expect((await putClub(after)).statusCode).toBe(200);
    expect((await auditRowsOf(t.app, "1")).length).toBe(count);
  });

  it("is the owner's alone: 401 without a token, 403 to a member, a manager and desk staff", async () => {
    const manager = await adminToken(t.app, t.client(), { role: "manager", sports: ["tennis", "padel"] });
    const desk = await adminToken(t.app, t.client(), { role: "desk", sports: ["tennis"] });
    const member = (await memberToken(t.app, t.client())).token;
    const anonymous = await putClub(valid, null);
    expect(anonymous.statusCode).toBe(401);
    expect((await putClub(valid, member)).statusCode).toBe(403);
    const asManager = await putClub(valid, manager);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.data).toEqual({ message: "Managers cannot change the club's information." });
    expect((await putClub(valid, desk)).data).toEqual({ message: "Desk staff cannot change the club's information." });
  });
});

describe("PUT /api/admin/club validation", () => {
  it.each([
    ["primary_color", "#74c0fc", /contrast with white text is 1\.96:1; it must be at least 4\.5:1/],
    ["primary_color", "#228be6", /contrast with white text is 3\.\d\d:1; it must be at least 4\.5:1/],
    ["primary_color", "blue", /must be a colour as #RRGGBB/],
    ["name", "", /The club name field is required/],
    ["name", "x".repeat(81), /The club name may not be longer than 80 characters/],
    ["address", "x".repeat(301), /The address may not be longer than 300 characters/],
    ["address", "Calle\nMayor", /The address may not contain line breaks/],
    ["phone", "1".repeat(41), /The phone may not be longer than 40 characters/],
    ["contact_email", "not-an-address", /The contact email must be a valid email address/],
    ["opening_hours", "x".repeat(601), /The opening hours may not be longer than 600 characters/],
    ["cancellation_policy", "x".repeat(2001), /The cancellation policy may not be longer than 2000 characters/],
  ])("refuses %s %# with 422 naming the field", async (field, value, message) => {
    const res = await putClub({ ...valid, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(isErrorShape(res.data)).toBe(true);
    expect(res.data.errors[field]?.[0]).toMatch(message);
    expect(res.data.message).toMatch(message);
  });

  it("refuses a field it does not know, naming it, and a missing one", async () => {
    const unknown = await putClub({ ...valid, logo_url: "https://example.com/logo.png" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.data.errors.logo_url).toEqual(["Unknown field: logo_url is not part of the club's information."]);
    const { phone: _phone, ...withoutPhone } = valid;
    const missing = await putClub(withoutPhone);
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors.phone).toEqual(["The phone field is required."]);
  });

  it("keeps the saved information when a save is refused", async () => {
    const saved = (await t.client().get(clubPath)).data;
    expect((await putClub({ ...valid, primary_color: "#ffff00" })).statusCode).toBe(422);
    expect((await t.client().get(clubPath)).data).toEqual(saved);
  });

  it("takes the darkest and the lightest colour that pass: 4.5:1 exactly is enough", async () => {
    // #767676 is the lightest grey with at least 4.5:1 against white (4.54:1); #777777 is 4.47:1.
    expect((await putClub({ ...valid, primary_color: "#767676" })).statusCode).toBe(200);
    expect((await putClub({ ...valid, primary_color: "#777777" })).statusCode).toBe(422);
    expect((await putClub({ ...valid, primary_color: "#000000" })).statusCode).toBe(200);
  });
});
