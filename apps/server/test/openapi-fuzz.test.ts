import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { Answer, TestClient } from "./support/client.ts";
import { adminToken, createCourt, createTimeslot, memberToken } from "./support/factories.ts";
import {
  ATTACK_DATES,
  ATTACK_TEXTS,
  badHeaders,
  badQuery,
  badSegment,
  bodyText,
  deep,
  isErrorShape,
  type Operation,
  operationsOf,
  plainBody,
  rowCounts,
  withEachString,
} from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * Every operation of the generated OpenAPI document gets generated bad input, as anonymous,
 * member, administrator and with a junk token: never a 5xx, every failure in the contract's
 * error shape, and a rejected request writes no row.
 */
const t = await createTestApp();
afterAll(() => t.close());

const doc = (await t.client().get("/api/openapi.json")).data;
const all = operationsOf(doc).filter((op) => !op.path.startsWith("/api/docs"));
const WEBHOOK = "/api/payments/stripe/webhook";
const isStream = (op: Operation) => op.path.endsWith("/schedules/stream");
const fuzzed = all.filter((op) => op.path !== WEBHOOK && !isStream(op));
const NUM_RUNS = 20;
const LIMIT = 100 * 1024;
/** Image uploads take base64 files: their bodies may reach 8 MB. */
const UPLOADS = new Set(["/api/admin/club/logo", "/api/admin/club/photos"]);
const limitOf = (path: string) => (UPLOADS.has(path) ? 8 * 1024 * 1024 : LIMIT);

