import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { InterviewersQuery } from '@atrium/shared/schemas/recruiting/interviewer-tags';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

/**
 * Active colleagues holding the tag and matching the search (name or email). Only active ones, as
 * scheduling accepts (`checkInterviewers`): an invited account (a new hire not yet started, a
 * colleague who never signed in) offered here was refused on sending.
 */
export function findInterviewers(db: DbOrTx, companyId: string, query: InterviewersQuery) {
  const pattern = query.search ? containsPattern(query.search) : null;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timezone: users.timezone,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        pattern
          ? or(
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
              ilike(users.email, pattern),
            )
          : undefined,
        // Tied to the outer row's company, as Citus needs (named in full inside the raw subquery).
        query.tagId
          ? sql`exists (select 1 from interviewer_tag_links l where l.company_id = "users"."company_id" and l.user_id = "users"."id" and l.tag_id = ${query.tagId})`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.limit);
}
