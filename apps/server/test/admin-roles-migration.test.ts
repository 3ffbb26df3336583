import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverRoot } from "../src/server-root.ts";

/** Migration 0006 on a database that already has administrators, as an upgraded install has. */
const folder = path.join(serverRoot, "src/db/migrations");
const files = readdirSync(folder)
  .filter((f) => f.endsWith(".sql"))
  .sort();

async function apply(db: PGlite, file: string) {
  for (const statement of readFileSync(path.join(folder, file), "utf8").split("--> statement-breakpoint"))
    if (statement.trim()) await db.exec(statement);
}

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ extensions: { btree_gist } });
  for (const file of files.filter((f) => f < "0006_")) await apply(db, file);
  await db.exec(`insert into administrators (name, email, type_web) values ('Old Padel', 'old@example.test', 'padel')`);
  for (const file of files.filter((f) => f >= "0006_")) await apply(db, file);
});
afterAll(() => db.close());

describe("migration 0006 (administrators' roles)", () => {
  it("makes existing administrators owners of both sports, keeping where they land", async () => {
    const { rows } = await db.query(`select role, sports, type_web from administrators`);
    expect(rows).toEqual([{ role: "owner", sports: ["tennis", "padel"], type_web: "padel" }]);
  });

  it("gives new accounts no role by default and refuses unknown roles and empty or unknown sports", async () => {
    const insert = (role: string | null, sports: string) =>
      db.query(`insert into administrators (name, email, type_web, role, sports) values ('N', $1, 'tennis', $2, $3)`, [
        `n-${Math.random()}@example.test`,
        role,
        sports,
      ]);
    await expect(insert(null, "{tennis}")).rejects.toThrow(/null value/);
    await expect(insert("root", "{tennis}")).rejects.toThrow(/administrators_role_chk/);
    await expect(insert("desk", "{}")).rejects.toThrow(/administrators_sports_chk/);
    await expect(insert("desk", "{squash}")).rejects.toThrow(/administrators_sports_chk/);
    await expect(insert("desk", "{padel}")).resolves.toBeDefined();
  });
});
