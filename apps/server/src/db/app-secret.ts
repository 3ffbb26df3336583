import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "./client.ts";
import { appSettings } from "./schema.ts";

/**
 * The signing secret when APP_SECRET is not set (outside production only: config.ts requires it
 * there, so a copy of the database never carries it): generated once and kept in the database,
 * so it survives restarts and every instance on one database shares it.
 */
export async function loadAppSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: "app_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "app_secret"));
  if (!row) throw new Error("app secret could not be stored");
  return row.value;
}
