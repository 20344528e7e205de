import { sql } from 'drizzle-orm';
import { isUuid } from './uuid.ts';

/**
 * The company as one SQL constant: every table of a hand-written statement filtered by the same
 * literal, so the Citus statements check (and a distributed planner) sees them tied to one shard,
 * where drizzle would write each mention as a parameter of its own. Only a verified uuid (the
 * token's company) is ever written in.
 */
export const tenantConstant = (companyId: string) => {
  if (!isUuid(companyId)) throw new Error('not a company id');
  return sql.raw(`'${companyId}'::uuid`);
};

/** Ids read from the database as one `uuid[]` parameter, so the planner sees how many there are. */
export const uuidArray = (ids: readonly string[]) => {
  if (!ids.every(isUuid)) throw new Error('not a list of ids');
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
};
