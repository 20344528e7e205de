import type { DbOrTx } from '../client.ts';
import {
  companyRoles,
  departments,
  groupMembers,
  groups,
  locations,
  type CompanyRoleRow,
  type DepartmentRow,
  type GroupRow,
  type LocationRow,
} from '../schema/index.ts';

// Organisation factories with overrides, for tests and the demo seed (STYLE.md convention 6).

export async function createDepartment(
  db: DbOrTx,
  companyId: string,
  overrides: Partial<typeof departments.$inferInsert> = {},
): Promise<DepartmentRow> {
  const [row] = await db
    .insert(departments)
    .values({ companyId, name: 'Engineering', ...overrides })
    .returning();
  return row!;
}

export async function createLocation(
  db: DbOrTx,
  companyId: string,
  overrides: Partial<typeof locations.$inferInsert> = {},
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({
      companyId,
      name: 'London',
      addressLine1: '1 High Street',
      city: 'London',
      postalCode: 'EC1A 1BB',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createGroup(
  db: DbOrTx,
  companyId: string,
  overrides: Partial<typeof groups.$inferInsert> = {},
  memberIds: readonly string[] = [],
): Promise<GroupRow> {
  const [row] = await db
    .insert(groups)
    .values({ companyId, name: 'Social Committee', ...overrides })
    .returning();
  if (memberIds.length > 0) {
    await db
      .insert(groupMembers)
      .values(memberIds.map((userId) => ({ companyId, groupId: row!.id, userId })));
  }
  return row!;
}

export async function createCompanyRole(
  db: DbOrTx,
  companyId: string,
  overrides: Partial<typeof companyRoles.$inferInsert> = {},
): Promise<CompanyRoleRow> {
  const [row] = await db
    .insert(companyRoles)
    .values({ companyId, name: 'Line Manager', permissions: [], ...overrides })
    .returning();
  return row!;
}
