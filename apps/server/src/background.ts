import { performance } from "node:perf_hooks";
import type { FastifyBaseLogger } from "fastify";

type Options = {
  /** Background tasks running at once; the rest wait their turn, first come first served. */
  atOnce?: number;
  /**
   * While the event loop was busier than this share of the last tenth of a second, queued tasks
   * wait (each at most `maxWaitMs`). Off (1) on PGlite, whose queries run on the loop itself.
   */
  busyAbove?: number;
  maxWaitMs?: number;
};

type Waiting = { name: string; task: () => Promise<unknown>; done: () => void; since: number };

/**
 * Work that must not delay or shape an answer (e.g. a reset mail, whose timing would
 * reveal whether an account exists). Tracked so shutdown and tests can wait for it.
 *
 * A few run at once and the rest queue, and while the server is busy answering (200 staff
 * cancels in a second, each mailing its customer and freeing a court for the waitlist) the
 * queue waits up to a second and a half: the mails trail the answers and the offers instead
 * of taking the processor and the database pool's connections from them.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: Waiting[] = [];
  private active = 0;
  private retry: NodeJS.Timeout | null = null;
  private load = { at: performance.now(), sample: performance.eventLoopUtilization(), busy: false };
  private readonly atOnce: number;
  private readonly busyAbove: number;
  private readonly maxWaitMs: number;

  constructor(
    private readonly log: FastifyBaseLogger,
    options: Options = {},
  ) {
    this.atOnce = options.atOnce ?? 4;
    this.busyAbove = options.busyAbove ?? 1;
    this.maxWaitMs = options.maxWaitMs ?? 1500;
  }

  /**
   * Starts at once, keeping no place in the queue: a call to an outside service (a payment
   * provider's checkout or refund, waiting on the network up to its timeout), or work someone
   * waits on (a court passed on to the next in line).
   */
  urgent(name: string, task: () => Promise<unknown>): void {
    this.track(this.settled(name, task));
  }

  run(name: string, task: () => Promise<unknown>): void {
    this.track(new Promise<void>((done) => this.waiting.push({ name, task, done, since: performance.now() })));
    this.next();
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private track(work: Promise<void>): void {
    const promise = work.finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  private settled(name: string, task: () => Promise<unknown>): Promise<void> {
    return Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, task: name }, "background task failed"),
      );
  }

  private next(): void {
    while (this.active < this.atOnce && this.waiting.length > 0) {
      const oldest = this.waiting[0] as Waiting;
      if (this.busy() && performance.now() - oldest.since < this.maxWaitMs) {
        this.retry ??= setTimeout(() => {
          this.retry = null;
          this.next();
        }, 50);
        return;
      }
      const { name, task, done } = this.waiting.shift() as Waiting;
      this.active++;
      void this.settled(name, task).finally(() => {
        this.active--;
        done();
        this.next();
      });
    }
  }

  /** Whether the event loop was busier than `busyAbove` over the latest sample (taken at most every 100 ms). */
  private busy(): boolean {
    if (this.busyAbove >= 1) return false;
    const now = performance.now();
    if (now - this.load.at >= 100) {
      const sample = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(sample, this.load.sample);
      this.load = { at: now, sample, busy: utilization > this.busyAbove };
    }
    return this.load.busy;
  }
}
