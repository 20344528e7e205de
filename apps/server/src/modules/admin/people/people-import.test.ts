import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, users } from '../../../db/schema/index.ts';
import { createCompanyRole, createDepartment } from '../../../db/seed/org-factories.ts';
import { fieldPaths, randomIp, rowCount, waitForMail } from '../../platform/auth/auth.test-helpers.ts';
import { fileField, multipart } from '../../platform/files/files.test-helpers.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('POST /api/users/import', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
    await createCompanyRole(t.app.db, acme.company.id, { name: 'Team Lead', permissions: [] });
    // Two departments of one name under different parents make the name ambiguous.
    const parent = await createDepartment(t.app.db, acme.company.id, { name: 'Operations' });
    await createDepartment(t.app.db, acme.company.id, { name: 'Support', parentId: parent.id });
    await createDepartment(t.app.db, acme.company.id, { name: 'Support' });
  });
  afterAll(() => t.close());

  const importCsv = (csv: string, who: SignedInUser = acme.admin) =>
    injectAs(t.app, who, {
      method: 'POST',
      url: '/api/users/import',
      payload: csv,
      headers: { 'content-type': 'text/csv' },
    });
  const header =
    'First Name,lastname,EMAIL,role,customRole,jobTitle,department,location,managerEmail,startDate';

  it('imports every row in one go, links names and managers (also within the file), then mails invitations', async () => {
    const csv = [
      header,
      `Mia,Manager,mia@import.test,,Team Lead,Head of Ops,Engineering,London,${acme.admin.user.email},2026-01-05`,
      'Rex,Report,rex@import.test,,,Analyst,,,mia@import.test,',
      'Ola,Other,OLA@import.test,SUPPORT,,,,,,',
    ].join('\r\n');
    // "First Name" is not one of ours: a required column is missing.
    expect(fieldPaths(await importCsv(csv))).toEqual(['file']);

    const response = await importCsv(csv.replace('First Name', 'firstName'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ imported: 3 });
    const people = await t.app.db.select().from(users).where(eq(users.companyId, acme.company.id));
    const mia = people.find((person) => person.email === 'mia@import.test')!;
    const rex = people.find((person) => person.email === 'rex@import.test')!;
    expect(mia).toMatchObject({
      status: 'invited',
      jobTitle: 'Head of Ops',
      departmentId: acme.department.id,
      locationId: acme.location.id,
      managerId: acme.admin.user.id,
      startDate: '2026-01-05',
    });
    expect(mia.customRoleId).not.toBeNull();
    expect(rex.managerId).toBe(mia.id);
    expect(people.find((person) => person.email === 'ola@import.test')?.role).toBe('SUPPORT');

    const mail = await waitForMail(t.app.db, 'rex@import.test');
    const temp = /temporary password is: (\S+)/.exec(mail.text)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-new-password',
      remoteAddress: randomIp(),
      payload: { email: 'rex@import.test', tempPassword: temp, newPassword: 'Imported@42x' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'people.import'));
    expect(audit?.after).toMatchObject({ count: 3 });
  });

  it('reports every bad row and writes nothing', async () => {
    const before = await rowCount(t.app.db, users);
    const csv = [
      'firstName,lastName,email,role,customRole,department,location,managerEmail,employmentType,startDate',
      'Ok,Row,ok.row@import.test,,,,,,,',
      ',Nameless,bad-email,SUPER_ADMIN,,,,,forever,2026-02-30',
      `Dup,Licate,${other.admin.user.email},,,,,,,`,
      'Dup,Again,ok.row@import.test,,,,,,,',
      'Lost,Links,lost@import.test,,Nobody,Support,Mars,nobody@import.test,,',
      `Far,Away,far@import.test,,,,,${other.support.user.email},,`,
      'Cy,One,cy1@import.test,,,,,cy2@import.test,,',
      'Cy,Two,cy2@import.test,,,,,cy1@import.test,,',
      'Me,Myself,me@import.test,,,,,me@import.test,,',
    ].join('\n');
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nothing was imported/);
    expect(fieldPaths(response).sort()).toEqual(
      [
        'rows.2.firstName',
        'rows.2.email',
        'rows.2.role',
        'rows.2.employmentType',
        'rows.2.startDate',
        'rows.3.email',
        'rows.4.email',
        'rows.5.customRole',
        'rows.5.department',
        'rows.5.location',
        'rows.5.managerEmail',
        'rows.6.managerEmail',
        'rows.7.managerEmail',
        'rows.8.managerEmail',
        'rows.9.managerEmail',
      ].sort(),
    );
    expect(await rowCount(t.app.db, users)).toBe(before);
  });

  it('accepts the file as multipart, and refuses an empty file or one without the columns', async () => {
    const { payload, headers } = multipart([
      fileField(
        Buffer.from('firstName,lastName,email\nMul,Tipart,multi@import.test\n'),
        'people.csv',
        'text/csv',
      ),
    ]);
    const response = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: '/api/users/import',
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fieldPaths(await importCsv('firstName,lastName,email\n'))).toEqual(['file']);
    expect(fieldPaths(await importCsv('name\nx\n'))).toEqual(['file']);
  });

  it('refuses roles beyond the importer’s rights and anyone without the permission (403)', async () => {
    const before = await rowCount(t.app.db, users);
    expect((await importCsv('firstName,lastName,email\nA,B,ab@import.test\n', acme.support)).statusCode).toBe(
      403,
    );
    expect(await rowCount(t.app.db, users)).toBe(before);
    const importer = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Importer',
      permissions: ['sso.admin.users.user.import'],
    });
    const operations = await signedInUser(
      t.app,
      { role: 'OPERATIONS', customRoleId: importer.id },
      acme.company,
    );
    const beforeRole = await rowCount(t.app.db, users);
    const response = await importCsv(
      'firstName,lastName,email,role\nA,B,ab@import.test,COMPANY_ADMIN\n',
      operations,
    );
    expect(response.statusCode).toBe(400);
    expect(fieldPaths(response)).toEqual(['rows.1.role']);
    expect(await rowCount(t.app.db, users)).toBe(beforeRole);
  });
});
