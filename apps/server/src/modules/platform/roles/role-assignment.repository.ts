import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companyRoles, users } from '../../../db/schema/index.ts';

/** A company role's permission ids, or null when the company has no such role. */
export async function customRolePermissions(
  db: DbOrTx,
  companyId: string,
  roleId: string,
): Promise<string[] | null> {
  const [row] = await db
    .select({ permissions: companyRoles.permissions })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, roleId)))
    .limit(1);
  return row?.permissions ?? null;
}

export async function findCustomRoleOf(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ customRoleId: users.customRoleId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function setCustomRole(db: DbOrTx, companyId: string, userId: string, roleId: string | null) {
  await db
    .update(users)
    .set({ customRoleId: roleId, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)));
}
