import type { Db, DbOrTx, Tx } from './client.ts';

interface PendingWork {
  callbacks: Array<() => void>;
}

/** The callbacks waiting on each open transaction handle (savepoints share their transaction's). */
const pendingOf = new WeakMap<object, PendingWork>();
/** The database each open transaction handle belongs to. */
const roots = new WeakMap<object, Db>();

/** The database a handle works on: itself, or the one a transaction handle was opened on. */
export const rootDatabaseOf = (handle: DbOrTx): Db => roots.get(handle) ?? (handle as Db);

/**
 * Runs `callback` once the transaction `handle` belongs to commits, at once when `handle` is no
 * transaction; dropped if it rolls back. What others may act on (a live event telling a browser to
 * reload its bell) must not arrive before the change can be read.
 */
export function afterCommit(handle: DbOrTx, callback: () => void): void {
  const work = pendingOf.get(handle);
  if (work) work.callbacks.push(callback);
  else callback();
}

// Handles are passed explicitly rather than found through AsyncLocalStorage: on Node 20 that turns
// on promise hooks for the whole process, which cost ~10% of a cached GET's throughput (measured).
function track(tx: Tx, db: Db, work: PendingWork): void {
  roots.set(tx, db);
  pendingOf.set(tx, work);
  const savepoint = tx.transaction.bind(tx) as Db['transaction'];
  tx.transaction = (async (
    run: (inner: Tx) => Promise<unknown>,
    config?: Parameters<Db['transaction']>[1],
  ) => {
    const before = work.callbacks.length;
    try {
      return await savepoint((inner) => {
        track(inner, db, work);
        return run(inner);
      }, config);
    } catch (error) {
      // The savepoint rolled back: what it registered goes with it.
      work.callbacks.length = before;
      throw error;
    }
  }) as Tx['transaction'];
}

/** Makes `db.transaction` keep the afterCommit callbacks registered inside it, and run them after COMMIT. */
export function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const work: PendingWork = { callbacks: [] };
    const result = await transaction((tx) => {
      track(tx, db, work);
      return run(tx);
    }, config);
    for (const callback of work.callbacks) {
      // The change is committed whatever a listener does; its failure must not undo the answer.
      try {
        callback();
      } catch (error) {
        process.emitWarning(error instanceof Error ? error : new Error(String(error)));
      }
    }
    return result;
  }) as Db['transaction'];
  return db;
}
