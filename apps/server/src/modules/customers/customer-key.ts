import { GUEST_CUSTOMER_PREFIX, SPORTS, type Sport } from "@courtside/contract";
import { type SQL, sql } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import { normalisedEmail } from "../orders/hold-limits.ts";

/** Who a customer is: a member by id, or a guest by their normalised e-mail. */
export type CustomerRef = { kind: "member"; memberId: string } | { kind: "guest"; email: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer a path's id names, or undefined when it names none (the route answers 404). */
export function parseCustomerId(id: string): CustomerRef | undefined {
  if (UUID.test(id)) return { kind: "member", memberId: id.toLowerCase() };
  if (!id.startsWith(GUEST_CUSTOMER_PREFIX)) return undefined;
  const email = id.slice(GUEST_CUSTOMER_PREFIX.length);
  if (!email.includes("@") || email !== normalisedEmail(email)) return undefined;
  return { kind: "guest", email };
}

export const guestCustomerId = (email: string) => `${GUEST_CUSTOMER_PREFIX}${email}`;

/**
 * `normalisedEmail` of an order's billing e-mail, in SQL: lower case, trimmed, and the `+tag`
 * of the local part dropped. Literal text only (no parameters), so a query may group by it.
 */
export const normalisedBillingEmail: SQL<string> = sql<string>`regexp_replace(lower(btrim(${orders.billing}->>'email')), ${sql.raw(
  "'^([^+]*)\\+.*(@[^@]*)$'",
)}, ${sql.raw("'\\1\\2'")})`;

/** An order's customer id: its member's id, else `guest:` and its normalised e-mail. */
export const orderCustomerId: SQL<string> = sql<string>`coalesce(${orders.memberId}::text, ${sql.raw(
  `'${GUEST_CUSTOMER_PREFIX}'`,
)} || ${normalisedBillingEmail})`;

/** The sports an administrator's customer pages cover: an owner's are all. */
export function coveredSports(admin: { role: string; sports: readonly Sport[] }): Sport[] {
  return admin.role === "owner" ? [...SPORTS] : SPORTS.filter((s) => admin.sports.includes(s));
}
