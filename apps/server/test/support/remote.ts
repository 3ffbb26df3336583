import { randomBytes } from "node:crypto";
import { apiPaths, type Sport } from "@courtside/contract";
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
  if (options.xsrf) Object.assign(headers, { cookie: `XSRF-TOKEN=${options.xsrf}`, "x-xsrf-token": options.xsrf });
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
  const xsrf = options.xsrf ?? (await xsrfToken(base));
  const body = { date: cell.date, timeslot_id: cell.slotId, court_ids: cell.courtIds, billing, guest: true };
  const answer = await remoteRequest(base, "POST", apiPaths.orders(sport), {
    body,
    xsrf,
    headers: { "idempotency-key": key },
    timeoutMs: options.timeoutMs,
  });
  return { ...answer, key };
}

/** Counts answers by status code, e.g. {201: 4, 409: 36}. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
