import {
  adminBookingApiPaths,
  adminCatalogPaths,
  adminOfficePaths,
  apiPaths,
  membershipApiPaths,
  playerPaths,
  resultPaths,
  type Sport,
} from "@courtside/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../src/db/client.ts";
import { bookings, membershipPlans, memberships, orderLines, orders, timeslots } from "../src/db/schema.ts";
import { seedDemo } from "../src/db/seed.ts";
import { DEMO_PASSWORD } from "../src/db/seed-data.ts";
import { demoSettings } from "../src/prepare-instance.ts";
import type { TestClient } from "./support/client.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";
import { createTestDatabase } from "./support/test-db.ts";

/**
 * The demo club a fresh `npm start` shows. The clock stands at Sunday 2026-11-22 11:00 in
 * Madrid: the paid history runs from 2026-10-25 to yesterday, tomorrow is Monday 2026-11-23.
 */
const HISTORY_FROM = "2026-10-25";
const YESTERDAY = "2026-11-21";
const TOMORROW = "2026-11-23";
const TODAY = "2026-11-22";

let t: TestContext;
let c: TestClient;
let admin: string;
const db = () => t.app.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ FACILITY_TIMEZONE: "Europe/Madrid", CURRENCY: "EUR" });
  c = t.client();
  expect(await seedDemo(db(), demoSettings(t.app.deps))).toBe(true);
  admin = (await c.post(apiPaths.adminLogin, { email: "admin@courtside.test", password: DEMO_PASSWORD })).data.token;
});
afterAll(() => t.close());

