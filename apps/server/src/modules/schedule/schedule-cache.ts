import { createHash } from "node:crypto";
import { type DaySchedule, dayScheduleSchema, type Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import { dayInstants, overlaps } from "../../facility-time.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";

/** The channel the database triggers (migration 0002) notify on every availability change. */
export const AVAILABILITY_CHANNEL = "availability";

/** A cached grid is trusted at most this long, so out-of-band catalog edits (no trigger) show up. */
const TTL_MS = 1000;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A grid as read from the database, and when (clock ms) it next changes by time alone. */
export type LoadedGrid = { grid: DaySchedule; changesAt: number };
/** A grid ready to send: its JSON, checked against the contract once per fill, and an ETag of it. */
export type ServedGrid = { grid: DaySchedule; json: string; etag: string };

type Entry = {
  sport: Sport;
  date: string;
  /** Date.now() when read: the TTL runs on real time. */
  at: number;
  /** performance.now() when the read began. */
  startedAt: number;
  /** deps.clock time from which the grid is out of date (a slot started, a hold lapsed); unknown while loading. */
  changesAt: number;
  served: Promise<ServedGrid>;
};
type Change = { sport?: Sport; date?: string; from?: string; to?: string };

/**
 * Day grids per sport + date + price kind, kept in memory with their serialised JSON. An
 * entry goes when the database says availability changed (the same LISTEN as the live
 * stream), when this instance answers a write that may have changed something (catalog,
 * rules and prices have no trigger), when a slot starts or a hold lapses, and after
 * TTL_MS. A read that overlapped an invalidation is answered but not kept.
 */
export class ScheduleCache {
  private readonly entries = new Map<string, Entry>();
  private epoch = 0;
  private listening: Promise<Unlisten> | null = null;
  private ready = false;

  constructor(private readonly deps: AppDeps) {}

  get(sport: Sport, date: string, prices: PriceList, load: () => Promise<LoadedGrid>): Promise<ServedGrid> {
    this.listen();
    if (!this.ready) return load().then(serve);
    return this.entry(sport, date, prices, load).served;
  }

  /**
   * The grid only if it is what this instance knows to be current: the cache is listening,
   * and no change touched the entry between its read and now. Null otherwise, and when
   * nothing is cached and `load` is null. A grid read at or after `since` (performance.now()
   * of when the caller's request began) is also answered when a change came in meanwhile:
   * it is still what the database said during that request (unless a hold in it lapsed).
   */
  async current(
    sport: Sport,
    date: string,
    prices: PriceList,
    load: (() => Promise<LoadedGrid>) | null,
    since = Number.POSITIVE_INFINITY,
  ): Promise<DaySchedule | null> {
    this.listen();
    if (!this.ready) return null;
    const key = keyOf(sport, date, prices);
    const cached = this.entries.get(key);
    const entry = cached && this.fresh(cached) ? cached : load ? this.entry(sport, date, prices, load) : null;
    const served = await entry?.served.catch(() => null);
    if (!served || !entry) return null;
    if (this.entries.get(key) === entry && this.fresh(entry)) return served.grid;
    return entry.startedAt >= since && this.deps.clock.now().getTime() < entry.changesAt ? served.grid : null;
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

  private entry(sport: Sport, date: string, prices: PriceList, load: () => Promise<LoadedGrid>): Entry {
    const key = keyOf(sport, date, prices);
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit)) return hit;
    const epoch = this.epoch;
    const startedAt = performance.now();
    const served = load().then(
      (loaded) => {
        entry.changesAt = loaded.changesAt;
        if (this.epoch !== epoch && this.entries.get(key) === entry) this.entries.delete(key);
        return serve(loaded);
      },
      (err: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw err;
      },
    );
    const entry: Entry = { sport, date, at: Date.now(), startedAt, changesAt: Number.POSITIVE_INFINITY, served };
    this.entries.set(key, entry);
    return entry;
  }

  private fresh(entry: Entry): boolean {
    return Date.now() - entry.at < TTL_MS && this.deps.clock.now().getTime() < entry.changesAt;
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
    let change: Change = {};
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      // Unreadable: everything counts as changed.
    }
    this.invalidate(change);
    // A sport-wide change (a court or timeslot edited on any instance) also ends the catalog
    // snapshot order validation reads, instead of it living out its second.
    if (!change.date && !change.from) catalogSnapshots(this.deps).clear();
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

const keyOf = (sport: Sport, date: string, prices: PriceList) => `${sport}|${date}|${prices.key}`;

function serve({ grid }: LoadedGrid): ServedGrid {
  const json = JSON.stringify(dayScheduleSchema.parse(grid));
  // Weak: the same grid may leave brotli- or gzip-compressed (http/compression.ts), byte-different.
  return { grid, json, etag: `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 32)}"` };
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

declare module "fastify" {
  interface FastifyContextConfig {
    /** The handler drops the day grids it changes itself, as it commits: no blanket drop when it answers. */
    dropsOwnGrids?: boolean;
  }
}

/**
 * A write this instance answers drops the cache, and the catalog snapshots order validation
 * reads, before the answer leaves (a refused one, 4xx, changed nothing), so its caller reads
 * its own write; closing stops listening.
 */
export function registerScheduleCache(app: FastifyInstance): void {
  const cache = scheduleCache(app.deps);
  const snapshots = catalogSnapshots(app.deps);
  app.addHook("onSend", (request, reply, payload, done) => {
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (UNSAFE.has(request.method) && !refused && !request.routeOptions.config.dropsOwnGrids) {
      cache.invalidate();
      snapshots.clear();
    }
    done(null, payload);
  });
  app.addHook("onClose", () => cache.close());
}
