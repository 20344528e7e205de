import type { FastifyRequest } from 'fastify';
import type { Role } from '@atrium/shared/constants/company';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext, UserStateCache } from '../../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repository from './role-assignment.repository.ts';

// Who may give whom which role: the rules every place that assigns roles follows (company
// administration's people, recruiting's users).

const BEYOND_OWN_RIGHTS = 'You cannot grant more rights than you hold';
const UNKNOWN_ROLE = 'Select a role of your company';

/** Nobody hands out rights they do not hold themselves: the role and custom role must fit within theirs. */
export async function refuseGreaterRole(
  db: DbOrTx,
  auth: AuthContext,
  assigned: { role?: Role | null; customRoleId?: string | null },
): Promise<void> {
  const errors: FieldError[] = [];
  const fits = (ids: Iterable<string>) => [...ids].every((id) => auth.permissions.has(id as PermissionId));
  if (assigned.role && !fits(grantsOfRole(assigned.role))) {
    errors.push({ path: 'role', message: BEYOND_OWN_RIGHTS });
  }
  if (assigned.customRoleId) {
    const permissions = await repository.customRolePermissions(db, auth.companyId, assigned.customRoleId);
    if (permissions && !fits(permissions)) errors.push({ path: 'customRoleId', message: BEYOND_OWN_RIGHTS });
  }
  if (errors.length > 0) throw new AppError('FORBIDDEN', BEYOND_OWN_RIGHTS, { errors });
}

/** Nobody acts on the access of someone who holds rights they lack (deactivation, resets, roles). */
export async function refuseGreaterPerson(userStates: UserStateCache, auth: AuthContext, id: string) {
  const state = await userStates.get(id);
  const isGreater = [...(state?.grants ?? [])].some((permission) => !auth.permissions.has(permission));
  if (isGreater) throw new AppError('FORBIDDEN', 'This person holds rights you do not have');
}

/** Gives a person a company role (or none, leaving their system role's grants), audited as a people edit. */
export async function assignCustomRole(
  deps: { db: Db; userStates: UserStateCache },
  request: FastifyRequest,
  auth: AuthContext,
  personId: string,
  customRoleId: string | null,
): Promise<void> {
  // Outside the transaction: the user-state cache reads through its own connection, and the
  // embedded database has only one, which the open transaction would hold.
  if (!(await repository.findCustomRoleOf(deps.db, auth.companyId, personId))) throw notFound('User');
  await refuseGreaterPerson(deps.userStates, auth, personId);
  await deps.db.transaction(async (tx) => {
    const before = await repository.findCustomRoleOf(tx, auth.companyId, personId);
    if (!before) throw notFound('User');
    if (customRoleId && !(await repository.customRolePermissions(tx, auth.companyId, customRoleId))) {
      throw new AppError('VALIDATION_FAILED', UNKNOWN_ROLE, {
        errors: [{ path: 'customRoleId', message: UNKNOWN_ROLE }],
      });
    }
    await refuseGreaterRole(tx, auth, { customRoleId });
    await repository.setCustomRole(tx, auth.companyId, personId, customRoleId);
    await recordAudit(tx, request, {
      action: 'people.update',
      targetType: 'user',
      targetId: personId,
      before: { customRoleId: before.customRoleId },
      after: { customRoleId },
    });
  });
  // The role decides their grants: the change must reach their next request.
  deps.userStates.invalidate(personId);
}
