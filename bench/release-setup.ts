/**
 * Setting up issue 13's release on the running server (release-figures.ts): the facility-local
 * minute the rules open the date at, the rules as the rules page sends them back, and the
 * members' pages loaded before the rush.
 */

import { addressOf, request } from "./load.ts";
import type { BenchMember } from "./plan-members.ts";

/** The facility-local "HH:MM" of an instant. */
export function wallMinute(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("hour")}:${part("minute")}`;
}

/**
 * Pages loading side by side before the release: each keeps its keep-alive connection open
 * (the server keeps an idle one 65 s), as a browser on the page does. The bench's agent keeps
 * at most 256 idle sockets (Node's maxFreeSockets), so 250.
 */
const OPEN_PAGES = 250;

/**
 * Before a release its players sit on the day's page, which has asked for their draw (GET
 * release-entries) as it loaded: the server has served them, its connections to the database
 * and theirs to it are open. Without this the rush would meet a server idle since the sign-ups
 * and open a connection per entry.
 */
export async function pagesOpen(base: string, date: string, members: BenchMember[]): Promise<void> {
  const queue = [...members];
  const open = async () => {
    for (let member = queue.shift(); member; member = queue.shift()) {
      const res = await request(`${base}/api/frontend/release-entries?date=${date}`, "GET", {
        authorization: `Bearer ${member.token}`,
        "x-forwarded-for": addressOf(`release-${member.id}`),
      });
      if (res.status !== 200) throw new Error(`a member's draw view answered ${res.status}: ${res.body}`);
    }
  };
  await Promise.all(Array.from({ length: OPEN_PAGES }, open));
}

/** The rules' writable fields, as the rules page sends them back. */
export function pickRules(rules: Record<string, unknown>): Record<string, unknown> {
  const keys = [
    "total_days",
    "hold_minutes",
    "cancel_hours",
    "max_unpaid_holds",
    "no_show_limit",
    "no_show_window_days",
    "no_show_suspension_days",
    "release_time",
    "release_window_seconds",
    "offer_minutes",
    "waitlist_limit",
  ];
  return Object.fromEntries(keys.filter((k) => k in rules).map((k) => [k, rules[k]]));
}
