import type { FastifyBaseLogger } from "fastify";

/** Background tasks running at once; the rest wait their turn, first come first served. */
const AT_ONCE = 4;

/**
 * Work that must not delay or shape an answer (e.g. a reset mail, whose timing would
 * reveal whether an account exists). Tracked so shutdown and tests can wait for it.
 *
 * A few run at once and the rest queue: in a burst (200 staff cancels in a second, each
 * mailing its customer and freeing a court for the waitlist) the mails trail behind the
 * answers and the offers instead of taking the database pool's connections from them.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: { name: string; task: () => Promise<unknown>; done: () => void }[] = [];
  private active = 0;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly atOnce = AT_ONCE,
  ) {}

  /**
   * A call to an outside service (a payment provider's checkout or refund): it waits on the
   * network, up to the provider's timeout, so it starts at once and keeps no place in the queue.
   */
  external(name: string, task: () => Promise<unknown>): void {
    this.track(this.settled(name, task));
  }

  run(name: string, task: () => Promise<unknown>): void {
    this.track(new Promise<void>((done) => this.waiting.push({ name, task, done })));
    this.next();
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
      const { name, task, done } = this.waiting.shift() as (typeof this.waiting)[number];
      this.active++;
      void this.settled(name, task).finally(() => {
        this.active--;
        done();
        this.next();
      });
    }
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