async function rows(database: Db, query: string) {
  const result = (await database.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** Every row the seed writes, in a stable order; password hashes are salted, so left out. */
async function everything(database: Db) {
  return {
    administrators: await rows(database, "select id, name, email, role, sports, created_at from administrators order by id"),
    members: await rows(database, "select id, name, email, phone, created_at from members order by id"),
    orders: await rows(database, "select * from orders order by id"),
    lines: await rows(database, "select * from order_lines order by id"),
    bookings: await rows(
      database,
      "select id, order_id, court_id, timeslot_id, date::text, during::text, active from bookings order by id",
    ),
    payments: await rows(database, "select * from payments order by id"),
    documents: await rows(database, "select * from documents order by id"),
    closures: await rows(
      database,
      "select id, sport, court_id, during::text, reason, created_by_admin_id, created_at from closures order by id",
    ),
    audit: await rows(database, "select * from audit_log order by id"),
    memberships: await rows(
      database,
      "select member_id, plan_id, status, starts_on::text, ends_on::text, order_id from memberships order by order_id",
    ),
  };
}

async function seededCopy(now: Date) {
  const database = await createTestDatabase();
  await seedDemo(database.db, { ...demoSettings(t.app.deps), now, appSecret: "one-secret-for-every-copy" });
  return database;
}

describe("the demo club", () => {
  it("is the same club, row for row, whenever it is seeded with the same clock", async () => {
    const first = await seededCopy(t.clock.now());
    const second = await seededCopy(t.clock.now());
    try {
      const written = await everything(first.db);
      expect(written.orders.length).toBeGreaterThan(1000);
      expect(await everything(second.db)).toEqual(written);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it("is dated from the clock: four weeks of history up to today, then tomorrow, and nothing later", async () => {
    const span = async (database: Db) =>
      (await rows(database, "select min(date)::text first, max(date)::text last from bookings"))[0];
    expect(await span(db())).toEqual({ first: HISTORY_FROM, last: TOMORROW });
    const weekLater = await seededCopy(new Date(t.clock.now().getTime() + 7 * 86_400_000));
    try {
      expect(await span(weekLater.db)).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    } finally {
      await weekLater.close();
    }
  });

  it("shows four weeks of paid history on the dashboard, busiest on weekday evenings and weekend mornings", async () => {
    for (const sport of ["tennis", "padel"] as Sport[]) {
      const res = await c.get(`${adminOfficePaths.stats(sport)}?from=${HISTORY_FROM}&to=${YESTERDAY}`, { token: admin });
      expect(res.statusCode, res.body).toBe(200);
      const { totals, revenue_by_day, by_weekday_hour } = res.data;
      expect(totals.orders).toBeGreaterThan(300);
      expect(totals.utilisation).toBeGreaterThan(0.25);
      expect(totals.utilisation).toBeLessThan(0.6);
      expect(revenue_by_day).toHaveLength(28);
      for (const day of revenue_by_day) expect(day.revenue, day.date).toBeGreaterThan(0);
      const usage = (weekdays: number[], hour: number) => {
        const cells = by_weekday_hour.filter(
          (w: { weekday: number; hour: number }) => weekdays.includes(w.weekday) && w.hour === hour,
        );
        const booked = cells.reduce((sum: number, w: { booked_minutes: number }) => sum + w.booked_minutes, 0);
        return booked / cells.reduce((sum: number, w: { available_minutes: number }) => sum + w.available_minutes, 0);
      };
      expect(usage([1, 2, 3, 4, 5], 19), `${sport} weekday evenings`).toBeGreaterThan(0.65);
      expect(usage([1, 2, 3, 4, 5], 14), `${sport} weekday afternoons`).toBeLessThan(0.35);
      expect(usage([6, 7], 10), `${sport} weekend mornings`).toBeGreaterThan(0.65);
    }
  });

  it("has the money straight: one charge of its total per order paid (and refunded), the refund returns its charge", async () => {
    const [mismatched] = await rows(
      db(),
      `select count(*)::int n from orders o
       where (o.status in ('paid', 'refunded')) <> exists (select 1 from payments p where p.order_id = o.id and p.kind = 'charge' and p.amount = o.total)
          or (select count(*) from payments p where p.order_id = o.id and p.kind = 'charge') > 1`,
    );
    expect(mismatched?.n).toBe(0);
    const refunds = await rows(
      db(),
      `select o.status, r.amount = ch.amount and ch.amount = o.total returns_the_total from payments r
       join payments ch on ch.id = r.refund_of join orders o on o.id = r.order_id where r.kind = 'refund'`,
    );
    expect(refunds).toEqual([{ status: "refunded", returns_the_total: true }]);
  });

  it("has a receipt for every charge and a credit note for its refund, numbered without gaps in the order they were paid", async () => {
    const [counts] = await rows(
      db(),
      `select (select count(*)::int from payments) payments, (select count(*)::int from documents) documents,
              (select count(*)::int from documents where kind = 'credit_note' and refers_to is not null) credit_notes`,
    );
    expect(counts).toEqual({ payments: counts?.payments, documents: counts?.payments, credit_notes: 1 });
    const series = await rows(
      db(),
      `select series, year, count(*)::int n, max(number) last,
              bool_and(issued_at >= coalesce(before, issued_at)) in_date_order
       from (select *, lag(issued_at) over (partition by series, year order by number) before from documents) d
       group by series, year order by series, year`,
    );
    expect(series.length).toBeGreaterThan(0);
    for (const s of series) expect(s).toMatchObject({ n: s.last, in_date_order: true });
  });

  it("lists a refunded, a cancelled and lapsed orders, and extras bought for paid bookings", async () => {
    const listed = async (sport: Sport, status: string) =>
      (await c.get(`${adminBookingApiPaths.bookings(sport)}?status=${status}&per_page=100`, { token: admin })).data.data;
    const [refunded] = await listed("tennis", "refunded");
    const detail = (await c.get(adminBookingApiPaths.order(refunded.order_id), { token: admin })).data;
    expect(detail.payments.map((p: { kind: string }) => p.kind)).toEqual(["charge", "refund"]);
    expect(detail.bookings.every((b: { active: boolean }) => !b.active)).toBe(true);
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(["order.cancel"]);
    const [cancelled] = await listed("padel", "cancelled");
    expect(cancelled).toMatchObject({ channel: "desk", paid_at: null });
    expect([...(await listed("tennis", "expired")), ...(await listed("padel", "expired"))]).toHaveLength(3);
    const [extras] = await rows(
      db(),
      `select count(*)::int n, bool_and(p.status = 'paid') parents_paid from orders x
       join orders p on p.id = x.parent_order_id where x.status = 'paid'`,
    );
    expect(extras?.n).toBeGreaterThan(10);
    expect(extras?.parents_paid).toBe(true);
  });

  it("closed courts in the past and closes Court 4 tomorrow morning, which the grid shows", async () => {
    const [past] = await rows(
      db(),
      `select count(*)::int n from closures where upper(during) < '${t.clock.now().toISOString()}'`,
    );
    expect(past?.n).toBe(2);
    const upcoming = (await c.get(adminCatalogPaths.closures("tennis"), { token: admin })).data.data;
    expect(upcoming).toMatchObject([
      { court_name: "Court 4", start_date: TOMORROW, start_time: "07:00", end_time: "10:00", reason: "Line repainting" },
    ]);
    const grid = (await c.get(`${apiPaths.schedules("tennis")}?date=${TOMORROW}`)).data;
    const court4 = grid.courts.find((court: { name: string }) => court.name === "Court 4");
    const closedStarts = grid.cells
      .filter((cell: { court_id: number; status: string }) => cell.court_id === court4.id && cell.status === "closed")
      .map((cell: { timeslot_id: number }) => grid.timeslots.find((s: { id: number }) => s.id === cell.timeslot_id).start);
    expect(closedStarts).toEqual(["07:00", "08:00", "09:00"]);
  });

  it("books tomorrow's peaks partly, always with a court left, and leaves the later days to the tests", async () => {
    for (const sport of ["tennis", "padel"] as Sport[]) {
      const grid = (await c.get(`${apiPaths.schedules(sport)}?date=${TOMORROW}`)).data;
      const evening = grid.timeslots.find((s: { start: string }) => s.start === "19:00");
      const statuses = grid.cells
        .filter((cell: { timeslot_id: number }) => cell.timeslot_id === evening.id)
        .map((cell: { status: string }) => cell.status);
      expect(statuses.filter((s: string) => s === "booked").length, sport).toBeGreaterThanOrEqual(2);
      expect(statuses, sport).toContain("available");
      const all = grid.cells.map((cell: { status: string }) => cell.status);
      expect(all.filter((s: string) => s === "available").length).toBeGreaterThan(
        all.filter((s: string) => s === "booked").length,
      );
    }
    const [later] = await rows(db(), `select count(*)::int n from bookings where date > '${TOMORROW}'`);
    expect(later?.n).toBe(0);
  });

  it("gives the demo member a past to look back on and tomorrow's tennis with extras bought since", async () => {
    const member = (await c.post(apiPaths.memberLogin, { email: "member@courtside.test", password: DEMO_PASSWORD })).data.token;
    const orders = (await c.get(apiPaths.myOrders("tennis"), { token: member })).data;
    const bookings = orders.filter((o: { parent_order_id?: string | null }) => !o.parent_order_id);
    expect(bookings.filter((o: { date: string }) => o.date <= YESTERDAY).length).toBeGreaterThan(3);
    // Tomorrow is a Monday: the demo member's own booking is at the evening peak (they may play earlier too).
    const tomorrow = bookings.find((o: { date: string; children?: unknown[] }) => o.date === TOMORROW && o.children?.length);
    expect(tomorrow).toMatchObject({ status: "paid", courts: [{ name: "Court 2" }], timeslot: { start: "19:00" } });
    expect(tomorrow.children).toMatchObject([{ status: "paid", lines: [{ description: "Tube of 4 balls", qty: 1 }] }]);
  });

  it("had partners on the demo member's latest played bookings of each sport, all self-rated, so a result can be entered and confirmed", async () => {
    const login = async (email: string) => (await c.post(apiPaths.memberLogin, { email, password: DEMO_PASSWORD })).data.token;
    const member = await login("member@courtside.test");
    for (const sport of ["tennis", "padel"] as const) {
      const played = (await c.get(apiPaths.myOrders(sport), { token: member })).data.filter(
        (o: { date: string; status: string; parent_order_id?: string | null }) =>
          o.date <= YESTERDAY && o.status === "paid" && !o.parent_order_id,
      );
      const views = await Promise.all(
        played.map(
          async (o: { order_id: string }) => (await c.get(resultPaths.result(sport, o.order_id), { token: member })).data,
        ),
      );
      const withPartners = views.filter((v) => v.can_enter);
      expect(withPartners, sport).toHaveLength(sport === "tennis" ? 4 : 2);
      for (const view of withPartners) {
        expect(view.players.map((p: { name: string }) => p.name)).toEqual([
          "Maya Member",
          "Lucía Fernández",
          "Javier Morales",
          "Carmen Ruiz",
        ]);
        expect(view.players.every((p: { level: number | null }) => p.level !== null)).toBe(true);
      }
    }
    // The partners sign in with the demo password too, and see the booking as one they played in.
    const javier = await login("javier.morales@example.com");
    expect((await c.get(playerPaths.myGames("tennis"), { token: javier })).data.length).toBeGreaterThanOrEqual(4);
  });

  it("has two plans on sale, held by some regulars (sold at the desk, priced so) but not by the demo member, who can buy one", async () => {
    const plans = (await c.get(membershipApiPaths.plans)).data.data;
    expect(plans.map((p: { name: string; period: string; price: number }) => [p.name, p.period, p.price])).toEqual([
      ["Club", "month", 3000],
      ["Club Plus", "quarter", 7500],
    ]);
    const member = (await c.post(apiPaths.memberLogin, { email: "member@courtside.test", password: DEMO_PASSWORD })).data.token;
    expect((await c.get(apiPaths.bookingTerms("tennis"), { token: member })).data.tier.kind).toBe("registered");

    const held = await db()
      .select({
        plan: membershipPlans.name,
        startsOn: memberships.startsOn,
        endsOn: memberships.endsOn,
        total: orders.total,
        paid: orders.status,
      })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .innerJoin(orders, eq(orders.id, memberships.orderId));
    expect(held.map((m) => m.plan).sort()).toEqual([
      "Club",
      "Club",
      "Club",
      "Club",
      "Club",
      "Club Plus",
      "Club Plus",
      "Club Plus",
    ]);
    for (const m of held) {
      expect(`${m.startsOn} ≤ ${TODAY} < ${m.endsOn}`).toSatisfy(() => (m.startsOn ?? "") <= TODAY && TODAY < (m.endsOn ?? ""));
      expect(m.paid).toBe("paid");
      expect(m.total).toBe(m.plan === "Club" ? 3000 : 7500);
    }
    // A plan member's booking made while the plan ran is at the plan's price: below the member price.
    const [cheaper] = await db()
      .select({ unit: orderLines.unitPrice, member: timeslots.priceMember })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(
        memberships,
        and(eq(memberships.memberId, orders.memberId), sql`${orders.createdAt} >= ${memberships.createdAt}`),
      )
      .innerJoin(bookings, and(eq(bookings.orderId, orders.id), eq(bookings.courtId, orderLines.courtId)))
      .innerJoin(timeslots, eq(timeslots.id, bookings.timeslotId))
      .where(and(eq(orderLines.kind, "court"), sql`extract(isodow from ${bookings.date}) < 6`))
      .limit(1);
    expect(cheaper, "a plan member's weekday booking").toBeDefined();
    expect(cheaper?.unit).toBeLessThan(cheaper?.member ?? 0);
  });
});
