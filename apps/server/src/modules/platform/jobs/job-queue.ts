import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { JOB_SCHEMA } from '../../../db/job-schema.ts';

/** What a handler learns of the run it is in: the last try may want to record a final failure. */
export interface JobRun {
  id: string;
  retryCount: number;
  retryLimit: number;
  isLastTry: boolean;
}

export interface JobDefinition<T> {
  /** Dotted, by product and area: `platform.mail.deliver`. */
  name: string;
  /** The job's data is checked when it is sent and again when it runs (it may outlive a deploy). */
  data: z.ZodType<T>;
  /** Tries after the first; each waits longer than the last (30 s, 60 s, 120 s … by default). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer is failed (and retried). */
  expireInSeconds?: number;
  handler: (data: T, run: JobRun) => Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** While a job with this key waits or runs, another one with it is not queued. */
  singletonKey?: string;
}

export interface JobQueueOptions {
  /** How often an idle worker asks for due jobs; a job sent in this process wakes its worker at once. */
  pollingIntervalSeconds?: number;
  /** Tests shorten the tries (fewer, sooner); production keeps each definition's own. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/**
 * Durable background jobs on the app's own database (pg-boss 10: PostgreSQL or PGlite). A job
 * survives a restart, runs once across instances (workers take jobs with SKIP LOCKED), is retried
 * with backoff, and one that fails its last try stays `failed`: the dead-letter state the admin
 * console reads (`failedJobs`).
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly workers = new Map<string, string>();
  /** pg-boss's statements under way: it marks a job done or failed without waiting for it. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private isStarted = false;
  /** Once stopped, pg-boss's late statements (a maintenance step under way) go nowhere. */
  private isClosed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text: string, values?: unknown[]) =>
          // One empty row: pg-boss reads rows[0] of some answers.
          this.isClosed ? Promise.resolve({ rows: [{}] }) : this.track(database.execute(text, values)),
      },
      schema: JOB_SCHEMA,
      // The tables come with the migrations (db/job-schema.ts); a newer pg-boss upgrades them here.
      migrate: true,
      // Jobs done keep a day for inspection; failed ones a week, then move to pg-boss's archive.
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Declares a kind of job and its worker; every definition comes before start. */
  define<T>(definition: JobDefinition<T>): void {
    if (this.isStarted) throw new Error(`Job ${definition.name} defined after the queue started`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<unknown>);
  }

  async start(): Promise<void> {
    if (this.isStarted) return;
    this.isStarted = true;
    this.isClosed = false;
    try {
      await this.startWorkers();
    } catch (error) {
      // Nothing may keep polling a database the app is about to close.
      await this.stop();
      throw error;
    }
  }

  private async startWorkers(): Promise<void> {
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      await this.createQueue(definition);
      let workerId = '';
      workerId = await this.boss.work(
        definition.name,
        { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            const data = definition.data.parse(job.data);
            await definition.handler(data, {
              id: job.id,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
              isLastTry: job.retryCount >= job.retryLimit,
            });
          } finally {
            // pg-boss waits a polling interval after every job; a backlog is worked through at once.
            this.boss.notifyWorker(workerId);
          }
        },
      );
      this.workers.set(definition.name, workerId);
    }
  }

  /**
   * Creates the queue unless it exists. Instances starting together race to create the same queue
   * (pg-boss makes a partition per queue) and PostgreSQL may pick one as a deadlock victim: it tries
   * again.
   */
  private async createQueue(definition: JobDefinition<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (await this.boss.getQueue(definition.name)) return;
        await this.boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: this.options.retryLimit ?? definition.retryLimit ?? 5,
          retryDelay: this.options.retryDelaySeconds ?? definition.retryDelaySeconds ?? 30,
          retryBackoff: true,
          expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        });
        return;
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        const isRace = code === '40P01' || code === '23505' || code === '42P07';
        if (!isRace || attempt >= 5) throw error;
        await new Promise((done) => setTimeout(done, 50 * attempt));
      }
    }
  }

  /** Queues a job (the data checked against its definition); answers its id, or null for a duplicate. */
  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job ${name} is defined`);
    const checked = definition.data.parse(data) as object;
    // pg-boss keeps the key but enforces it only for its singleton queue policies; ours are standard.
    if (options.singletonKey && (await this.isWaitingOrRunning(name, options.singletonKey))) return null;
    const id = await this.boss.send(name, checked, {
      startAfter: options.runAt,
      singletonKey: options.singletonKey,
    });
    const workerId = this.workers.get(name);
    // A job due now starts now rather than at the next poll.
    if (workerId && (!options.runAt || options.runAt.getTime() <= Date.now())) {
      this.boss.notifyWorker(workerId);
    }
    return id;
  }

  private async isWaitingOrRunning(name: string, singletonKey: string): Promise<boolean> {
    const result = await this.database.execute(
      `SELECT 1 FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
      [name, singletonKey],
    );
    return result.rows.length > 0;
  }

  /** Queues many jobs of one kind in one statement, each to run now. */
  async sendMany<T>(name: string, items: readonly T[]): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job ${name} is defined`);
    if (items.length === 0) return;
    await this.boss.insert(items.map((item) => ({ name, data: definition.data.parse(item) as object })));
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** Runs a job by cron (five fields, in the time zone given); one instance queues each tick. */
  async schedule<T>(name: string, cron: string, data: T, timeZone = 'UTC'): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job ${name} is defined`);
    await this.boss.schedule(name, cron, definition.data.parse(data) as object, { tz: timeZone });
  }

  async stop(): Promise<void> {
    if (!this.isStarted) return;
    this.isStarted = false;
    // Running jobs may finish (up to 10 s); the rest wait in the database for the next start.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    // pg-boss records a job's end without awaiting it; the database must outlive that statement.
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.isClosed = true;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}
