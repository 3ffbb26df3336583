import type { AdminRole, Sport } from "@courtside/contract";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardAdministratorRoutes } from "../src/http/auth.ts";
import { adminToken, createCourt, createTimeslot, memberToken, orderBody, postOrder } from "./support/factories.ts";
import { isErrorShape, operationsOf } from "./support/fuzz.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The authorization matrix of the back office (DESIGN.md "Roles"): every operation under
 * /api/admin in the OpenAPI document × no token, a member, and each role × its own sport and
 * the other sport. What each role may do is written out here, apart from the server's own
 * table, so a route filed under the wrong permission fails; a new route joins the matrix by
 * being in the document, and fails until it is listed below.
 */
const PERMISSION_OF_PATH: [RegExp, string][] = [
  [/^\/api\/admin\/administrators(\/|$)/, "administrators"],
  [/^\/api\/admin\/audit(\/|$)/, "audit"],
  [/^\/api\/admin\/mail(\/|$)/, "mail"],
  [/^\/api\/admin\/\{sport\}\/(courts|timeslots|addons|addon-modules)(\/|$)/, "catalog"],
  [/^\/api\/admin\/\{sport\}\/closures(\/|$)/, "closures"],
  [/^\/api\/admin\/\{sport\}\/rules$/, "rules"],
  [/^\/api\/admin\/\{sport\}\/stats$/, "stats"],
  [/^\/api\/admin\/\{sport\}\/series(\/|$)/, "bookings"],
  [/^\/api\/admin\/\{sport\}\/(release-draws|waitlist)$/, "bookings"],
  [/^\/api\/admin\/(\{sport\}\/bookings(\.csv)?|orders\/\{order_id\}(\/[a-z-]+)?|members)$/, "bookings"],
  [/^\/api\/admin\/plans(\/|$)/, "plans"],
  [/^\/api\/admin\/memberships(\/|$)/, "memberships"],
  [/^\/api\/admin\/customers(\.csv|\/\{customer_id\}(\/notes(\/\{note_id\})?|\/suspensions\/\{sport\}\/lift)?)?$/, "customers"],
  // Club credit: staff with `customers` read a member's credit; only `credit` changes it.
  [/^\/api\/admin\/members\/\{member_id\}\/credit$/, "customers"],
  [/^\/api\/admin\/members\/\{member_id\}\/credit\/adjustments$/, "credit"],
  [/^GET \/api\/admin\/credit-packs$/, "memberships"],
  [/^(POST|PATCH) \/api\/admin\/credit-packs(\/\{pack_id\})?$/, "credit"],
  [/^\/api\/admin\/members\/\{member_id\}\/credit\/topups$/, "memberships"],
  // Levels: staff with `customers` read a member's and set one in their sports.
  [/^\/api\/admin\/members\/\{member_id\}\/levels(\/\{sport\})?$/, "customers"],
  // Disputed match results: staff with `customers` read and settle their sports' (levels move).
  [/^\/api\/admin\/\{sport\}\/disputed-results(\/\{result_id\}\/settle)?$/, "customers"],
  // An order's receipts and credit notes go with the order; the whole club's export is the owner's.
  [/^\/api\/admin\/orders\/\{order_id\}\/documents\/\{file\}$/, "bookings"],
  [/^\/api\/admin\/documents\.csv$/, "accounts"],
  // The club's own information and colour: the owner's.
  [/^\/api\/admin\/club(\/logo|\/photos(\/\{photo_id\})?)?$/, "club"],
];
const ROLES_ALLOWED: Record<string, AdminRole[]> = {
  bookings: ["owner", "manager", "desk"],
  customers: ["owner", "manager", "desk"],
  catalog: ["owner", "manager"],
  closures: ["owner", "manager"],
  rules: ["owner", "manager"],
  stats: ["owner", "manager"],
  mail: ["owner", "manager"],
  administrators: ["owner"],
  audit: ["owner"],
  plans: ["owner", "manager"],
  memberships: ["owner", "manager", "desk"],
  credit: ["owner", "manager"],
  accounts: ["owner"],
  club: ["owner"],
};
const ROLES: AdminRole[] = ["owner", "manager", "desk"];
/** Managers and desk staff of the matrix work on tennis only; owners on every sport. */
const OWN_SPORT: Sport = "tennis";

let t: TestContext;
let member: string;
const tokens = {} as Record<AdminRole, string>;
const orderOf = {} as Record<Sport, string>;

beforeAll(async () => {
  t = await createTestApp();
  member = (await memberToken(t.app, t.client())).token;
  for (const role of ROLES)
    tokens[role] = await adminToken(t.app, t.client(), role === "owner" ? { role } : { role, sports: [OWN_SPORT] });
  for (const sport of ["tennis", "padel"] as const) orderOf[sport] = await guestOrder(sport);
});
afterAll(() => t.close());

