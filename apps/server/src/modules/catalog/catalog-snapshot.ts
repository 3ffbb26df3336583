import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";
import { type BookingRules, bookingRules } from "../rules/service.ts";
import { activeCourts, activeTimeslots, type CourtRow, type TimeslotRow } from "./catalog-service.ts";

/** What order validation needs of a sport's setup, read together. */
export type CatalogSnapshot = { rules: BookingRules; timeslots: TimeslotRow[]; courts: CourtRow[] };

/** A snapshot is trusted at most this long (an edit on another instance has no notification). */
const TTL_MS = 1000;

type Entry = { at: number; snapshot: Promise<CatalogSnapshot> };

/**
 * Per sport, the booking rules and the active timeslots and courts as read at most TTL_MS
 * ago, so a rush of orders does not read the same rows three times per order. Dropped
 * whenever the schedule cache is (this instance answered a write: schedule-cache.ts).
 * Callers must not refuse on a snapshot alone: what it lacks is read again fresh.
 */
export class CatalogSnapshots {
  private readonly entries = new Map<Sport, Entry>();

  constructor(private readonly deps: AppDeps) {}

  get(sport: Sport, options: { fresh: boolean }): Promise<CatalogSnapshot> {
    const hit = this.entries.get(sport);
    if (!options.fresh && hit && Date.now() - hit.at < TTL_MS) return hit.snapshot;
    const { db } = this.deps.database;
    const snapshot = Promise.all([bookingRules(db, sport), activeTimeslots(db, sport), activeCourts(db, sport)]).then(
      ([rules, timeslots, courts]) => ({ rules, timeslots, courts }),
    );
    const entry = { at: Date.now(), snapshot };
    this.entries.set(sport, entry);
    snapshot.catch(() => {
      if (this.entries.get(sport) === entry) this.entries.delete(sport);
    });
    return snapshot;
  }

  clear(): void {
    this.entries.clear();
  }
}

const snapshots = new WeakMap<AppDeps, CatalogSnapshots>();

export function catalogSnapshots(deps: AppDeps): CatalogSnapshots {
  let found = snapshots.get(deps);
  if (!found) {
    found = new CatalogSnapshots(deps);
    snapshots.set(deps, found);
  }
  return found;
}
