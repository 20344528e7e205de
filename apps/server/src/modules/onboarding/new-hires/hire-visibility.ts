import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { HireVisibilityScope } from '@atrium/shared/schemas/onboarding/hire-visibility';
import type { DbOrTx } from '../../../db/client.ts';
import { newHires, onboardingHireVisibility, users } from '../../../db/schema/index.ts';
import { PreparedStatements, type PreparableQuery } from '../../../lib/prepared-statements.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { reportsOf } from '../../platform/reporting-line/reporting-line.repository.ts';

/** The key of employees with no role in settings → permission. */
export const NO_ROLE_KEY = 'NO_ROLE';

/** The columns of a hire the condition reads: `new_hires` itself, or an alias of it. */
type HireColumns = Pick<typeof newHires, 'departmentId' | 'managerUserId' | 'userId'>;

/** The role keys a person holds: their system role and their company role, or NO_ROLE for neither. */
function keysOf(auth: Pick<AuthContext, 'role'>, customRoleId: string | null): string[] {
  const keys = [...(auth.role ? [auth.role] : []), ...(customRoleId ? [customRoleId] : [])];
  // Only someone holding neither a system nor a company role is an "employee".
  return keys.length > 0 ? keys : [NO_ROLE_KEY];
}

// The person's roles and their settings in one statement, prepared once: every Onboarding list
// asks it first (issue 17).
function buildVisibilityRows(db: DbOrTx): PreparableQuery<VisibilityRow[]> {
  const role = sql`${sql.placeholder('role')}::text`;
  return db
    .select({
      customRoleId: users.customRoleId,
      departmentId: users.departmentId,
      roleKey: onboardingHireVisibility.roleKey,
      scope: onboardingHireVisibility.scope,
    })
    .from(users)
    .leftJoin(
      onboardingHireVisibility,
      and(
        eq(onboardingHireVisibility.companyId, users.companyId),
        sql`${onboardingHireVisibility.roleKey} = any(array[${role}, ${users.customRoleId}::text,
          case when ${role} is null and ${users.customRoleId} is null then ${NO_ROLE_KEY} end])`,
      ),
    )
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))));
}

interface VisibilityRow {
  customRoleId: string | null;
  departmentId: string | null;
  roleKey: string | null;
  scope: HireVisibilityScope | null;
}

const visibilityRows = new PreparedStatements('onboarding_hire_visibility_of', buildVisibilityRows);

/**
 * The new hires the caller sees in Onboarding, by settings → permission: undefined for all (a role
 * without a setting sees all), else a condition on `hires` (new_hires or an alias). Holding several
 * roles, the widest wins; "department" is the caller's own department, "reports" every hire whose
 * manager is the caller or one of their reports (direct or indirect), or who is one of them.
 */
export async function hireVisibilityCondition(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId' | 'userId' | 'role'>,
  hires: HireColumns = newHires,
): Promise<SQL | undefined> {
  const rows = await visibilityRows.run(db, null, {
    companyId: auth.companyId,
    userId: auth.userId,
    role: auth.role ?? null,
  });
  const person = rows[0];
  const keys = keysOf(auth, person?.customRoleId ?? null);
  const departmentId = person?.departmentId ?? null;
  const scopes = new Set<HireVisibilityScope>(
    keys.map((key) => rows.find((row) => row.roleKey === key)?.scope ?? 'all'),
  );
  if (scopes.has('all')) return undefined;
  const parts: SQL[] = [];
  if (scopes.has('department') && departmentId) parts.push(eq(hires.departmentId, departmentId));
  if (scopes.has('reports')) {
    const reports = await reportsOf(db, auth.companyId, auth.userId);
    const managers = uuidArray([auth.userId, ...reports]);
    parts.push(sql`${hires.managerUserId} = any(${managers})`);
    if (reports.length > 0) parts.push(sql`${hires.userId} = any(${uuidArray(reports)})`);
  }
  return parts.length > 0 ? or(...parts) : sql`false`;
}

/** Whether the caller sees this hire of their company (a hire they may not see answers 404, as a missing one). */
export async function isHireVisible(
  db: DbOrTx,
  auth: Pick<AuthContext, 'companyId' | 'userId' | 'role'>,
  newHireId: string,
): Promise<boolean> {
  const visible = await hireVisibilityCondition(db, auth);
  const [row] = await db
    .select({ id: newHires.id })
    .from(newHires)
    .where(and(eq(newHires.companyId, auth.companyId), eq(newHires.id, newHireId), visible))
    .limit(1);
  return Boolean(row);
}
