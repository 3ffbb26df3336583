import { randomUUID } from "node:crypto";
import { adminBookingApiPaths, adminCatalogPaths, adminOfficePaths, apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskBody, guestContact, type StaffSession, staffSession } from "./support/back-office.ts";
import type { Answer } from "./support/client.ts";
import { billing, createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { isErrorShape, rowCounts } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * Single-line text (names, contact details, labels, reasons, searches) refuses line breaks,
 * other control characters and lone surrogates with a 422 naming the field; ordinary Unicode
 * passes. A description may run over lines but holds no other control character.
 */
const LINE_BREAKS_AND_CONTROLS = ["\n", "\r", "\r\n", "\u0000", "\t", "\u001b", "\u007f", "\u0085", "\u2028"];
const LONE_SURROGATES = ["\ud800", "\udfff", "\udbff!"];
const UNICODE = " Zoë Ñúñez-O'Brien 李小龍 🎾 ";

let t: TestContext;
let staff: StaffSession;
let member: string;
let court: { id: number };
let slot: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffSession(t);
  member = (await memberToken(t.app, t.client())).token;
  court = await createCourt(t.app, "tennis");
  slot = await createTimeslot(t.app, "tennis");
});
afterAll(() => t.close());

let n = 0;
/** Something unique for each request that needs it (emails, court names, idempotency keys). */
const next = () => `${++n}`;

type Field = {
  /** The request with `inner` spliced into the field. */
  send: (inner: string) => Promise<Answer>;
  /** Where the 422 names it. */
  field: string;
  /** What a request with ordinary text answers (false: the field takes no Unicode words, e.g. an email). */
  accepts: number | false;
  /** A query string carries UTF-8: a lone surrogate cannot even be written into one. */
  inQuery?: boolean;
};

/** An order with ordinary text is made: it gets a court of its own so the next one is not refused as taken. */
async function order(inner: string, billingFields: Record<string, string>) {
  const courtId = inner === UNICODE ? (await createCourt(t.app, "tennis")).id : court.id;
  const body = orderBody("2026-11-24", slot.id, [courtId], { billing: { ...billing, ...billingFields } });
  return postOrder(t.client(), "tennis", body);
}
const withBilling = (key: string, value: (inner: string) => string, accepts: number | false = 201): Field => ({
  send: (inner) => order(inner, { [key]: value(inner) }),
  field: `billing.${key}`,
  accepts,
});
const catalog = (path: string, body: (inner: string) => Record<string, unknown>, field: string): Field => ({
  send: (inner) => staff.post(path, body(inner)),
  field,
  accepts: 201,
});
const closure = { court_id: null, start_date: "2026-12-20", start_time: "10:00", end_date: "2026-12-20", end_time: "11:00" };
const search = (path: string, key: string): Field => ({
  send: (inner) => staff.get(`${path}?${key}=${encodeURIComponent(`ab${inner}cd`)}`),
  field: key,
  accepts: 200,
  inQuery: true,
});

