import type { DaySchedule, Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import { dayInstants, overlaps } from "../../facility-time.ts";
import type { Payer } from "../orders/pricing.ts";

/** The channel the database triggers (migration 0002) notify on every availability change. */
export const AVAILABILITY_CHANNEL = "availability";

/** A cached grid is trusted at most this long, so slots turn "past" and out-of-band catalog edits show up. */
const TTL_MS = 1000;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Entry = { sport: Sport; date: string; at: number; grid: Promise<DaySchedule> };
type Change = { sport?: Sport; date?: string; from?: string; to?: string };

/**
 * Day grids per sport + date + price kind, kept in memory. An entry goes when the database
 * says availability changed (the same LISTEN as the live stream), when this instance
 * answers any write (catalog, rules and prices have no trigger), and after TTL_MS. A grid
 * read that overlapped an invalidation is answered but not kept (the epoch moved on).
 */
export class ScheduleCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private listening: Promise<Unlisten> | null = null;
  private ready = false;

  constructor(private readonly deps: AppDeps) {}

  async get(sport: Sport, date: string, payer: Payer, load: () => Promise<DaySchedule>): Promise<DaySchedule> {
    this.listen();
    const key = `${sport}|${date}|${payer}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.grid;
    const epoch = this.epoch;
    const grid = load();
    if (!this.ready) return grid;
    const entry: Entry = { sport, date, at: now, grid };
    this.entries.set(key, entry);
    grid.then(
      () => {
        if (this.epoch !== epoch && this.entries.get(key) === entry) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return grid;
  }

  /** Forgets every grid the change may touch (all of them when it cannot tell). */
  invalidate(change: Change = {}): void {
    this.epoch++;
    for (const [key, entry] of this.entries) if (this.touches(change, entry)) this.entries.delete(key);
  }

  async close(): Promise<void> {
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    this.ready = false;
    this.entries.clear();
    await unlisten?.().catch(() => {});
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = this.deps.database.listen(AVAILABILITY_CHANNEL, (payload) => this.notified(payload));
    this.listening.then(
      () => {
        this.ready = true;
      },
      (err: unknown) => {
        this.deps.log.warn({ err }, "schedule cache could not listen; grids are read uncached");
        this.listening = null;
      },
    );
  }

  private notified(payload: string): void {
    try {
      this.invalidate(JSON.parse(payload) as Change);
    } catch {
      this.invalidate();
    }
  }

  private touches(change: Change, entry: Entry): boolean {
    if (change.sport && change.sport !== entry.sport) return false;
    if (change.date) return change.date === entry.date;
    if (!change.from || !change.to) return true;
    return overlaps(
      { start: new Date(change.from), end: new Date(change.to) },
      dayInstants(entry.date, this.deps.config.timezone),
    );
  }
}

const caches = new WeakMap<AppDeps, ScheduleCache>();

export function scheduleCache(deps: AppDeps): ScheduleCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new ScheduleCache(deps);
    caches.set(deps, cache);
  }
  return cache;
}

/** Every write this instance answers drops the cache before the answer leaves; closing stops listening. */
export function registerScheduleCache(app: FastifyInstance): void {
  const cache = scheduleCache(app.deps);
  app.addHook("onSend", async (request) => {
    if (UNSAFE.has(request.method)) cache.invalidate();
  });
  app.addHook("onClose", () => cache.close());
}
