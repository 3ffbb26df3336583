import { isSport, type Sport } from "@courtside/contract";
import { paths } from "./paths.ts";

/**
 * Navigation rules (spec section 2, DESIGN.md "Flows") as pure functions: each answers
 * where to send the visitor, or null to stay. The route guards only call these.
 */

/** What the login (or register) screen was opened for, read from its query string. */
export interface LoginIntent {
  /** Opened from a booking's auth step (`?booking=tennis|padel`). */
  booking: Sport | null;
  /** Where the visitor was when sent to sign in (`?redirect=`), if it is a safe path. */
  from: string | null;
}

const GUEST_ONLY_PREFIXES = [paths.login, paths.register, paths.forgotPassword, "/reset-password"];

/** An in-app path (no scheme, no other host) that is not itself a sign-in page; else null. */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  const pathname = value.split(/[?#]/)[0] ?? "";
  if (GUEST_ONLY_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return value;
}

export function parseLoginIntent(search: string): LoginIntent {
  const params = new URLSearchParams(search);
  const booking = params.get("booking");
  return { booking: isSport(booking) ? booking : null, from: safeInternalPath(params.get("redirect")) };
}

/** Query string that carries a login intent to /login or /register. */
export function loginIntentSearch(intent: Partial<LoginIntent>): string {
  const params = new URLSearchParams();
  if (intent.booking) params.set("booking", intent.booking);
  const from = safeInternalPath(intent.from);
  if (from) params.set("redirect", from);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** After member login: the booking's summary when opened from an auth step, else where they were, else the profile. */
export function memberLoginDestination(intent: LoginIntent): string {
  if (intent.booking) return paths.sport[intent.booking].summary;
  return intent.from ?? paths.profile;
}

/** Guest-only pages (login, register, password reset, guest summary/completed): a member goes on. */
export function guestOnlyRedirect(memberSignedIn: boolean, intent: LoginIntent): string | null {
  return memberSignedIn ? memberLoginDestination(intent) : null;
}

/** The auth step: a signed-in member goes straight to that sport's summary. */
export function authStepRedirect(memberSignedIn: boolean, sport: Sport): string | null {
  return memberSignedIn ? paths.sport[sport].summary : null;
}

/** Member pages: a signed-out visitor signs in first and comes back afterwards. */
export function memberPageRedirect(memberSignedIn: boolean, currentPath: string): string | null {
  if (memberSignedIn) return null;
  return `${paths.login}${loginIntentSearch({ from: currentPath })}`;
}

/** After administrator login, type_web decides: padel → the padel booking list, else the booking list. */
export function adminLoginDestination(typeWeb: string | null | undefined): string {
  return typeWeb === "padel" ? paths.sport.padel.adminBookings : paths.sport.tennis.adminBookings;
}

/** Administrator pages: a signed-out visitor goes to the administrator login. */
export function adminPageRedirect(adminSignedIn: boolean): string | null {
  return adminSignedIn ? null : paths.adminLogin;
}

/** The administrator login page: an administrator already signed in goes to their list. */
export function adminLoginRedirect(adminSignedIn: boolean, typeWeb: string | null | undefined): string | null {
  return adminSignedIn ? adminLoginDestination(typeWeb) : null;
}
