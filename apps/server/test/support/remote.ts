import { createHash, randomBytes } from "node:crypto";
import { apiPaths, type GuestChallenge, type GuestProof, type Sport } from "@courtside/contract";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { billing } from "./factories.ts";

/** Talks to a server process over real HTTP, as a browser does (XSRF cookie + header). */
export type RemoteAnswer = { status: number; data: any; body: string };

/** One visitor's anti-forgery cookie from `base`. */
export async function xsrfToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/csrf-cookie`);
  await res.arrayBuffer();
  const value = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("XSRF-TOKEN="))
    ?.split(";")[0]
    ?.slice("XSRF-TOKEN=".length);
  if (!value) throw new Error(`no XSRF-TOKEN cookie from ${base} (status ${res.status})`);
  return value;
}

export async function remoteRequest(
  base: string,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; xsrf?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RemoteAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.xsrf) Object.assign(headers, xsrfHeaders(options.xsrf));
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const body = await res.text();
  let data: unknown;
  try {
    data = body ? JSON.parse(body) : undefined;
  } catch {
    data = undefined;
  }
  return { status: res.status, data, body };
}

/** A guest order for `courtIds` at one slot, with its own cookie and Idempotency-Key (as the web app sends). */
export async function remoteOrder(
  base: string,
  sport: Sport,
  cell: { date: string; slotId: number; courtIds: number[] },
  options: { key?: string; xsrf?: string; timeoutMs?: number } = {},
): Promise<RemoteAnswer & { key: string }> {
  const key = options.key ?? `fault-${randomBytes(8).toString("hex")}`;
  const { body, headers } = await guestOrderRequest(base, cell, key, options.xsrf);
  const answer = await remoteRequest(base, "POST", apiPaths.orders(sport), { body, headers, timeoutMs: options.timeoutMs });
  return { ...answer, key };
}

/**
 * The body and headers of a guest's order under `key`. Each key is its own player (an address
 * and an e-mail), as the hold caps count per payer and address; a retry under the same key is
 * the same player sending the same body.
 */
export async function guestOrderRequest(
  base: string,
  cell: { date: string; slotId: number; courtIds: number[] },
  key: string,
  xsrf?: string,
) {
  const token = xsrf ?? (await xsrfToken(base));
  const player = createHash("sha256").update(key).digest();
  const email = `guest-${player.toString("hex").slice(0, 16)}@example.test`;
  const body = {
    date: cell.date,
    timeslot_id: cell.slotId,
    court_ids: cell.courtIds,
    billing: { ...billing, email },
    guest: true,
    proof: await remoteProof(base),
  };
  const headers = {
    ...xsrfHeaders(token),
    "idempotency-key": key,
    "x-forwarded-for": `198.18.${player[0]}.${player[1]}`,
  };
  return { body, headers };
}

/** The anti-forgery cookie and its echo, as a browser sends them. */
export const xsrfHeaders = (token: string) => ({ cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token });

/**
 * A guest's solved proof of work from `base` (the server processes ask the least: server-process.ts);
 * none when the server cannot hand out a challenge (its database is away): the order then hears why.
 */
export async function remoteProof(base: string): Promise<GuestProof | undefined> {
  const answer = await remoteRequest(base, "GET", apiPaths.guestChallenge).catch(() => null);
  if (answer?.status !== 200) return undefined;
  const challenge = answer.data as GuestChallenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return solution ? { challenge, solution } : undefined;
}

/** Counts answers by status code, e.g. {201: 4, 409: 36}. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
