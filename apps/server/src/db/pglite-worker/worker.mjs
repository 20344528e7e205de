// The thread that owns PGlite. Its WASM PostgreSQL holds whichever thread runs it for the whole of a
// statement, so it runs here and the main thread keeps answering requests meanwhile.
// Plain JavaScript: a worker starts without the TypeScript loader, from the sources and from the
// built server alike. protocol.ts describes the messages.
import { setFlagsFromString } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, messages } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Baseline (Liftoff) machine code only: V8's optimising tier would recompile PostgreSQL's large WASM
// module in the background, costing some 20 MB and seconds of CPU at every start, and measured no
// faster on our queries (see docs/benchmarks.md). V8's flags are the process's, not the thread's (a
// worker refuses them in execArgv), so setting it here, before PGlite compiles, is what takes effect.
setFlagsFromString('--liftoff-only');

/** @type {import('./protocol.ts').WorkerOpenOptions} */
const options = workerData;
const pglite = new PGlite({
  dataDir: options.dataDir,
  loadDataDir: options.loadDataDir,
  // PGlite's default 128 MB of shared buffers costs ~750 MB of resident memory in WASM; 8 MB keeps
  // the whole process, this thread's isolate included, under the 250 MB target with sign-ins hashing
  // on both cores (16 MB came to 257 MB: `npm run bench`).
  postgresqlconf: 'shared_buffers = 8MB',
  // The people search's trigram indexes (migration 0003); PostgreSQL ships it as contrib.
  extensions: { pg_trgm },
});

/**
 * Open transactions by id: PGlite's own transaction() runs until the main thread ends it, so its
 * statements (and PGlite's serialising of everything else meanwhile) behave as on one thread.
 * @type {Map<number, { tx: import('@electric-sql/pglite').Transaction, end: (commit: boolean) => void, finished: Promise<void> }>}
 */
const transactions = new Map();

const keepText = (value) => value;

/** The caller's parsers stay on its thread; the values they parse are sent as PostgreSQL's text. */
function pgliteOptions(wire) {
  if (!wire) return undefined;
  const { textTypes, ...rest } = wire;
  if (!textTypes) return rest;
  return { ...rest, parsers: Object.fromEntries(textTypes.map((oid) => [oid, keepText])) };
}

function targetOf(txId) {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Opens a transaction and answers `id` once BEGIN has run; it then waits for its 'end'. */
function begin(id) {
  let began = false;
  let end;
  const decided = new Promise((resolve) => (end = resolve));
  const finished = pglite.transaction(async (tx) => {
    began = true;
    transactions.set(id, { tx, end, finished });
    post({ id, result: id });
    // Rolled back here rather than by throwing, so PGlite answers as its own tx.rollback() does.
    if (!(await decided)) await tx.rollback();
  });
  // Once begun, a failure (COMMIT refused) belongs to the 'end' request, which awaits `finished`.
  finished.catch((error) => {
    if (!began) post({ id, error: wireError(error) });
  });
}

async function end(txId, commit) {
  const open = transactions.get(txId);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(txId);
  open.end(commit);
  await open.finished;
}

async function dump(compression) {
  const file = await pglite.dumpDataDir(compression);
  const buffer = await file.arrayBuffer();
  return { buffer, type: file.type, name: file.name };
}

async function handle(request) {
  switch (request.op) {
    case 'query':
      return targetOf(request.txId).query(request.text, request.params, pgliteOptions(request.options));
    case 'exec':
      return targetOf(request.txId).exec(request.text, pgliteOptions(request.options));
    case 'end':
      return end(request.txId, request.commit);
    case 'dump':
      return dump(request.compression);
    case 'close':
      return pglite.close();
    default:
      throw new Error(`Unknown request ${request.op}`);
  }
}

/**
 * Structured cloning keeps only an Error's message and stack, so its fields travel by name: every own
 * field that clones (code, constraint, detail, query, params…); the query options, which hold parser
 * functions, do not, and the main thread puts back its own.
 */
function wireError(error, depth = 0) {
  if (!(error instanceof Error)) return { database: false, message: String(error), fields: {} };
  // A plain error's name is its prototype's (TypeError…); a DatabaseError's is its own field.
  const fields = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    try {
      fields[key] = structuredClone(value);
    } catch {
      // a function or another value that cannot cross
    }
  }
  return {
    database: error instanceof messages.DatabaseError,
    message: error.message,
    stack: error.stack,
    fields,
    cause: error.cause !== undefined && depth < 3 ? wireError(error.cause, depth + 1) : undefined,
  };
}

function post(response, transfer = []) {
  try {
    parentPort.postMessage(response, transfer);
  } catch (error) {
    // A result that does not clone (it should not happen) still answers its request.
    parentPort.postMessage({ id: response.id, error: wireError(error) });
  }
}

parentPort.on('message', (request) => {
  // Not awaited one by one: a statement waiting for an open transaction must not hold back the
  // message that ends it.
  if (request.op === 'begin') return begin(request.id);
  handle(request).then(
    // The dump's bytes move to the main thread rather than being copied.
    (result) => post({ id: request.id, result }, request.op === 'dump' ? [result.buffer] : []),
    (error) => post({ id: request.id, error: wireError(error) }),
  );
});

pglite.waitReady.then(
  () => post({ id: 0, result: null }),
  (error) => post({ id: 0, error: wireError(error) }),
);
