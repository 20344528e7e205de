import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx } from './client.ts';

interface PendingWork {
  callbacks: Array<() => void>;
  isSettled: boolean;
}

const pending = new AsyncLocalStorage<PendingWork>();
/** The database each open transaction belongs to. */
const roots = new WeakMap<object, Db>();

/** The database a handle works on: itself, or the one a transaction handle was opened on. */
export const rootDatabaseOf = (handle: DbOrTx): Db => roots.get(handle) ?? (handle as Db);

/**
 * Runs `callback` once the transaction around the caller commits, at once outside one; dropped if
 * it rolls back. What others may act on (a live event telling a browser to reload its bell) must
 * not arrive before the change can be read.
 */
export function afterCommit(callback: () => void): void {
  const work = pending.getStore();
  if (!work || work.isSettled) callback();
  else work.callbacks.push(callback);
}

/** Makes `db.transaction` keep the afterCommit callbacks of what runs inside it (nested ones join the outer). */
export function withAfterCommit(db: Db): Db {
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = (run, config) =>
    original((tx) => {
      roots.set(tx, db);
      return run(tx);
    }, config);
  db.transaction = (async (run, config) => {
    if (pending.getStore()?.isSettled === false) return transaction(run, config);
    const work: PendingWork = { callbacks: [], isSettled: false };
    try {
      const result = await pending.run(work, () => transaction(run, config));
      work.isSettled = true;
      for (const callback of work.callbacks) {
        // The change is committed whatever a listener does; its failure must not undo the answer.
        try {
          callback();
        } catch (error) {
          process.emitWarning(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return result;
    } finally {
      work.isSettled = true;
    }
  }) as Db['transaction'];
  return db;
}
