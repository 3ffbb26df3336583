import type { Sport } from "@courtside/contract";
import type { AppDeps } from "../../deps.ts";

/**
 * Only one attempt at a time writes a given court-slot on this instance. In a rush the
 * others would otherwise queue on the exclusion constraint's lock in the database, each
 * holding a pooled connection; here they wait in memory for the write under way, then
 * all look at once (one shared grid read) whether the court went (see knownTaken in
 * create-order.ts), and only an attempt that still finds it free goes on to write. The
 * database still decides every win: this only orders one instance's attempts.
 */
export class AttemptQueue {
  private readonly writing = new Map<string, Promise<void>>();

  /**
   * Claims `cells` for writing once no other attempt here is writing any of them. After each
   * wait `afterWaiting` runs: it may throw to give up, or answer a value that settles the
   * attempt without writing. Answers the release (call it once the attempt has written or
   * failed) or that value.
   */
  async claim<T>(cells: string[], afterWaiting: () => Promise<T | null>): Promise<{ release: () => void } | { settled: T }> {
    for (;;) {
      const busy = cells.map((cell) => this.writing.get(cell)).filter((p): p is Promise<void> => p !== undefined);
      if (busy.length === 0) break;
      await Promise.all(busy);
      const settled = await afterWaiting();
      if (settled !== null) return { settled };
    }
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (const cell of cells) this.writing.set(cell, done);
    return {
      release: () => {
        for (const cell of cells) if (this.writing.get(cell) === done) this.writing.delete(cell);
        release();
      },
    };
  }
}

/** The queue's name for one court in one timeslot of one date. */
export const attemptCell = (sport: Sport, date: string, timeslotId: number, courtId: number) =>
  `${sport}|${date}|${timeslotId}|${courtId}`;

const queues = new WeakMap<AppDeps, AttemptQueue>();

export function attemptQueue(deps: AppDeps): AttemptQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new AttemptQueue();
    queues.set(deps, queue);
  }
  return queue;
}
