import type { FastifyBaseLogger } from "fastify";

/**
 * Work that must not delay or shape an answer (e.g. a reset mail, whose timing would
 * reveal whether an account exists). Tracked so shutdown and tests can wait for it.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = task()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err, task: name }, "background task failed"))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
