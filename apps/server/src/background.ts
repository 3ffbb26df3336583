import type { FastifyBaseLogger } from "fastify";

type Waiting = { name: string; task: () => Promise<unknown>; done: () => void };

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
    this.track(new Promise<void>((done) => this.waiting.push({ name, task, done })));
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
      const { name, task, done } = this.waiting.shift() as Waiting;
      this.active++;
      void this.settled(name, task).finally(() => {
        this.active--;
        done();
        this.next();
      });
    }
  }
}
