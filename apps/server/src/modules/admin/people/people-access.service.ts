import type { FastifyRequest } from 'fastify';
import type { PersonDetail } from '@atrium/shared/schemas/admin/people';
import type { Tx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { mailResetLink } from '../../platform/auth/password-reset.service.ts';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens.repository.ts';
import { mailInvitation, newTemporaryPassword } from './invitation.ts';
import type { PeopleDeps } from './people.deps.ts';
import {
  attributeValuesOf,
  findCompany,
  findPerson,
  updatePerson,
  type PersonRow,
} from './people.repository.ts';
import { refuseGreaterPerson } from './person-checks.ts';
import { auditedFields, toPersonDetail } from './person-view.ts';

// Who may sign in: deactivation and activation, invitations and admin-started password resets.

const conflict = (message: string) => new AppError('CONFLICT', message);

/** The person, of the admin's company; nobody acts on someone who holds rights they lack. */
async function target(deps: PeopleDeps, auth: AuthContext, id: string): Promise<PersonRow> {
  const row = await findPerson(deps.db, auth.companyId, id);
  if (!row) throw notFound('User');
  await refuseGreaterPerson(deps.userStates, auth, id);
  return row;
}

async function changeStatus(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  action: string,
  write: (tx: Tx, before: PersonRow) => Promise<void>,
): Promise<PersonDetail> {
  const result = await deps.db.transaction(async (tx) => {
    const before = await findPerson(tx, auth.companyId, id);
    if (!before) throw notFound('User');
    await write(tx, before);
    const after = (await findPerson(tx, auth.companyId, id))!;
    await recordAudit(tx, request, {
      action,
      targetType: 'user',
      targetId: id,
      before: { status: before.user.status },
      after: auditedFields(after),
    });
    return toPersonDetail(after, await attributeValuesOf(tx, auth.companyId, id));
  });
  deps.userStates.invalidate(id);
  return result;
}

/** Ends every session at once: the token version moves on and every refresh token is revoked. */
export async function deactivatePerson(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<PersonDetail> {
  if (id === auth.userId) throw new AppError('BAD_REQUEST', 'You cannot deactivate yourself');
  await target(deps, auth, id);
  return changeStatus(deps, request, auth, id, 'people.deactivate', async (tx, before) => {
    if (before.user.status === 'inactive') throw conflict('This person is already inactive');
    await updatePerson(tx, auth.companyId, id, { status: 'inactive' }, true);
    await revokeAllForUser(tx, auth.companyId, id, new Date());
  });
}

/** Someone who never set a password goes back to invited; their invitation can then be resent. */
export async function activatePerson(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<PersonDetail> {
  await target(deps, auth, id);
  return changeStatus(deps, request, auth, id, 'people.activate', async (tx, before) => {
    if (before.user.status !== 'inactive') throw conflict('This person is not inactive');
    await updatePerson(tx, auth.companyId, id, { status: before.user.passwordHash ? 'active' : 'invited' });
  });
}

/** A fresh temporary password replaces the previous one, which stops working. */
export async function resendInvitation(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const row = await target(deps, auth, id);
  if (row.user.status !== 'invited') throw conflict('Only a person still invited can be sent an invitation');
  const temp = await newTemporaryPassword();
  const companyName = await deps.db.transaction(async (tx) => {
    await updatePerson(tx, auth.companyId, id, {
      tempPasswordHash: temp.hash,
      tempPasswordExpiresAt: temp.expiresAt,
    });
    await recordAudit(tx, request, { action: 'people.invite_resend', targetType: 'user', targetId: id });
    return (await findCompany(tx, auth.companyId))!.name;
  });
  deps.userStates.invalidate(id);
  await mailInvitation(deps, row.user, companyName, temp.password);
}

/** The person gets the forgot-password mail; the admin never sees or chooses the password. */
export async function startPasswordReset(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<void> {
  const row = await target(deps, auth, id);
  if (row.user.status !== 'active') {
    throw conflict('Only an active person can reset their password; resend an invitation instead');
  }
  await mailResetLink(deps, row.user, request, auth.userId);
}
