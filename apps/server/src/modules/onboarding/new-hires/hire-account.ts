import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users, type NewHireRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { insertUser } from '../../platform/auth/auth.repository.ts';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens.repository.ts';
import { findSignInIdentity } from '../../platform/auth/sign-in-identities.repository.ts';
import { personFields } from './new-hire-activation.ts';

// Issue 20, item 5: the hire's own account, made when they are invited, so the "Your next step" mail
// can let them set a password and see their welcome pages, tasks and documents before their first
// day. Until the start date it opens Onboarding only (the activation sweep then gives it the
// company's modules and its place in People); it has no role, so it holds the `.own` grants.

export const HIRE_MODULES = ['ONBOARDING'];

export const HIRE_ACCOUNT_MESSAGES = {
  otherCompany:
    'This personal email already signs in to another company; change the address before inviting them',
} as const;

/**
 * The user the hire signs in as: the company's person who already holds the address (a rehire,
 * an internal move), or a new invited one without a password (the next-step mail gives them a way
 * in). Another company's address is refused: an account belongs to one company.
 */
export async function hireAccount(
  tx: DbOrTx,
  companyId: string,
  hire: NewHireRow,
): Promise<{ userId: string; isNew: boolean }> {
  if (hire.userId) return { userId: hire.userId, isNew: false };
  const identity = await findSignInIdentity(tx, hire.personalEmail);
  if (identity && identity.companyId !== companyId)
    throw new AppError('CONFLICT', HIRE_ACCOUNT_MESSAGES.otherCompany, {
      errors: [{ path: 'personalEmail', message: HIRE_ACCOUNT_MESSAGES.otherCompany }],
    });
  if (identity) return { userId: identity.userId, isNew: false };
  const user = await insertUser(tx, {
    companyId,
    email: hire.personalEmail.toLowerCase(),
    firstName: hire.preferredFirstName || hire.legalFirstName,
    lastName: hire.legalLastName,
    contactNumber: hire.phone,
    role: null,
    allowedModules: HIRE_MODULES,
    defaultModule: HIRE_MODULES[0]!,
    status: 'invited',
    // People lists them as invited from now on, with where they will work and from when.
    ...(await personFields(tx, companyId, hire)),
  });
  return { userId: user.id, isNew: true };
}

/**
 * A hire cancelled or deleted before their first day loses the account made for them when they were
 * invited: it is signed out everywhere and cannot sign in again (People shows it inactive). Only an
 * account still as invitation made it (no role, Onboarding alone) closes: a colleague's own account,
 * linked for a rehire or an internal move, stays as it was. Answers the closed account's id.
 */
export async function closeUnstartedHireAccount(
  tx: DbOrTx,
  companyId: string,
  hire: Pick<NewHireRow, 'userId' | 'activatedAt'>,
): Promise<string | null> {
  if (!hire.userId || hire.activatedAt) return null;
  const [closed] = await tx
    .update(users)
    .set({ status: 'inactive', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.id, hire.userId),
        ne(users.status, 'inactive'),
        isNull(users.role),
        isNull(users.customRoleId),
        sql`${users.allowedModules} = array[${sql.join(
          HIRE_MODULES.map((module) => sql`${module}`),
          sql`, `,
        )}]::text[]`,
      ),
    )
    .returning({ id: users.id });
  if (!closed) return null;
  await revokeAllForUser(tx, companyId, closed.id, new Date());
  return closed.id;
}