const FIELDS: Record<string, Field> = {
  "order billing name": withBilling("name", (s) => `Gina${s}Guest`),
  "order billing email": withBilling("email", (s) => `gina${s}@example.test`, false),
  "order billing phone": withBilling("phone", (s) => `+34${s}600`, false),
  "order billing company": withBilling("company", (s) => `Acme${s}Ltd`),
  "order billing tax id": withBilling("tax_id", (s) => `B-123${s}`),
  "order billing address": withBilling("address", (s) => `Calle Mayor 1${s}Madrid`),
  "desk guest name": {
    send: (inner) =>
      staff.deskBooking(
        "tennis",
        deskBody("2026-11-25", slot.id, [court.id], { customer: { guest: { ...guestContact, name: `Walk${inner}In` } } }),
      ),
    field: "customer.guest.name",
    accepts: 201,
  },
  "member name on register": {
    send: (inner) =>
      t.client().post(apiPaths.memberRegister, {
        name: `New${inner}Member`,
        email: `new-${next()}@example.test`,
        password: "long-enough-secret",
        password_confirmation: "long-enough-secret",
      }),
    field: "name",
    accepts: 201,
  },
  "member phone on register": {
    send: (inner) =>
      t.client().post(apiPaths.memberRegister, {
        name: "New Member",
        email: `new-${next()}@example.test`,
        phone: `600${inner}111`,
        password: "long-enough-secret",
        password_confirmation: "long-enough-secret",
      }),
    field: "phone",
    accepts: false,
  },
  "member name on profile": {
    send: (inner) => t.client().put(apiPaths.profile, { name: `Rafa${inner}Member` }, { token: member }),
    field: "name",
    accepts: 200,
  },
  "administrator name": catalog(
    adminOfficePaths.administrators,
    (s) => ({ name: `New${s}Admin`, email: `invitee-${next()}@example.test`, type_web: "tennis" }),
    "name",
  ),
  "court name": catalog(
    adminCatalogPaths.courts("tennis"),
    (s) => ({ name: `Court ${next()}${s}`, surface: "Clay", indoor: false }),
    "name",
  ),
  "court surface": catalog(
    adminCatalogPaths.courts("tennis"),
    (s) => ({ name: `Court ${next()}`, surface: `Clay${s}`, indoor: false }),
    "surface",
  ),
  "add-on name": catalog(
    adminCatalogPaths.addons("tennis"),
    (s) => ({ name: `Balls${s}`, group: 1, price: 300, module: "addons" }),
    "name",
  ),
  "module name": catalog(adminCatalogPaths.addonModules("tennis"), (s) => ({ name: `Camp${s}` }), "name"),
  "closure reason": catalog(adminCatalogPaths.closures("tennis"), (s) => ({ ...closure, reason: `Works${s}` }), "reason"),
  "cancel reason": {
    send: (inner) => staff.post(adminBookingApiPaths.orderCancel(randomUUID()), { refund: false, reason: `Rain${inner}` }),
    field: "reason",
    accepts: 404,
  },
  "bookings search": search(adminBookingApiPaths.bookings("tennis"), "q"),
  "member lookup": search(adminBookingApiPaths.members, "q"),
  "audit filter": search(adminOfficePaths.audit, "action"),
};

describe("single-line text fields", () => {
  it.each(Object.entries(FIELDS))("%s refuses line breaks, control characters and lone surrogates", async (_, f) => {
    for (const bad of f.inQuery ? LINE_BREAKS_AND_CONTROLS : [...LINE_BREAKS_AND_CONTROLS, ...LONE_SURROGATES]) {
      const before = await rowCounts(t.app);
      const res = await f.send(bad);
      const what = `${JSON.stringify(bad)} -> ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBe(422);
      expect(isErrorShape(res.data), what).toBe(true);
      const messages: string[] = res.data.errors?.[f.field] ?? [];
      const expected = LONE_SURROGATES.includes(bad) ? /contains an invalid character/ : /may not contain line breaks/;
      expect(
        messages.some((m) => expected.test(m)),
        what,
      ).toBe(true);
      expect(await rowCounts(t.app), what).toEqual(before);
    }
    if (f.accepts !== false) {
      const res = await f.send(UNICODE);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(f.accepts);
    }
  });
});

describe("multi-line text", () => {
  it("a module description keeps its line breaks and tabs but refuses other controls and lone surrogates", async () => {
    const path = adminCatalogPaths.addonModules("tennis");
    const kept = await staff.post(path, { name: "Summer camp", description: "Mornings\r\nAfternoons\n\tLunch 🎾" });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.data.description).toBe("Mornings\r\nAfternoons\n\tLunch 🎾");
    for (const bad of ["\u0000", "\u0007", "\u001b", "\u0085", "\ud800"]) {
      const res = await staff.post(path, { name: "Summer camp", description: `Mornings${bad}` });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.data.errors?.description, res.body).toHaveLength(1);
    }
  });
});