/** Sends one request and checks the three promises; answers the response for more checks. */
async function send(
  c: TestClient,
  op: Operation,
  url: string,
  init: { body?: string; headers?: Record<string, string>; token?: string; xsrf?: boolean },
  ctx: TestContext = t,
): Promise<Answer> {
  const before = await rowCounts(ctx.app);
  const res = await c.request(op.method, url, init.body, { headers: init.headers, token: init.token, xsrf: init.xsrf });
  const what = `${op.method} ${url.slice(0, 300)} ${(init.body ?? "").slice(0, 300)} ${JSON.stringify(init.headers ?? {}).slice(0, 300)}`;
  expect(res.statusCode, `${what} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 300) {
    expect(res.headers["content-type"], what).toMatch(/^application\/json/);
    expect(isErrorShape(res.data), `${what} -> ${res.body.slice(0, 300)}`).toBe(true);
  }
  if (res.statusCode >= 400) expect(await rowCounts(ctx.app), `rows written by ${what}`).toEqual(before);
  return res;
}

/** A segment that may well exist, so the body and query still get looked at. */
const plausibleSegment = (name: string) =>
  name === "email"
    ? fc.constant("member%40courtside.test")
    : name === "inv"
      ? fc.constant("T-00000000-XXXX")
      : name === "order_id"
        ? fc.uuid().map(String)
        : fc.constantFrom("1", "2");

function urlFor(op: Operation): fc.Arbitrary<string> {
  const names = op.params.filter((p) => p.in === "path").map((p) => p.name);
  const segments = names.map((n) => fc.oneof(badSegment, plausibleSegment(n)));
  return fc
    .tuple(fc.tuple(...segments), badQuery)
    .map(([values, query]) => names.reduce((path, n, i) => path.replace(`{${n}}`, String(values[i])), op.path) + query);
}

type Who = "anonymous" | "member" | "administrator";

describe("OpenAPI fuzzing", () => {
  it("finds the operations to fuzz in the generated document", () => {
    expect(fuzzed.length).toBeGreaterThan(30);
    expect(all.some((op) => op.path === WEBHOOK)).toBe(true);
    expect(all.filter(isStream)).toHaveLength(2);
  });

  it.each(fuzzed.map((op) => [`${op.method} ${op.path}`, op] as const))("%s never fails, never writes", async (_, op) => {
    const c = t.client();
    const tokens: Record<Who, string | undefined> = {
      anonymous: undefined,
      member: (await memberToken(t.app, t.client())).token,
      administrator: await adminToken(t.app, t.client()),
    };
    const hasBody = op.method !== "GET";
    const request = fc.record({
      url: urlFor(op),
      who: fc.constantFrom<Who>("anonymous", "member", "administrator"),
      headers: badHeaders,
      body: hasBody ? fc.option(bodyText(op.body), { nil: undefined, freq: 6 }) : fc.constant(undefined),
      xsrf: fc.boolean().map((b) => b || Math.random() < 0.8),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ url, who, headers, body, xsrf }) => {
        const h = { ...headers };
        if (!hasBody || body === undefined) delete h["content-type"];
        // A junk Authorization header stands in for anonymous; a token replaces it.
        const token = tokens[who];
        if (token) delete h.authorization;
        await send(c, op, url, { body, headers: h, token, xsrf });
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it.each(fuzzed.filter((op) => op.method !== "GET").map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s answers 413 to a body over the limit and takes deep nesting in its stride",
    async (_, op) => {
      const c = t.client();
      // Back-office routes check the token before reading the body (a member gets 403 first): they get an administrator.
      const token = op.path.startsWith("/api/admin/")
        ? await adminToken(t.app, t.client())
        : (await memberToken(t.app, t.client())).token;
      const url = op.path.replace(/\{[^}]+\}/g, "1");
      const huge = await send(c, op, url, { body: JSON.stringify({ a: "x".repeat(limitOf(op.path) + 10) }), token });
      expect(huge.statusCode).toBe(413);
      // Routes without a body ignore it (and may answer 2xx); the rest reject it. None fails.
      for (const body of [deep(500, "array"), deep(500, "object"), `{"a":${deep(5000, "object")}}`]) {
        await send(c, op, url, { body, token });
      }
    },
  );

  it("answers a date or text attack in any query date or body field with a 4xx", async () => {
    const c = t.client();
    const admin = await adminToken(t.app, t.client());
    const member = (await memberToken(t.app, t.client())).token;
    // A court and a slot, so an order or desk booking whose other fields are plain reaches the database.
    const court = await createCourt(t.app, "tennis");
    const slot = await createTimeslot(t.app, "tennis");
    const plain = {
      ...{ date: "2026-11-25", start_date: "2026-12-20", end_date: "2026-12-20", start_time: "10:00", end_time: "11:00" },
      ...{ start: "10:00", end: "11:00", email: "gina@example.test", phone: "+34 600 111 222", sport: "tennis" },
      ...{ type_web: "tennis", module: "addons", module_id: null, payment: "pay_later", member_id: undefined },
      ...{ timeslot_id: slot.id, court_ids: [court.id], court_id: court.id, addons1: [], addons2: [] },
      ...{ multiaddons1: [], multiaddons2: [] },
    };
    const isDate = (field: string) => field.endsWith("date");
    const plainDates = ["2026-11-26", "2026-11-27"];
    for (const op of fuzzed) {
      const url = op.path
        .replace("{sport}", "tennis")
        .replace(/\{(order_id|id)\}/, (_, name) =>
          name === "order_id" || op.path.includes("administrators") ? randomUUID() : "1",
        )
        .replace(/\{[^}]+\}/g, "1");
      const token = op.path.startsWith("/api/admin") ? admin : member;
      const dated = op.params.filter((p) => p.in === "query" && ["date", "from", "to"].includes(p.name)).map((p) => p.name);
      for (const date of dated.length > 0 ? ATTACK_DATES : []) {
        const query = dated.map((name) => `${name}=${date}`).join("&");
        const res = await send(c, op, `${url}?${query}`, { token });
        expect(res.statusCode, `${op.method} ${url}?${query}`).toBeGreaterThanOrEqual(400);
      }
      if (!op.body) continue;
      // A member's order carries no guest proof of work (its own fields are lowercase hex, refused alike).
      const { proof: _proof, ...body } = plainBody(op.body, plain, doc.components.schemas) as Record<string, unknown>;
      const attacks = [
        // A description may hold line breaks; every other text is one line.
        ...ATTACK_TEXTS.flatMap((text) => withEachString(body, text, (f) => f !== "description" || !/[\r\n\u2028]/.test(text))),
        ...ATTACK_DATES.flatMap((date) => withEachString(body, date, isDate)),
      ];
      for (const attack of attacks) {
        const json = JSON.stringify(attack);
        const headers = { "idempotency-key": `attack-${randomUUID()}` };
        const res = await send(c, op, url, { body: json, token, headers });
        expect(res.statusCode, `${op.method} ${url} ${json}`).toBeGreaterThanOrEqual(400);
      }
      // Each attack above was one field away from a booking: the plain body books.
      if (op.method === "POST" && (url === "/api/frontend/orders" || url === "/api/admin/tennis/bookings")) {
        const headers = { "idempotency-key": `plain-${randomUUID()}` };
        const booked = await c.request("POST", url, JSON.stringify({ ...(body as object), date: plainDates.pop() }), {
          token,
          headers: { ...headers, "content-type": "application/json" },
        });
        expect(booked.statusCode, `${op.method} ${url} ${booked.body}`).toBe(201);
      }
    }
  });

  it("answers garbage sent to the payment webhook with 400 (signed) or 404 (not configured)", async () => {
    const op = all.find((o) => o.path === WEBHOOK) as Operation;
    const stripe = await createTestApp({ STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz" });
    try {
      for (const [ctx, expected] of [
        [t, 404],
        [stripe, 400],
      ] as const) {
        const c = ctx.client();
        const signature = fc.option(fc.oneof(fc.string(), fc.constant("t=1,v1=00")), { nil: undefined });
        await fc.assert(
          fc.asyncProperty(bodyText(op.body), badHeaders, signature, async (body, headers, sig) => {
            const h: Record<string, string> = { ...headers, "content-type": "application/json" };
            if (sig !== undefined) h["stripe-signature"] = sig.replace(/[^\x20-\x7e]/g, "");
            const res = await send(c, op, WEBHOOK, { body, headers: h, xsrf: false }, ctx);
            expect(res.statusCode).toBe(expected);
          }),
          { numRuns: NUM_RUNS },
        );
        const wrongType = await send(c, op, WEBHOOK, { body: "x", headers: { "content-type": "text/plain" }, xsrf: false }, ctx);
        expect([expected, 415]).toContain(wrongType.statusCode);
      }
    } finally {
      await stripe.close();
    }
  });

  it("answers a schedule stream asked for a bad date with a 4xx and closes", async () => {
    const c = t.client();
    const dates = fc.oneof(
      fc.constantFrom("", "2026-02-30", "9999-99-99", "tomorrow", "%ZZ", "2026-11-24T00:00", "1".repeat(5000)),
      fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
    );
    for (const op of all.filter(isStream)) {
      await fc.assert(
        fc.asyncProperty(dates, async (date) => {
          const res = await send(c, op, `${op.path}?date=${date}`, {});
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 10 },
      );
    }
  });
});
