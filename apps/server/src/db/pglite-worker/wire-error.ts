import { messages } from '@electric-sql/pglite';
import type { WireError } from './protocol.ts';

type MessageName = ConstructorParameters<typeof messages.DatabaseError>[2];

/**
 * Rebuilds an error the worker sent. A PostgreSQL error becomes PGlite's own DatabaseError again, with
 * its code, constraint, detail, query and params, so callers that test `instanceof`, read `code`
 * (23505 and friends) or log it through loggableError see what they saw with PGlite on this thread.
 */
export function errorFromWire(wire: WireError): Error {
  // `name` and `length` are DatabaseError's constructor arguments (its readonly fields).
  const { name, length, ...fields } = wire.fields;
  let error: Error;
  if (wire.database) {
    error = new messages.DatabaseError(
      wire.message,
      typeof length === 'number' ? length : 0,
      (typeof name === 'string' ? name : 'error') as MessageName,
    );
  } else {
    error = new Error(wire.message);
    if (typeof name === 'string') error.name = name;
  }
  Object.assign(error, fields);
  // The worker's frames: where in PGlite it failed. The caller's own frames are in Drizzle's wrapper.
  if (wire.stack) error.stack = wire.stack;
  if (wire.cause) error.cause = errorFromWire(wire.cause);
  return error;
}
