import { createHmac, timingSafeEqual } from "node:crypto";
import { webRoutes } from "@courtside/contract";
import { eq, sql } from "drizzle-orm";
import { members, reminderOptOuts } from "../../db/schema.ts";
import type { AppDeps } from "../../deps.ts";
import { HttpError, worded } from "../../http/http-error.ts";
import { reminderWords } from "./i18n.ts";

const normal = (email: string) => email.trim().toLowerCase();

/** The key of an address's "no more reminders" link: only its mails carry it. */
export function optOutKey(appSecret: string, email: string): string {
  return createHmac("sha256", appSecret)
    .update(`reminders-off:${normal(email)}`)
    .digest("base64url");
}

/** The page a reminder links to for turning reminders off (the key in `key=`, so the back office hides it). */
export function optOutLink(appUrl: string, appSecret: string, email: string): string {
  const query = new URLSearchParams({ email: normal(email), key: optOutKey(appSecret, email) });
  return `${appUrl}${webRoutes.remindersOff}?${query}`;
}

/**
 * Turns reminders off for the address: a member's account with it, and any guest booking
 * made with it. 422 for a key that is not the address's. Saying it twice changes nothing.
 */
export async function optOut(deps: AppDeps, email: string, key: string): Promise<void> {
  const expected = Buffer.from(optOutKey(deps.appSecret, email));
  const given = Buffer.from(key);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const message = worded(reminderWords, "reminders.linkInvalid");
    throw new HttpError(422, message, { key: [message] }, undefined, { code: "reminder_link_invalid" });
  }
  const address = normal(email);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await tx.insert(reminderOptOuts).values({ email: address, createdAt: deps.clock.now() }).onConflictDoNothing();
    await tx
      .update(members)
      .set({ bookingReminders: false, updatedAt: deps.clock.now() })
      .where(eq(sql`lower(${members.email})`, address));
  });
}

/** Whether reminders to a guest's address are off. */
export async function optedOut(deps: AppDeps, email: string): Promise<boolean> {
  const [row] = await deps.database.db
    .select()
    .from(reminderOptOuts)
    .where(eq(reminderOptOuts.email, normal(email)));
  return Boolean(row);
}
