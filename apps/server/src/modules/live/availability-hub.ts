import { AVAILABILITY_EVENT, type AvailabilityEvent, type ScheduleCell, type Sport } from "@courtside/contract";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import { dayInstants, overlaps } from "../../facility-time.ts";
import type { Payer } from "../orders/pricing.ts";
import { AVAILABILITY_CHANNEL } from "../schedule/schedule-cache.ts";
import { daySchedule } from "../schedule/schedule-service.ts";

export { AVAILABILITY_CHANNEL };

export type Stream = {
  sport: Sport;
  date: string;
  payer: Payer;
  write(chunk: string): void;
  /** What this stream was last told, per cell: "status:price". */
  seen: Map<string, string>;
};

type Change = { sport: Sport; date?: string; from?: string; to?: string };

const cellKey = (c: ScheduleCell) => `${c.court_id}:${c.timeslot_id}`;
const cellValue = (c: ScheduleCell) => `${c.status}:${c.price}`;
const COALESCE_MS = 20;

/**
 * Fans database notifications out to this instance's open schedule streams. Listens once
 * (lazily, at the first stream); per (sport, date, payer) it re-reads the day grid through
 * the schedule service, coalescing bursts, and sends each stream only the cells whose
 * status or price changed since what that stream was last sent.
 */
export class AvailabilityHub {
  private readonly streams = new Set<Stream>();
  private listening: Promise<Unlisten> | null = null;
  private readonly groups = new Map<string, { scheduled: boolean; running: Promise<void> }>();

  constructor(private readonly deps: AppDeps) {}

  /** Registers the stream, then sends it every cell of its day (the first event is the whole grid). */
  async open(stream: Stream): Promise<void> {
    this.listening ??= this.deps.database.listen(AVAILABILITY_CHANNEL, (payload) => this.notified(payload));
    await this.listening;
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

  private notified(payload: string): void {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch {
      return;
    }
    const keys = new Set<string>();
    for (const stream of this.streams) if (this.touches(change, stream)) keys.add(groupKey(stream));
    for (const key of keys) this.schedule(key);
  }

  private touches(change: Change, stream: Stream): boolean {
    if (change.sport !== stream.sport) return false;
    if (change.date) return change.date === stream.date;
    if (!change.from || !change.to) return true;
    return overlaps(
      { start: new Date(change.from), end: new Date(change.to) },
      dayInstants(stream.date, this.deps.config.timezone),
    );
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

  private async refresh(key: string): Promise<void> {
    const members = [...this.streams].filter((s) => groupKey(s) === key);
    const first = members[0];
    if (!first) return;
    const { cells } = await daySchedule(this.deps, first.sport, first.date, first.payer);
    for (const stream of members) {
      const changed = cells.filter((c) => stream.seen.get(cellKey(c)) !== cellValue(c));
      if (changed.length === 0 && stream.seen.size > 0) continue;
      for (const c of changed) stream.seen.set(cellKey(c), cellValue(c));
      const event: AvailabilityEvent = { date: stream.date, cells: changed };
      stream.write(`event: ${AVAILABILITY_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }
}

const groupKey = (s: Pick<Stream, "sport" | "date" | "payer">) => `${s.sport}|${s.date}|${s.payer}`;
