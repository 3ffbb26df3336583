import { adminClubPath, clubPath, documentApiPaths, instancePath } from "@courtside/contract";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../src/db/schema.ts";
import { writeClubIssuer } from "../src/modules/club/club-settings.ts";
import { auditRowsOf, signedInAdministrator } from "./support/admin-office.ts";
import { guestDocuments, latestMailAbout, paidGuestBooking } from "./support/documents.ts";
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
    CLUB_LEGAL_NAME: "Padel Sol Deportes S.L.",
    CLUB_TAX_ID: "ESB11111111",
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
  legal_name: "Padel Sol Deportes S.L.",
  tax_id: "ESB11111111",
  legal_address: "Calle Mayor 1, 28013 Madrid, Spain",
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
      legal_name: "Padel Sol Deportes S.L.",
      tax_id: "ESB11111111",
      legal_address: "Calle Mayor 1, 28013 Madrid, Spain",
      match_categories: false,
      logo: null,
      photos: [],
    });
  });
});

describe("PUT /api/admin/club", () => {
  it("saves the owner's information, answers it, and the public call and instance show it", async () => {
    const res = await putClub({ ...valid, name: "  Club Padel Sol Madrid  " });
    expect(res.statusCode).toBe(200);
    const saved = {
      ...valid,
      name: "Club Padel Sol Madrid",
      primary_color: "#1864ab",
      match_categories: false,
      logo: null,
      photos: [],
    };
    expect(res.data).toEqual(saved);
    expect((await t.client().get(clubPath)).data).toEqual(saved);
    expect((await t.client().get(instancePath)).data.club).toEqual({
      name: "Club Padel Sol Madrid",
      contact_email: "reservas@padelsol.es",
    });
  });

  it("records the change in the audit log with before and after; an unchanged save records nothing", async () => {
    const { logo: _logo, photos: _photos, ...before } = (await t.client().get(clubPath)).data;
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
    expect(asManager.data).toEqual({
      message: "Managers cannot change the club's information.",
      code: "forbidden",
      params: { role: "manager", permission: "club" },
    });
    expect((await putClub(valid, desk)).data).toEqual({
      message: "Desk staff cannot change the club's information.",
      code: "forbidden",
      params: { role: "desk", permission: "club" },
    });
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
    ["legal_name", " ", /The legal name field is required/],
    ["tax_id", "x".repeat(41), /The tax ID may not be longer than 40 characters/],
    ["legal_address", "Calle\nMayor", /The registered address may not contain line breaks/],
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

describe("the club's legal details on receipts", () => {
  it("names the owner's legal details on every receipt issued after the save, keeps earlier ones as issued, and after a restart", async () => {
    const issuers = async () =>
      (await t.app.deps.database.db.select().from(documents).orderBy(asc(documents.id))).map((d) => d.issuer);
    await paidGuestBooking(t, "2026-11-24");
    const [first] = await issuers();
    expect(first).toMatchObject({ legal_name: "Padel Sol Deportes S.L.", tax_id: "ESB11111111" });

    const legal = { legal_name: "Sol Racket Club S.A.", tax_id: "ESA22222222", legal_address: "Paseo del Prado 2, 28014 Madrid" };
    expect((await putClub({ ...valid, ...legal })).data).toMatchObject(legal);
    const { order, client } = await paidGuestBooking(t, "2026-11-25");
    const issued = await issuers();
    expect(issued[0]).toEqual(first);
    expect(issued.at(-1)).toEqual({ legal_name: legal.legal_name, tax_id: legal.tax_id, address: legal.legal_address });
    const [receipt] = await guestDocuments(client, order);
    const html = await client.get(
      `${documentApiPaths.orderDocument("tennis", order.order_id, receipt?.code ?? "", "html")}?key=${order.access_key}`,
    );
    expect(html.body).toContain("Sol Racket Club S.A.");
    expect(html.body).toContain("Tax ID: ESA22222222");

    // An instance starting writes the issuer from the owner's details, not only its configuration.
    await writeClubIssuer(t.app.deps.database.db, t.app.deps.config);
    await paidGuestBooking(t, "2026-11-26");
    expect((await issuers()).at(-1)).toMatchObject({ legal_name: legal.legal_name });
  });
});

describe("the club in its mails", () => {
  it("names the club as the owner set it, in its colour, with its legal details, in a mail sent after the save", async () => {
    // A mail just before the save: mails read the club as it was at most a second ago, and the save must end that.
    await paidGuestBooking(t, "2026-11-28");
    const brand = { ...valid, name: "Club Sol y Sombra", primary_color: "#5f3dc4", legal_name: "Sol y Sombra S.L." };
    expect((await putClub(brand)).statusCode).toBe(200);
    const { order } = await paidGuestBooking(t, "2026-11-27");
    const mail = await latestMailAbout(t, order.inv);
    expect(mail?.html).toContain("background:#5f3dc4");
    expect(mail?.html).toContain(">Club Sol y Sombra</td>");
    expect(mail?.html).toContain(`Sol y Sombra S.L. · Tax ID ${valid.tax_id} · ${valid.legal_address}`);
    expect(mail?.text).toContain("--\nClub Sol y Sombra\nSol y Sombra S.L.");
  });
});

describe("GET /manifest.webmanifest", () => {
  it("names the installed app as the owner named the club, in its colour, with icons of both kinds", async () => {
    expect((await putClub({ ...valid, name: "Club de Tenis y Pádel Sol", primary_color: "#0b7285" })).statusCode).toBe(200);
    const res = await t.client().get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    const manifest = JSON.parse(res.body);
    expect(manifest).toMatchObject({
      name: "Club de Tenis y Pádel Sol",
      short_name: "Club",
      start_url: "/",
      display: "standalone",
      theme_color: "#0b7285",
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
  });
});
