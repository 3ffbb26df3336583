/**
 * Orders by plan members (issue #11): each order asks the booking policy for the member's plan
 * (one query) and counts the plan's limits under the member's lock in the writing
 * transaction, so this is the price-and-policy check per order, compared with guests' orders.
 */
import { DEMO_PASSWORD, demoAdministrators } from "../apps/server/src/db/seed-data.ts";
import { type Answer, addressOf, type Cell, type DistinctResult, eachOnce, ORDER_PATH, request, xsrfToken } from "./load.ts";

const json = { "content-type": "application/json" };
let sequence = 0;

/** One anti-forgery token per server (the bench starts one per database). */
const xsrfTokens = new Map<string, Promise<string>>();
export const xsrfOnce = (base: string) => {
  const known = xsrfTokens.get(base) ?? xsrfToken(base);
  xsrfTokens.set(base, known);
  return known;
};

/** The anti-forgery pair a browser sends (sign-in and registration need it). */
export const forgery = (xsrf: string) => ({ cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf });

export async function call(base: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await request(
    `${base}${path}`,
    method,
    { ...json, ...forgery(await xsrfOnce(base)), ...headers },
    JSON.stringify(body),
  );
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${res.body}`);
  return JSON.parse(res.body) as Record<string, unknown>;
}

/**
 * A plan with limits in both sports (high enough that no bench order meets them, so every
 * order is counted and none refused), and `count` members holding it, sold at the desk; with
 * `plan: false`, registered players (no plan) to compare with.
 */
export async function memberTokens(base: string, count: number, options: { plan: boolean }): Promise<string[]> {
  return (await registerMembers(base, count, options)).map((m) => m.token);
}

export type BenchMember = { id: string; name: string; email: string; token: string };

/**
 * Registers `count` members through the public sign-up (each from its own address), with
 * `concurrency` sign-ups in flight (each hashes a password: a few in parallel use both cores);
 * with `plan`, each is sold the bench plan at the desk. Answers them in order.
 */
export async function registerMembers(
  base: string,
  count: number,
  options: { plan: boolean; concurrency?: number; label?: string },
): Promise<BenchMember[]> {
  const staff = await ownerSession(base);
  const planId = options.plan ? await benchPlan(base, staff) : null;
  const kind = options.label ?? (options.plan ? "plan" : "registered");
  const joined: BenchMember[] = new Array(count);
  let next = 0;
  const one = async (i: number) => {
    const n = ++sequence;
    const email = `bench-${kind}-${process.pid}-${n}@example.test`;
    const name = `Bench ${kind} ${n}`;
    const password = "bench-password-1";
    const answer = await call(
      base,
      "POST",
      "/api/frontend/register",
      { name, email, password, password_confirmation: password },
      { "x-forwarded-for": addressOf(`register-${n}`) },
    );
    const member = answer.user as { id: string };
    if (planId !== null) {
      const sale = { ...staff, "idempotency-key": `bench-sale-${process.pid}-${n}` };
      await call(base, "POST", "/api/admin/memberships", { member_id: member.id, plan_id: planId }, sale);
    }
    joined[i] = { id: member.id, name, email, token: answer.token as string };
  };
  await Promise.all(
    Array.from({ length: Math.max(1, options.concurrency ?? 1) }, async () => {
      while (next < count) await one(next++);
    }),
  );
  return joined;
}

/** An owner's bearer header, for the back office's calls. */
export async function ownerSession(base: string): Promise<Record<string, string>> {
  const owner = demoAdministrators.find((a) => a.role === "owner");
  const admin = await call(base, "POST", "/api/login", { email: owner?.email, password: DEMO_PASSWORD });
  return { authorization: `Bearer ${admin.token as string}` };
}

/** More courts for a sport (their cells free on every date), answering their ids. */
export async function addCourts(base: string, sport: "tennis" | "padel", count: number): Promise<number[]> {
  const staff = await ownerSession(base);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const court = await call(
      base,
      "POST",
      `/api/admin/${sport}/courts`,
      { name: `Bench ${sport} ${++sequence}`, surface: "hard", indoor: false },
      staff,
    );
    ids.push(court.id as number);
  }
  return ids;
}

async function benchPlan(base: string, staff: Record<string, string>): Promise<number> {
  // The unpaid-hold cap of a registered player (the sport's rule, 4), so both hold alike and only the plan differs.
  const limits = { max_per_day: 200, max_per_week: 500, max_upcoming: 500, max_unpaid_holds: 4 };
  const benefits = [
    { sport: "tennis", court_price: 900, ...limits },
    { sport: "padel", percent_off: 20, ...limits },
  ];
  const plan = await call(
    base,
    "POST",
    "/api/admin/plans",
    { name: `Bench plan ${process.pid}`, price: 3000, period: "month", benefits },
    staff,
  );
  return plan.id as number;
}

/** Books every cell once as members (member i % tokens), `concurrency` in flight. */
export function memberOrders(base: string, cells: Cell[], tokens: string[], concurrency: number): Promise<DistinctResult> {
  return eachOnce(cells.length, concurrency, (i) => bookAsMember(base, cells[i] as Cell, tokens[i % tokens.length] as string, i));
}

async function bookAsMember(base: string, cell: Cell, token: string, i: number): Promise<Answer> {
  const body = {
    date: cell.date,
    timeslot_id: cell.timeslotId,
    court_ids: [cell.courtId],
    billing: { name: "Bench Member", email: `bench-member-${i}@example.test`, phone: "+34 600 111 222" },
  };
  const n = ++sequence;
  const started = performance.now();
  const res = await request(
    `${base}${ORDER_PATH[cell.sport]}`,
    "POST",
    {
      ...json,
      ...forgery(await xsrfOnce(base)),
      authorization: `Bearer ${token}`,
      "idempotency-key": `bench-member-${process.pid}-${n}`,
      "x-forwarded-for": addressOf(`member-order-${n}`),
    },
    JSON.stringify(body),
  );
  if (process.env.BENCH_DEBUG && res.status !== 201) console.log(res.status, res.body);
  return { status: res.status, ms: performance.now() - started };
}
