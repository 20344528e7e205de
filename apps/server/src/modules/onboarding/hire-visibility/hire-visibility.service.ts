import type { FastifyRequest } from 'fastify';
import { ROLES, roleLabel } from '@atrium/shared/constants/company';
import type {
  HireVisibilityInput,
  HireVisibilityRole,
} from '@atrium/shared/schemas/onboarding/hire-visibility';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { NO_ROLE_KEY } from '../new-hires/hire-visibility.ts';
import * as repository from './hire-visibility.repository.ts';

/** Every role of the company: its system roles, its own roles, and employees with none. */
async function rolesOf(db: DbOrTx, companyId: string): Promise<HireVisibilityRole[]> {
  const [custom, scopes] = await Promise.all([
    repository.companyRolesOf(db, companyId),
    repository.scopesOf(db, companyId),
  ]);
  const scopeOf = (key: string) => scopes.find((row) => row.roleKey === key)?.scope ?? 'all';
  return [
    ...ROLES.filter((role) => role !== 'SUPER_ADMIN').map((role) => ({
      roleKey: role,
      name: roleLabel(role),
      kind: 'system' as const,
      scope: scopeOf(role),
    })),
    ...custom.map((role) => ({
      roleKey: role.id,
      name: role.name,
      kind: 'company' as const,
      scope: scopeOf(role.id),
    })),
    { roleKey: NO_ROLE_KEY, name: roleLabel(null), kind: 'none' as const, scope: scopeOf(NO_ROLE_KEY) },
  ];
}

export const listHireVisibility = (db: Db, auth: AuthContext) => rolesOf(db, auth.companyId);

export const updateHireVisibility = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: HireVisibilityInput,
) =>
  db.transaction(async (tx) => {
    const before = await rolesOf(tx, auth.companyId);
    const known = new Set(before.map((role) => role.roleKey));
    const errors: FieldError[] = input.roles.flatMap((role, index) =>
      known.has(role.roleKey) ? [] : [{ path: `roles.${index}.roleKey`, message: 'Role not found' }],
    );
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
    for (const role of input.roles)
      await repository.upsertScope(tx, auth.companyId, role.roleKey, role.scope);
    const after = await rolesOf(tx, auth.companyId);
    const scopes = (roles: HireVisibilityRole[]) =>
      Object.fromEntries(roles.map((role) => [role.roleKey, role.scope]));
    await recordAudit(tx, request, {
      action: 'onboarding.hire_visibility.update',
      targetType: 'onboarding_hire_visibility',
      targetId: auth.companyId,
      before: scopes(before),
      after: scopes(after),
    });
    return after;
  });
