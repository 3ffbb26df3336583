import { createHash } from "node:crypto";
import type { DaySchedule, Sport } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import { catalogSnapshots } from "../catalog/catalog-snapshot.ts";
import { AVAILABILITY_CHANNEL, type AvailabilityChange, changesGrid, parseChange } from "./availability-change.ts";
import { NotificationBarrier } from "./notification-barrier.ts";

export { AVAILABILITY_CHANNEL };

/** A cached grid is trusted at most this long: a safety net should a notification ever be missed. */
const TTL_MS = 1000;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Grids kept at most (the oldest filled goes first): any calendar date of 2000–2100 may be
 * asked for, and an entry past its second is otherwise only replaced when asked again.
 */
const MAX_ENTRIES = 2000;

/** A grid as read from the database, and when (clock ms) it next changes by time alone. */
export type LoadedGrid = { grid: DaySchedule; changesAt: number };
/** A grid ready to send: its JSON, serialised once per fill, and an ETag of it. */
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
/**
 * Day grids per sport + date + price kind, kept in memory with their serialised JSON. An
 * entry goes when the database says its sport and date changed (the triggers' NOTIFY, the
 * same LISTEN as the live stream), when a slot starts or a hold lapses, and after TTL_MS;
 * everything goes only when the LISTEN connection was lost or a change cannot be told. A
 * read that overlapped a change to its day is answered but not kept (the change deletes the
 * entry while it loads).
 *
 * Entries are dropped, not patched with the changed cells: a notification names only the
 * sport and date, so patching would need the same one-query read of the day's occupancy
 * that refilling costs (schedule-service.ts), and a refill cannot drift from the database.
 */
export class ScheduleCache {
  private readonly entries = new Map<string, Entry>();
  private listening: Promise<Unlisten> | null = null;
  private ready = false;
  private readonly barrier: NotificationBarrier;

  constructor(private readonly deps: AppDeps) {
    this.barrier = new NotificationBarrier((marker) =>
      deps.database.notify(AVAILABILITY_CHANNEL, JSON.stringify({ barrier: marker })),
    );
  }

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
  invalidate(change: AvailabilityChange = {}): void {
    const zone = this.deps.config.timezone;
    for (const [key, entry] of this.entries) if (changesGrid(change, entry.sport, entry.date, zone)) this.entries.delete(key);
  }

  /**
   * Resolves once every change committed before the call has reached this cache (a write's
   * answer waits for it, so its caller reads its own write). When that cannot be known (not
   * listening, marker lost), forgets every grid and snapshot instead.
   */
  async caughtUp(): Promise<void> {
    if (this.ready && (await this.barrier.pass())) return;
    this.invalidate();
    catalogSnapshots(this.deps).clear();
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
    const startedAt = performance.now();
    const served = load().then(
      (loaded) => {
        entry.changesAt = loaded.changesAt;
        return serve(loaded);
      },
      (err: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw err;
      },
    );
    const entry: Entry = { sport, date, at: Date.now(), startedAt, changesAt: Number.POSITIVE_INFINITY, served };
    this.entries.delete(key); // re-inserted last: the Map's order is the fill order
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  private fresh(entry: Entry): boolean {
    return Date.now() - entry.at < TTL_MS && this.deps.clock.now().getTime() < entry.changesAt;
  }

  private listen(): void {
    if (this.listening) return;
    this.listening = this.deps.database.listen(
      AVAILABILITY_CHANNEL,
      (payload) => this.notified(payload),
      () => this.resumed(),
    );
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
    const change = parseChange(payload);
    if (change.barrier !== undefined) {
      this.barrier.heard(change.barrier);
      return;
    }
    this.invalidate(change);
    // A sport-wide change (a court, timeslot or rule edited on any instance) also ends the catalog
    // snapshot grids and order validation read, instead of it living out its second.
    if (!change.date && !change.from) catalogSnapshots(this.deps).clear();
  }

  /** The LISTEN connection is back after a loss: what changed meanwhile was never told. */
  private resumed(): void {
    this.invalidate();
    catalogSnapshots(this.deps).clear();
  }
}

const keyOf = (sport: Sport, date: string, prices: PriceList) => `${sport}|${date}|${prices.key}`;

/** Serialised as built: the grid's shape is the contract's by construction (schedule-grid-contract test). */
function serve({ grid }: LoadedGrid): ServedGrid {
  const json = JSON.stringify(grid);
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
 * A write this instance answers waits, before the answer leaves, until the notifications of
 * what it committed have dropped the grids they touch, so its caller reads its own write and
 * nobody else's grid goes. A refused write (4xx) changed nothing; a failed one (5xx) may have
 * changed anything, so it drops everything. Order creation drops its own day as it commits
 * (`dropsOwnGrids`). Closing stops listening.
 */
export function registerScheduleCache(app: FastifyInstance): void {
  const cache = scheduleCache(app.deps);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.config.dropsOwnGrids) return payload;
    if (reply.statusCode >= 500) {
      cache.invalidate();
      catalogSnapshots(app.deps).clear();
    } else if (reply.statusCode < 400) {
      await cache.caughtUp();
    }
    return payload;
  });
  app.addHook("onClose", () => cache.close());
}
