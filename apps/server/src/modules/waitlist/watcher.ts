import type { Sport } from "@courtside/contract";
import type { Unlisten } from "../../db/notifications.ts";
import type { AppDeps } from "../../deps.ts";
import { AVAILABILITY_CHANNEL } from "../schedule/availability-change.ts";
import { datesFreedBy, datesInLine } from "./due.ts";
import { offerFreedCourts } from "./offers.ts";

/**
 * Passes freed courts to the waitlist as they free, on every instance: listens on the
 * availability channel (the triggers notify every freeing transition: cancellations, lapsed
 * holds, closures removed, moves) and offers each date that changed and has people in line.
 * Per date one pass claims at a time, coalescing bursts (see offer()); the date's lock
 * (offers.ts) keeps instances from offering a court twice.
 */
const LINES_TTL_MS = 1_000;

export class WaitlistWatcher {
  private listening: Promise<Unlisten> | null = null;
  private lines: { at: number; dates: Promise<{ sport: Sport; date: string }[]> } | null = null;
  private readonly dates = new Map<string, { claiming: boolean; again: boolean; passes: Set<Promise<void>> }>();

  /** The offers' statements go through the server's own connections: a burst of requests does not queue them. */
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = { ...deps, database: { ...deps.database, db: deps.database.serverDb } };
  }

  start(): Promise<Unlisten> {
    this.listening ??= this.deps.database.listen(
      AVAILABILITY_CHANNEL,
      (payload) => void this.notified(payload),
      () => void this.everyDate(),
    );
    return this.listening;
  }

  async stop(): Promise<void> {
    const unlisten = await this.listening?.catch(() => null);
    this.listening = null;
    await unlisten?.().catch(() => {});
    while (this.dates.size > 0) await Promise.allSettled([...this.dates.values()].flatMap((d) => [...d.passes]));
  }

  private async notified(payload: string): Promise<void> {
    const freed = datesFreedBy(payload, this.deps.config.timezone);
    if (!freed) return;
    const waiting = await this.inLine();
    for (const { sport, date } of waiting) {
      if (freed.sport && freed.sport !== sport) continue;
      if (freed.dates && !freed.dates.includes(date)) continue;
      this.offer(sport, date);
    }
  }

  /** The listening connection came back: any date may have freed a court meanwhile. */
  private async everyDate(): Promise<void> {
    for (const { sport, date } of await this.inLine()) this.offer(sport, date);
  }

  /**
   * The dates someone waits for, read at most once a second: a release rush notifies on every
   * order, and a date joined since is swept within seconds anyway (main.ts). Joining needs a
   * taken slot, so a new line has nothing to offer at once.
   */
  private inLine(): Promise<{ sport: Sport; date: string }[]> {
    const now = Date.now();
    if (!this.lines || now - this.lines.at > LINES_TTL_MS) {
      this.lines = { at: now, dates: datesInLine(this.deps).catch(() => []) };
    }
    return this.lines.dates;
  }

  /**
   * A pass for the date: one pass claims at a time (a notice meanwhile asks for one more after
   * it), but a pass still placing its holds does not hold up the next one's claims, so in a
   * burst of cancels a court freed late is offered without waiting for earlier offers' holds.
   * Passes that overlap are as safe as two instances' (offers.ts).
   */
  private offer(sport: Sport, date: string): void {
    const key = `${sport}:${date}`;
    const state = this.dates.get(key) ?? { claiming: false, again: false, passes: new Set<Promise<void>>() };
    this.dates.set(key, state);
    if (state.claiming) {
      state.again = true;
      return;
    }
    state.claiming = true;
    state.again = false;
    // Once per pass: a pass that ends after the next one began claiming must not end that one's turn.
    let released = false;
    const claimed = () => {
      if (released) return;
      released = true;
      state.claiming = false;
      if (state.again) this.offer(sport, date);
    };
    const pass: Promise<void> = offerFreedCourts(this.deps, sport, date, claimed)
      .then(
        () => undefined,
        (err: unknown) => this.deps.log.warn({ err, sport, date }, "could not offer freed courts to the waitlist"),
      )
      .finally(() => {
        claimed();
        state.passes.delete(pass);
        if (state.passes.size === 0 && !state.claiming) this.dates.delete(key);
      });
    state.passes.add(pass);
    // The burst's mails (its offers' too) wait until the offers are placed.
    this.deps.background.holdWhile(pass);
  }
}
