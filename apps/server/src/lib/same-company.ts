import { and, eq, type Column, type SQL } from 'drizzle-orm';

/**
 * The condition of a join between two tenant tables: their rows of the same company, linked as
 * `link` says. Citus joins distributed tables only on their distribution column, and the suite's
 * statement check (test/statements) holds every join to it.
 */
export const sameCompany = (one: { companyId: Column }, other: { companyId: Column }, link: SQL): SQL =>
  and(eq(one.companyId, other.companyId), link)!;
