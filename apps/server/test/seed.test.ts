import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courts, timeslots } from "../src/db/schema.ts";
import { seedDemo } from "../src/db/seed.ts";
import { DEMO_PASSWORD } from "../src/db/seed-data.ts";
import { demoSettings } from "../src/prepare-instance.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("demo seed", () => {
  it("builds the demo facility once", async () => {
    const db = t.app.deps.database.db;
    expect(await seedDemo(db, demoSettings(t.app.deps))).toBe(true);
    expect(await seedDemo(db, demoSettings(t.app.deps))).toBe(false);
    const count = async (table: typeof courts | typeof timeslots, sport: "tennis" | "padel") =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.sport, sport)))[0]?.n;
    expect(await count(courts, "tennis")).toBe(6);
    expect(await count(courts, "padel")).toBe(4);
    expect(await count(timeslots, "tennis")).toBe(15);
    expect(await count(timeslots, "padel")).toBe(10);
    const [last] = await db
      .select()
      .from(timeslots)
      .where(and(eq(timeslots.sport, "padel"), eq(timeslots.startTime, "20:30:00")));
    expect(last?.endTime).toBe("22:00:00");
  });

  it("lets the demo accounts sign in, each administrator with its type_web, role and sports", async () => {
    const c = t.client();
    const signIn = async (email: string) => (await c.post("/api/login", { email, password: DEMO_PASSWORD })).data.user;
    const pick = ({ type_web, role, sports }: { type_web: string; role: string; sports: string[] }) => ({
      type_web,
      role,
      sports,
    });
    expect(pick(await signIn("admin@courtside.test"))).toEqual({
      type_web: "tennis",
      role: "owner",
      sports: ["tennis", "padel"],
    });
    expect(pick(await signIn("padel-admin@courtside.test"))).toEqual({ type_web: "padel", role: "manager", sports: ["padel"] });
    expect(pick(await signIn("desk@courtside.test"))).toEqual({ type_web: "tennis", role: "desk", sports: ["tennis"] });
    expect((await c.post("/api/frontend/login", { email: "member@courtside.test", password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const rulesRes = await c.get("/api/frontend_padel/rules/single");
    expect(rulesRes.data.total_days).toBe(12);
  });
});
