import type { FastifyBaseLogger } from "fastify";

type Waiting = { name: string; task: () => Promise<unknown>; done: () => void; queuedAt: number };

/** The longest a queued task waits for held-for work (see holdWhile) before it runs anyway. */
export const MAX_HELD_MS = 2000;

/**
 * Work that must not delay or shape an answer (e.g. a reset mail, whose timing would
 * reveal whether an account exists). Tracked so shutdown and tests can wait for it.
 *
 * A few run at once and the rest queue: in a burst (200 staff cancels in a second, each
 * mailing its customer and freeing a court for the waitlist) the mails trail the answers and
 * the offers instead of taking the database pool's connections from them. A task reads what
 * it needs when it runs: queued behind a burst, it may see a later state (a confirmation for an
 * order cancelled meanwhile is not sent).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: Waiting[] = [];
  private active = 0;
  private readonly holding = new Set<Promise<unknown>>();
  private wakeUp: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** Background tasks running at once; the rest wait their turn, first come first served. */
    private readonly atOnce = 4,
  ) {}

  /**
   * Starts at once, keeping no place in the queue: a call to an outside service (a payment
   * provider's checkout or refund, waiting on the network up to its timeout), or work someone
   * waits on (a court passed on to the next in line).
   */
  urgent(name: string, task: () => Promise<unknown>): void {
    this.track(this.settled(name, task));
  }

  run(name: string, task: () => Promise<unknown>): void {
    this.track(new Promise<void>((done) => this.waiting.push({ name, task, done, queuedAt: Date.now() })));
    this.next();
  }

  /**
   * Queued tasks do not start while `work` runs, unless they have waited MAX_HELD_MS: while
   * freed courts are being offered to the people in line (someone is waiting for each), the
   * mails of a burst (each cancelled customer's, each offer's) trail them instead of sharing
   * the processor with them. Tasks already running go on.
   */
  holdWhile(work: Promise<unknown>): void {
    const held = work.then(
      () => undefined,
      () => undefined,
    );
    this.holding.add(held);
    void held.then(() => {
      this.holding.delete(held);
      this.next();
    });
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
      if (this.held()) return;
      const { name, task, done } = this.waiting.shift() as Waiting;
      this.active++;
      void this.settled(name, task).finally(() => {
        this.active--;
        done();
        this.next();
      });
    }
  }

  /** Whether the first in the queue must wait still; if so, it is woken when its wait runs out. */
  private held(): boolean {
    const first = this.waiting[0];
    if (this.holding.size === 0 || !first) return false;
    const left = first.queuedAt + MAX_HELD_MS - Date.now();
    if (left <= 0) return false;
    if (!this.wakeUp) {
      this.wakeUp = setTimeout(() => {
        this.wakeUp = null;
        this.next();
      }, left);
    }
    return true;
  }
}
