import { AVAILABILITY_EVENT, type AvailabilityEvent, type ScheduleCell, type Sport } from "@courtside/contract";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import type { PriceList } from "../booking-policy/prices.ts";
import { AVAILABILITY_CHANNEL, changesGrid, parseChange } from "../schedule/availability-change.ts";
import { servedDaySchedule } from "../schedule/schedule-service.ts";

export { AVAILABILITY_CHANNEL };

export type Stream = {
  sport: Sport;
  date: string;
  /** The caller's price list (booking-policy): streams with the same prices share one re-read. */
  prices: PriceList;
  write(chunk: string): void;
  /** The ETag of the grid this stream was last told; null before its first event. */
  told: string | null;
};

const cellKey = (c: ScheduleCell) => `${c.court_id}:${c.timeslot_id}`;
const cellValue = (c: ScheduleCell) => `${c.status}:${c.price}`;
const COALESCE_MS = 20;

/**
 * Fans database notifications out to this instance's open schedule streams. Listens once
 * (lazily, at the first stream); per (sport, date, price list) it re-reads the day grid through
 * the schedule service, coalescing bursts, and sends each stream only the cells whose
 * status or price changed since the grid it was last told. Streams told the same grid share
 * one record of it and one serialised event, so a thousand streams of a day cost one diff.
 */
export class AvailabilityHub {
  private readonly streams = new Set<Stream>();
  /** Cell values (cellKey → cellValue) of each grid some open stream was last told, by ETag. */
  private readonly toldGrids = new Map<string, Map<string, string>>();
  private listening: Promise<Unlisten> | null = null;
  private readonly groups = new Map<string, { scheduled: boolean; running: Promise<void> }>();

  constructor(private readonly deps: AppDeps) {}

  /** Registers the stream, then sends it every cell of its day (the first event is the whole grid). */
  async open(stream: Stream): Promise<void> {
    this.listening ??= this.deps.database.listen(
      AVAILABILITY_CHANNEL,
      (payload) => this.notified(payload),
      () => this.resumed(),
    );
    const listening = this.listening;
    try {
      await listening;
    } catch (err) {
      // The database is away: this stream fails, the next one tries to listen again.
      if (this.listening === listening) this.listening = null;
      throw err;
    }
    this.streams.add(stream);
    await this.refresh(groupKey(stream));
  }

  remove(stream: Stream): void {
    this.streams.delete(stream);
  }

  /** Ends every stream (so the server can close) and stops listening. */
  async close(end: (stream: Stream) => void): Promise<void> {
    for (const stream of this.streams) end(stream);
    this.streams.clear();
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => {});
  }

  /** The LISTEN connection came back: changes made while it was down were never notified, so re-read every open day. */
  private resumed(): void {
    for (const key of new Set([...this.streams].map(groupKey))) this.schedule(key);
  }

  private notified(payload: string): void {
    const change = parseChange(payload);
    const zone = this.deps.config.timezone;
    const keys = new Set<string>();
    for (const stream of this.streams) if (changesGrid(change, stream.sport, stream.date, zone)) keys.add(groupKey(stream));
    for (const key of keys) this.schedule(key);
  }

  /** One re-read per group however many notifications arrive together; never two at once. */
  private schedule(key: string): void {
    const group = this.groups.get(key) ?? { scheduled: false, running: Promise.resolve() };
    this.groups.set(key, group);
    if (group.scheduled) return;
    group.scheduled = true;
    setTimeout(() => {
      group.running = group.running
        .then(() => {
          group.scheduled = false;
          return this.refresh(key);
        })
        .catch((err: unknown) => this.deps.log.warn({ err }, "availability refresh failed"))
        .finally(() => {
          if (!group.scheduled && ![...this.streams].some((s) => groupKey(s) === key)) this.groups.delete(key);
        });
    }, COALESCE_MS);
  }

  /** Brings the group's streams (or only `only`, a stream just opened) up to the current grid. */
  private async refresh(key: string, only?: Stream): Promise<void> {
    const members = only ? [only] : [...this.streams].filter((s) => groupKey(s) === key);
    const first = members[0];
    if (!first) return;
    const served = await servedDaySchedule(this.deps, first.sport, first.date, first.prices);
    if (!this.toldGrids.has(served.etag)) {
      this.toldGrids.set(served.etag, new Map(served.grid.cells.map((c) => [cellKey(c), cellValue(c)])));
    }
    const chunks = new Map<string | null, string>();
    for (const stream of members) {
      if (stream.told === served.etag) continue;
      let chunk = chunks.get(stream.told);
      if (chunk === undefined) {
        // A stream whose last grid is no longer on record gets the whole day again.
        const before = stream.told === null ? undefined : this.toldGrids.get(stream.told);
        const changed = before ? served.grid.cells.filter((c) => before.get(cellKey(c)) !== cellValue(c)) : served.grid.cells;
        const event: AvailabilityEvent = { date: first.date, cells: changed };
        chunk =
          changed.length === 0 && stream.told !== null ? "" : `event: ${AVAILABILITY_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
        chunks.set(stream.told, chunk);
      }
      if (chunk) stream.write(chunk);
      stream.told = served.etag;
    }
    if (!only) this.forgetUntoldGrids();
  }

  private forgetUntoldGrids(): void {
    const told = new Set([...this.streams].map((s) => s.told));
    for (const etag of this.toldGrids.keys()) if (!told.has(etag)) this.toldGrids.delete(etag);
  }
}

const groupKey = (s: Pick<Stream, "sport" | "date" | "prices">) => `${s.sport}|${s.date}|${s.prices.key}`;
