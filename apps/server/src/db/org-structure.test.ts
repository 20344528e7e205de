import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import {
  companyRoles,
  departments,
  impersonationSessions,
  userAttributeDefinitions,
  users,
} from './schema/index.ts';
import { createCompany, createUser } from './seed/factories.ts';
import { createCompanyRole, createDepartment } from './seed/org-factories.ts';
import { freshDatabase } from '../../test/test-app.ts';
import { databaseError } from './db.test-helpers.ts';

const MINUTE = 60_000;

describe('organisation schema (migration 0001)', () => {
  let database: Database;
  let companyId: string;
  beforeAll(async () => {
    database = await freshDatabase();
    companyId = (await createCompany(database.db)).id;
  });
  afterAll(() => database.close());

  it('keeps department names unique per company and parent, top level included, ignoring case', async () => {
    const db = database.db;
    const engineering = await createDepartment(db, companyId, { name: 'Engineering' });
    const sales = await createDepartment(db, companyId, { name: 'Sales' });
    expect(await databaseError(createDepartment(db, companyId, { name: 'ENGINEERING' }))).toMatch(
      /departments_company_parent_name_key/,
    );
    await createDepartment(db, companyId, { name: 'Platform', parentId: engineering.id });
    await createDepartment(db, companyId, { name: 'Platform', parentId: sales.id });
    expect(
      await databaseError(createDepartment(db, companyId, { name: 'platform', parentId: engineering.id })),
    ).toMatch(/departments_company_parent_name_key/);
    const other = await createCompany(db);
    await createDepartment(db, other.id, { name: 'Engineering' });
  });

  // On Citus a link between companies' rows cannot be SET NULL by the database (issue 16): the
  // department service unassigns people before it deletes, and the database refuses otherwise.
  it('refuses to delete a department with sub-departments, or one people still belong to', async () => {
    const db = database.db;
    const parent = await createDepartment(db, companyId, { name: 'Finance' });
    const child = await createDepartment(db, companyId, { name: 'Payroll', parentId: parent.id });
    const person = await createUser(db, companyId, { departmentId: child.id });
    await db.update(departments).set({ headUserId: person.id }).where(eq(departments.id, child.id));
    expect(await databaseError(db.delete(departments).where(eq(departments.id, parent.id)))).toMatch(
      /departments_parent_id_fkey/,
    );
    expect(await databaseError(db.delete(departments).where(eq(departments.id, child.id)))).toMatch(
      /users_department_id_fkey/,
    );
    await db.update(users).set({ departmentId: null }).where(eq(users.id, person.id));
    await db.delete(departments).where(eq(departments.id, child.id));
    expect(await db.select().from(departments).where(eq(departments.id, child.id))).toEqual([]);
  });

  it('refuses to delete a company role while it is assigned', async () => {
    const db = database.db;
    const role = await createCompanyRole(db, companyId, {
      name: 'Recruiter',
      permissions: ['rct.jobs.view'],
    });
    const person = await createUser(db, companyId, { customRoleId: role.id });
    expect(await databaseError(db.delete(companyRoles).where(eq(companyRoles.id, role.id)))).toMatch(
      /users_custom_role_id_fkey/,
    );
    await db.update(users).set({ customRoleId: null }).where(eq(users.id, person.id));
    await db.delete(companyRoles).where(eq(companyRoles.id, role.id));
    await createCompanyRole(db, companyId, { name: 'Line Manager' });
    expect(await databaseError(createCompanyRole(db, companyId, { name: 'line manager' }))).toMatch(
      /company_roles_company_name_key/,
    );
  });

  it('limits an impersonation to 30 minutes and refuses impersonating oneself', async () => {
    const db = database.db;
    const admin = await createUser(db, companyId);
    const target = await createUser(db, companyId, { role: null });
    const startedAt = new Date('2026-01-05T10:00:00Z');
    const session = (endsAt: Date, targetUserId = target.id) =>
      db.insert(impersonationSessions).values({
        companyId,
        impersonatorUserId: admin.id,
        targetUserId,
        reason: 'Checking what the user sees',
        startedAt,
        endsAt,
      });
    await session(new Date(startedAt.getTime() + 30 * MINUTE));
    expect(await databaseError(session(new Date(startedAt.getTime() + 31 * MINUTE)))).toMatch(
      /impersonation_sessions_max_duration/,
    );
    expect(await databaseError(session(new Date(startedAt.getTime() + MINUTE), admin.id))).toMatch(
      /impersonation_sessions_not_self/,
    );
  });

  it('stores attribute options as JSON with ids', async () => {
    const db = database.db;
    const [definition] = await db
      .insert(userAttributeDefinitions)
      .values({
        companyId,
        key: 'shirt_size',
        label: 'T-shirt size',
        type: 'single_select',
        options: [{ id: 'm', label: 'M' }],
      })
      .returning();
    expect(definition?.options).toEqual([{ id: 'm', label: 'M' }]);
    expect(definition?.archivedAt).toBeNull();
  });
});
