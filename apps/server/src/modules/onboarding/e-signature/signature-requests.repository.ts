import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { SignatureRequestState } from '@atrium/shared/schemas/onboarding/e-signature';
import type { DbOrTx } from '../../../db/client.ts';
import { newHires, onboardingSignatureRequests } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

const requests = onboardingSignatureRequests;

export type RequestInsert = Omit<
  typeof requests.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;
export type RequestPatch = Partial<RequestInsert>;

const record = {
  request: requests,
  hire: {
    id: newHires.id,
    preferredFirstName: newHires.preferredFirstName,
    legalFirstName: newHires.legalFirstName,
    legalLastName: newHires.legalLastName,
    state: newHires.state,
    userId: newHires.userId,
    managerUserId: newHires.managerUserId,
    hrContactUserId: newHires.hrContactUserId,
    buddyUserId: newHires.buddyUserId,
  },
};
export type RequestRecord = Awaited<ReturnType<typeof findRequest>> & object;

const hireJoin = sameCompany(newHires, requests, eq(newHires.id, requests.newHireId));

export async function findRequest(
  db: DbOrTx,
  companyId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select(record)
    .from(requests)
    .innerJoin(newHires, hireJoin)
    .where(and(eq(requests.companyId, companyId), eq(requests.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: requests }) : await query;
  return row ?? null;
}

export const listRequests = (
  db: DbOrTx,
  companyId: string,
  filter: { newHireId?: string; state?: SignatureRequestState },
) =>
  db
    .select(record)
    .from(requests)
    .innerJoin(newHires, hireJoin)
    .where(
      and(
        eq(requests.companyId, companyId),
        filter.newHireId ? eq(requests.newHireId, filter.newHireId) : undefined,
        filter.state ? eq(requests.state, filter.state) : undefined,
      ),
    )
    .orderBy(desc(requests.createdAt), requests.id)
    .limit(500);

/**
 * The documents waiting on a person: as the hire (waiting for their signature) or as counter-signer
 * (named on the request, or by their role on the hire while the request names nobody yet).
 */
export const waitingOn = (db: DbOrTx, companyId: string, userId: string) =>
  db
    .select(record)
    .from(requests)
    .innerJoin(newHires, hireJoin)
    .where(
      and(
        eq(requests.companyId, companyId),
        sql`${newHires.state} <> 'cancelled'`,
        or(
          and(eq(requests.state, 'waiting_for_signature'), eq(newHires.userId, userId)),
          and(
            eq(requests.state, 'waiting_for_counter_signature'),
            or(
              eq(requests.counterSignerUserId, userId),
              sql`${requests.counterSignerUserId} is null and ((${requests.counterSignerRole} = 'manager' and ${newHires.managerUserId} = ${userId})
                or (${requests.counterSignerRole} = 'hr_contact' and ${newHires.hrContactUserId} = ${userId})
                or (${requests.counterSignerRole} = 'buddy' and ${newHires.buddyUserId} = ${userId}))`,
            ),
          ),
        ),
      ),
    )
    .orderBy(requests.createdAt, requests.id)
    .limit(200);

export async function insertRequest(db: DbOrTx, companyId: string, values: RequestInsert) {
  const [row] = await db
    .insert(requests)
    .values({ ...values, companyId })
    .onConflictDoNothing()
    .returning({ id: requests.id });
  return row ?? null;
}

export async function updateRequest(db: DbOrTx, companyId: string, id: string, patch: RequestPatch) {
  await db
    .update(requests)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(requests.companyId, companyId), eq(requests.id, id)));
}
