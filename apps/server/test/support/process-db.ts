import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Sport } from "@courtside/contract";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type Database, type Db, openDatabase, wrapPglite } from "../../src/db/client.ts";
import { courts, rules, timeslots } from "../../src/db/schema.ts";
import { addDays, facilityToday } from "../../src/facility-time.ts";
import { adminUrl, withDatabaseName } from "./test-db-settings.ts";

/**
 * A PostgreSQL database of its own (from the migrated template) for server processes;
 * `database` is the test's own direct connection, for seeding and for checking rows.
 */
export async function createProcessPostgres() {
  const name = `courtside_p_${randomBytes(6).toString("hex")}`;
  const admin = await openDatabase({ kind: "postgres", url: adminUrl() });
  await admin.db.execute(sql.raw(`create database ${name} template ${inject("postgresTemplate")}`));
  const url = withDatabaseName(name);
  const database = await openDatabase({ kind: "postgres", url });
  return {
    url,
    database,
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

/**
 * An embedded database directory (DATA_DIR) holding the migrated snapshot. Only one process
 * may open it at a time: the test opens it while no server runs (to seed, then to check).
 */
export async function createProcessPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), "courtside-faults-"));
  const dataDir = path.join(dir, "data");
  const snapshot = new Blob([readFileSync(inject("pgliteSnapshot"))]);
  const first = await PGlite.create(dataDir, { loadDataDir: snapshot, extensions: { btree_gist } });
  await first.close();
  return {
    dataDir,
    open: async (): Promise<Database> => wrapPglite(await PGlite.create(dataDir, { extensions: { btree_gist } })),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export type RushCatalog = { sport: Sport; date: string; slotId: number; courtIds: number[] };

/**
 * Courts and one evening slot tomorrow (the server processes read the system clock, so
 * tomorrow's 18:00 is always bookable), with rules that give a hold of `holdMinutes`.
 */
export async function seedCatalog(db: Db, courtCount: number, holdMinutes = 15): Promise<RushCatalog> {
  const sport: Sport = "tennis";
  await db
    .insert(rules)
    .values({ sport, totalDays: 12, holdMinutes, cancelHours: 24 })
    .onConflictDoUpdate({ target: rules.sport, set: { holdMinutes } });
  const [slot] = await db
    .insert(timeslots)
    .values({ sport, startTime: "18:00", endTime: "19:00", priceMember: 1800, priceGuest: 2400 })
    .returning();
  const rows = await db
    .insert(courts)
    .values(Array.from({ length: courtCount }, (_, i) => ({ sport, name: `Fault Court ${i + 1}`, surface: "Clay" })))
    .returning();
  if (!slot) throw new Error("timeslot not created");
  return {
    sport,
    date: addDays(facilityToday(new Date(), "Europe/Madrid"), 1),
    slotId: slot.id,
    courtIds: rows.map((r) => r.id),
  };
}

/** Pairs of active bookings that overlap on one court: the invariant the exclusion constraint keeps (must be 0). */
export async function overlappingActiveBookings(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from bookings a join bookings b
        on a.court_id = b.court_id and a.id < b.id and a.during && b.during
        where a.active and b.active`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
}
