// The messages between the main thread and the PGlite worker (worker.mjs speaks the same shapes;
// it is JavaScript, so these types are the one written description of them).

/** How the worker opens PGlite (workerData). */
export interface WorkerOpenOptions {
  /** A folder on disk, or nothing for an in-memory database. */
  dataDir?: string;
  /** A data-directory dump to start from (the test template); a Blob crosses threads without a copy. */
  loadDataDir?: Blob;
}

/**
 * What may cross with a statement. Parser functions cannot be sent: `textTypes` names the type OIDs
 * the caller parses itself, which the worker leaves as PostgreSQL's text.
 */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  blob?: Blob;
  textTypes?: number[];
}

export type WorkerRequest =
  | { id: number; op: 'query'; txId?: number; text: string; params?: unknown[]; options?: WireQueryOptions }
  | { id: number; op: 'exec'; txId?: number; text: string; options?: WireQueryOptions }
  /** Opens a transaction; the answer is its id (the request's own). */
  | { id: number; op: 'begin' }
  /** Commits, or rolls back, the transaction `txId`; answered once PGlite has done so. */
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'close' };

export type WorkerRequestBody = WorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/** An error as the worker sends it: structured cloning keeps only an Error's message and stack. */
export interface WireError {
  /** A PostgreSQL error (PGlite's DatabaseError), to be rebuilt as one. */
  database: boolean;
  message: string;
  stack?: string;
  /** Its own fields that clone: code, constraint, table, detail, severity, query, params… */
  fields: Record<string, unknown>;
  cause?: WireError;
}

/** Answers carry the request's id; id 0 answers the worker's start (PGlite open, or why not). */
export type WorkerResponse = { id: number; result: unknown } | { id: number; error: WireError };

/** The dump's bytes travel as a transferred ArrayBuffer (a File does not clone). */
export interface WireDump {
  buffer: ArrayBuffer;
  type: string;
  name?: string;
}
