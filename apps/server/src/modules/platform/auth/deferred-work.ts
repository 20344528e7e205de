import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the response is sent, so its duration cannot tell a caller anything (forgot
 * password answers the same, in the same time, whether or not the account exists). Pending work
 * is awaited on close so nothing runs against a closed database.
 */
export class DeferredWork {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const work = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `deferred ${name} failed`))
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