/** A real order of the sport, so order routes resolve their sport from it. */
async function guestOrder(sport: Sport): Promise<string> {
  const court = await createCourt(t.app, sport);
  const slot = await createTimeslot(t.app, sport);
  const res = await postOrder(t.client(), sport, orderBody("2026-11-24", slot.id, [court.id]));
  if (res.statusCode !== 201) throw new Error(`order not created: ${res.body}`);
  return res.data.order_id as string;
}

/** A concrete URL for a templated path about a sport: that sport, or that sport's order; a valid id elsewhere. */
function concrete(path: string, sport: Sport): string {
  return path
    .replace("{sport}", sport)
    .replace("{order_id}", orderOf[sport])
    .replace(/\{[a-z_]+\}/g, "1");
}

async function adminOperations() {
  const doc = (await t.client().get("/api/openapi.json")).data;
  return operationsOf(doc).filter((op) => op.path.startsWith("/api/admin/"));
}

/** A pattern matches the path, or "METHOD path" where one path's methods need different permissions. */
const permissionOf = (path: string, method: string) =>
  PERMISSION_OF_PATH.find(([pattern]) => pattern.test(path) || pattern.test(`${method} ${path}`))?.[1];
const aboutASport = (path: string) => path.includes("{sport}") || path.includes("{order_id}");

describe("back-office authorization matrix", () => {
  it("lists the back-office operations in the OpenAPI document, each secured and each in the matrix", async () => {
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThan(40);
    for (const op of ops) {
      expect(op.secured, `${op.method} ${op.path} declares bearer auth`).toBe(true);
      expect(permissionOf(op.path, op.method), `${op.method} ${op.path} is in the matrix`).toBeDefined();
    }
  });

  it("answers 401 without a token and 403 to a member", async () => {
    const failures: string[] = [];
    for (const op of await adminOperations()) {
      const url = concrete(op.path, OWN_SPORT);
      const body = op.method === "GET" || op.method === "DELETE" ? undefined : {};
      const anonymous = await t.client().request(op.method, url, body);
      const asMember = await t.client().request(op.method, url, body, { token: member });
      const label = `${op.method} ${op.path}`;
      if (anonymous.statusCode !== 401 || !isErrorShape(anonymous.data))
        failures.push(`${label}: anonymous ${anonymous.statusCode}`);
      if (asMember.statusCode !== 403 || !isErrorShape(asMember.data)) failures.push(`${label}: member ${asMember.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("lets each role use what it may on its sports and refuses the rest with 403", async () => {
    const failures: string[] = [];
    for (const op of await adminOperations()) {
      const permission = permissionOf(op.path, op.method) ?? "unlisted";
      const sports: Sport[] = aboutASport(op.path) ? ["tennis", "padel"] : [OWN_SPORT];
      for (const role of ROLES) {
        for (const sport of sports) {
          const allowed = (ROLES_ALLOWED[permission] ?? []).includes(role) && (role === "owner" || sport === OWN_SPORT);
          const body = op.method === "GET" || op.method === "DELETE" ? undefined : {};
          const res = await t.client().request(op.method, concrete(op.path, sport), body, { token: tokens[role] });
          const label = `${op.method} ${op.path} as ${role} on ${sport}`;
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode}`);
          else if (allowed && [401, 403].includes(res.statusCode)) failures.push(`${label}: refused ${res.statusCode}`);
          else if (!allowed && (res.statusCode !== 403 || !isErrorShape(res.data)))
            failures.push(`${label}: answered ${res.statusCode}, not 403`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("says what a refused administrator lacks", async () => {
    const desk = await t.client().post("/api/admin/tennis/courts", { name: "X" }, { token: tokens.desk });
    expect(desk.data).toEqual({
      message: "Desk staff cannot change the catalog.",
      code: "forbidden",
      params: { role: "desk", permission: "catalog" },
    });
    const manager = await t.client().get("/api/admin/audit", { token: tokens.manager });
    expect(manager.data).toEqual({
      message: "Managers cannot read the audit log.",
      code: "forbidden",
      params: { role: "manager", permission: "audit" },
    });
    const otherSport = await t.client().get(`/api/admin/orders/${orderOf.padel}`, { token: tokens.desk });
    expect(otherSport.statusCode).toBe(403);
    expect(otherSport.data).toEqual({
      message: "Your account does not cover padel.",
      code: "forbidden",
      params: { sport: "padel" },
    });
  });
});

describe("declared permissions", () => {
  it("refuses to start with a back-office route that declares no permission", async () => {
    const app = Fastify();
    const starting = async () => {
      await app.register(async (scope) => {
        guardAdministratorRoutes(scope);
        scope.get("/api/admin/forgotten", async () => ({}));
      });
      await app.ready();
    };
    await expect(starting()).rejects.toThrow("GET /api/admin/forgotten declares no back-office permission");
  });
});
