import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { profilePath, type Sport, sportSettings } from "@courtside/contract";
import { digest } from "../auth/secrets.ts";

/**
 * An order's access key: 256 bits derived from the server secret and the order id.
 * Derived rather than drawn so an idempotent repeat, and the owner reopening the order,
 * get the same working payment link; the database keeps only its SHA-256.
 */
export function orderAccessKey(appSecret: string, orderId: string): string {
  return createHmac("sha256", appSecret).update(`order-access:${orderId}`).digest("base64url");
}

/**
 * Where the payer opens a booking (the order, or the booking an extras order belongs to): a
 * member their sport's profile (with the booking highlighted if asked), a guest the
 * booking-completed page with the booking's access key. Used by mails and payment returns.
 */
export function bookingLink(
  appUrl: string,
  appSecret: string,
  order: { id: string; parentOrderId: string | null; sport: Sport; memberId: string | null },
  { highlight = false } = {},
): string {
  const bookingId = order.parentOrderId ?? order.id;
  if (order.memberId) {
    const profile = `${appUrl}${profilePath(order.sport)}`;
    return highlight ? `${profile}?highlight=${encodeURIComponent(bookingId)}` : profile;
  }
  const key = encodeURIComponent(orderAccessKey(appSecret, bookingId));
  return `${appUrl}${sportSettings[order.sport].routeBase}/guest/booking-completed?order=${bookingId}&key=${key}`;
}

export function accessKeyMatches(accessKeyHash: string, key: string | undefined): boolean {
  if (!key) return false;
  const a = Buffer.from(digest(key), "hex");
  const b = Buffer.from(accessKeyHash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** No 0/O, 1/I/L: the code is read aloud at the desk. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * Human-readable invoice number, e.g. T-20261122-4F7K; uniqueness is the database's job (retry
 * on collision). `pick` draws the code's letters (the demo seed passes its own dice).
 */
export function newInvoiceNumber(sport: Sport, today: string, pick: (below: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < 4; i++) code += ALPHABET[pick(ALPHABET.length)];
  return `${sportSettings[sport].label[0]}-${today.replaceAll("-", "")}-${code}`;
}

/**
 * Idempotency keys are scoped to sport and caller (a member, or a guest's browser session),
 * so one client's key never opens another's order.
 */
export function scopedIdempotencyKey(sport: Sport, caller: string, key: string): string {
  return digest(`${sport}:${caller}:${key}`);
}
