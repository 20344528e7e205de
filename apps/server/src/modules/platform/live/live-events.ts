import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import { afterCommit, rootDatabaseOf } from '../../../db/after-commit.ts';

/** One event for some users' open tabs (never for another company's). */
export interface LiveEvent {
  id: string;
  companyId: string;
  userIds: string[];
  type: string;
  data: unknown;
}

const buses = new WeakMap<object, EventEmitter>();

/**
 * What has happened on a database that open tabs should hear of. The app's LiveHub listens to its
 * database's bus and fans events out (through Redis to every instance when configured). A bus per
 * database rather than a handle passed around, so a module publishes from inside its own
 * transaction with nothing but that transaction.
 */
export function liveBusOf(db: DbOrTx): EventEmitter {
  const root = rootDatabaseOf(db);
  let bus = buses.get(root);
  if (!bus) {
    bus = new EventEmitter();
    bus.setMaxListeners(0);
    buses.set(root, bus);
  }
  return bus;
}

/** Publishes an event once the transaction `db` belongs to commits (at once outside one). */
export function publishLive(db: DbOrTx, event: Omit<LiveEvent, 'id'>): void {
  const withId: LiveEvent = { ...event, id: randomUUID() };
  const bus = liveBusOf(db);
  afterCommit(db, () => bus.emit('event', withId));
}
