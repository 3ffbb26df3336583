import { randomBytes } from "node:crypto";
import { type AdminRole, apiPaths, SPORTS, type Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import { addonModules, addons, administrators, closures, courts, members, rules, timeslots } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/modules/auth/passwords.ts";
import { scheduleCache } from "../../src/modules/schedule/schedule-cache.ts";
import type { TestClient } from "./client.ts";

const unique = () => randomBytes(4).toString("hex");

/** Each test creates the people it needs; nothing is shared between tests. */
export async function createMember(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const password = overrides.password ?? `pw-${unique()}-secret`;
  const [member] = await app.deps.database.db
    .insert(members)
    .values({
      name: overrides.name ?? "Rafa Member",
      email: overrides.email ?? `member-${unique()}@example.test`,
      phone: "+34 600 000 000",
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!member) throw new Error("member not created");
  return { ...member, password };
}

export type AdministratorOptions = { role?: AdminRole; sports?: Sport[] };

/** An administrator landing on typeWeb: by default an owner of every sport, as all were before roles. */
export async function createAdministrator(app: FastifyInstance, typeWeb: Sport = "tennis", options: AdministratorOptions = {}) {
  const password = `pw-${unique()}-admin`;
  const [administrator] = await app.deps.database.db
    .insert(administrators)
    .values({
      name: `Admin ${unique()}`,
      email: `admin-${unique()}@example.test`,
      typeWeb,
      role: options.role ?? "owner",
      sports: options.sports ?? [...SPORTS],
      passwordHash: await hashPassword(password),
    })
    .returning();
  if (!administrator) throw new Error("administrator not created");
  return { ...administrator, password };
}

type Db = FastifyInstance["deps"]["database"]["db"];
const dbOf = (app: FastifyInstance): Db => app.deps.database.db;

/**
 * A factory writes straight to the database, past the admin routes that wait for their own
 * notifications (schedule-cache.ts); it waits the same way, so the next read of this app sees
 * the court, slot, rule or closure rather than a grid or catalog snapshot of the second before.
 */
const heard = (app: FastifyInstance) => scheduleCache(app.deps).caughtUp();

/** A court of its own for one test; other tests' courts never get in the way. */
export async function createCourt(app: FastifyInstance, sport: Sport, overrides: Partial<typeof courts.$inferInsert> = {}) {
  const [court] = await dbOf(app)
    .insert(courts)
    .values({ sport, name: `Court ${unique()}`, surface: "Clay", indoor: false, ...overrides })
    .returning();
  if (!court) throw new Error("court not created");
  await heard(app);
  return court;
}

export async function createTimeslot(app: FastifyInstance, sport: Sport, overrides: Partial<typeof timeslots.$inferInsert> = {}) {
  const [slot] = await dbOf(app)
    .insert(timeslots)
    .values({ sport, startTime: "18:00", endTime: "19:00", priceMember: 1800, priceGuest: 2400, ...overrides })
    .returning();
  if (!slot) throw new Error("timeslot not created");
  await heard(app);
  return slot;
}

export async function createAddon(app: FastifyInstance, sport: Sport, overrides: Partial<typeof addons.$inferInsert> = {}) {
  const [addon] = await dbOf(app)
    .insert(addons)
    .values({ sport, name: `Add-on ${unique()}`, group: 1, price: 500, ...overrides })
    .returning();
  if (!addon) throw new Error("add-on not created");
  return addon;
}

export async function createAddonModule(app: FastifyInstance, sport: Sport, name = `Module ${unique()}`) {
  const [module] = await dbOf(app).insert(addonModules).values({ sport, name, description: "Per day" }).returning();
  if (!module) throw new Error("module not created");
  return module;
}

export async function setRules(
  app: FastifyInstance,
  sport: Sport,
  values: Partial<{
    totalDays: number;
    holdMinutes: number;
    cancelHours: number;
    maxUnpaidHolds: number;
    releaseTime: string | null;
    releaseWindowSeconds: number;
    offerMinutes: number;
    waitlistLimit: number;
    reminderTime: string | null;
    playersPerBooking: number;
    shareDeadlineHours: number;
  }>,
) {
  const row = {
    sport,
    totalDays: 12,
    holdMinutes: 15,
    cancelHours: 24,
    maxUnpaidHolds: 4,
    releaseTime: null,
    releaseWindowSeconds: 0,
    offerMinutes: 15,
    waitlistLimit: 3,
    reminderTime: "18:00",
    playersPerBooking: 4,
    shareDeadlineHours: 2,
    ...values,
  };
  await dbOf(app).insert(rules).values(row).onConflictDoUpdate({ target: rules.sport, set: row });
  await heard(app);
}

export async function createClosure(app: FastifyInstance, sport: Sport, courtId: number | null, from: Date, to: Date) {
  await dbOf(app)
    .insert(closures)
    .values({ sport, courtId, during: `[${from.toISOString()},${to.toISOString()})`, reason: "Maintenance" });
  await heard(app);
}

export const billing = { name: "Gina Guest", email: "gina@example.test", phone: "+34 600 111 222" };

/**
 * An order body with the contract's defaults; tests override what they check. Each body is
 * its own guest (an e-mail of its own), as unpaid holds count per payer.
 */
export function orderBody(date: string, timeslotId: number, courtIds: number[], extra: Record<string, unknown> = {}) {
  const guest = { ...billing, email: `guest-${unique()}@example.test` };
  return { date, timeslot_id: timeslotId, court_ids: courtIds, billing: guest, guest: true, ...extra };
}

/** Books through the API as a guest (or as the member whose token is given). */
export function postOrder(
  client: TestClient,
  sport: Sport,
  body: unknown,
  options: { token?: string; key?: string; headers?: Record<string, string> } = {},
) {
  const key = options.key ?? `key-${randomBytes(12).toString("hex")}`;
  return client.post(apiPaths.orders(sport), body, {
    token: options.token,
    headers: { ...options.headers, "idempotency-key": key },
  });
}

/** Signs a member in and answers the bearer token. */
export async function memberToken(app: FastifyInstance, client: TestClient) {
  const member = await createMember(app);
  const res = await client.post("/api/frontend/login", { email: member.email, password: member.password });
  return { member, token: res.data.token as string };
}

export async function adminToken(app: FastifyInstance, client: TestClient, options: AdministratorOptions = {}) {
  const admin = await createAdministrator(app, options.sports?.[0] ?? "tennis", options);
  const res = await client.post("/api/login", { email: admin.email, password: admin.password });
  return res.data.token as string;
}
