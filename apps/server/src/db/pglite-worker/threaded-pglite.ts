import { Worker } from 'node:worker_threads';
import type { PGliteInterface, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { applyParsers, wireOptionsOf } from './parsers.ts';
import type { WireDump, WorkerOpenOptions, WorkerRequestBody, WorkerResponse } from './protocol.ts';
import { errorFromWire } from './wire-error.ts';

// PGlite's WASM PostgreSQL holds the thread that runs it for the whole of each statement. This runs it
// on a worker thread (worker.mjs) and answers as a PGlite instance would, as far as Drizzle's PGlite
// driver and openDatabase use one; the event loop here keeps serving requests meanwhile.

// Found beside this module both in the sources and in the built server (scripts/build.mjs emits it).
const WORKER_FILE = new URL('./worker.mjs', import.meta.url);

/** How long close() lets PGlite finish what it is running before the thread is stopped anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

export type ThreadedTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>;

type Compression = Parameters<PGliteInterface['dumpDataDir']>[0];

interface Waiting {
  resolve: (value: never) => void;
  reject: (error: unknown) => void;
}

/** PGlite's query errors carry their options; those hold functions, so the worker leaves them out. */
function withQueryOptions(error: unknown, options: QueryOptions | undefined): never {
  if (error instanceof Error && 'query' in error) Object.assign(error, { queryOptions: options });
  throw error;
}

export class ThreadedPGlite {
  readonly waitReady: Promise<void>;
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 1;
  /** Set once the thread is gone (closed, crashed or never started): every request is refused with it. */
  #gone: Error | undefined;
  #closing: Promise<void> | undefined;

  constructor(options: WorkerOpenOptions) {
    // No execArgv: the thread would inherit `--import tsx` and start the TypeScript loader (another
    // thread and its memory) for a plain JavaScript file.
    this.#worker = new Worker(WORKER_FILE, { workerData: options, execArgv: [] });
    this.#worker.on('message', (response: WorkerResponse) => this.#answer(response));
    // An exception the worker did not catch; 'exit' follows.
    this.#worker.on('error', (error) => this.#stopped(error));
    this.#worker.on('exit', (code) =>
      this.#stopped(new Error(`PGlite's thread stopped (exit code ${code})`)),
    );
    // The worker answers id 0 once PGlite is open.
    this.waitReady = new Promise<void>((resolve, reject) => this.#waiting.set(0, { resolve, reject }));
    // PGlite failed to open: the thread would wait for messages for ever.
    this.waitReady.catch(() => this.#worker.terminate());
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, text, options);
  }

  /** As PGlite's: committed when `callback` resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadedTransaction) => Promise<T>): Promise<T> {
    const txId = await this.#request<number>({ op: 'begin' });
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.#request<void>({ op: 'end', txId, commit });
    };
    const tx: ThreadedTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        checkOpen();
        return this.#query<R>(txId, text, params, options);
      },
      exec: async (text: string, options?: QueryOptions) => {
        checkOpen();
        return this.#exec(txId, text, options);
      },
      rollback: async () => {
        checkOpen();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      // A refused COMMIT (the transaction had failed) rejects here, and PGlite has rolled back.
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false);
      throw error;
    }
  }

  async dumpDataDir(compression?: Compression): Promise<File> {
    const dump = await this.#request<WireDump>({ op: 'dump', compression });
    return new File([dump.buffer], dump.name ?? 'pgdata.tar', { type: dump.type });
  }

  /** Closes PGlite, then stops the thread, whatever PGlite answered or if it did not in time. */
  close(): Promise<void> {
    this.#closing ??= this.#close();
    return this.#closing;
  }

  async #close(): Promise<void> {
    if (this.#gone) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`PGlite did not close within ${CLOSE_TIMEOUT_MS} ms; its thread was stopped`)),
        CLOSE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.#request<void>({ op: 'close' }), timeout]);
    } finally {
      clearTimeout(timer);
      this.#gone ??= new Error('PGlite is closed');
      await this.#worker.terminate();
    }
  }

  async #query<T>(
    txId: number | undefined,
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const result = await this.#request<Results<T>>({
      op: 'query',
      txId,
      text,
      params,
      options: wireOptionsOf(options),
    }).catch((error: unknown) => withQueryOptions(error, options));
    return applyParsers(result as Results, options) as Results<T>;
  }

  async #exec(txId: number | undefined, text: string, options: QueryOptions | undefined): Promise<Results[]> {
    const results = await this.#request<Results[]>({
      op: 'exec',
      txId,
      text,
      options: wireOptionsOf(options),
    }).catch((error: unknown) => withQueryOptions(error, options));
    return results.map((result) => applyParsers(result, options));
  }

  #request<T>(body: WorkerRequestBody): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      // The thread keeps the process alive only while an answer is awaited, as PGlite on this thread
      // would: a script that forgets to close its database still exits.
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      try {
        this.#worker.postMessage({ ...body, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function…).
        this.#settle(id);
        reject(error);
      }
    });
  }

  #answer(response: WorkerResponse): void {
    const waiting = this.#waiting.get(response.id);
    // Nobody waits for it any more (the thread was stopped meanwhile): dropped.
    if (!waiting) return;
    this.#settle(response.id);
    if ('error' in response) waiting.reject(errorFromWire(response.error));
    else waiting.resolve(response.result as never);
  }

  #settle(id: number): void {
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
  }

  #stopped(reason: Error): void {
    this.#gone ??= reason;
    for (const waiting of this.#waiting.values()) waiting.reject(reason);
    this.#waiting.clear();
  }
}
