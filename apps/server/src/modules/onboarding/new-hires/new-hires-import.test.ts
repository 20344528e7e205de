import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHires, newHireTasks } from '../../../db/schema/index.ts';
import { onboardingTestApp, type OnboardingTestApp } from '../../../../test/onboarding-company.ts';

const URL = '/api/onboarding/new-hires/import';

describe('new hires from a CSV: POST /api/onboarding/new-hires/import', () => {
  let t: OnboardingTestApp;

  beforeAll(async () => {
    t = await onboardingTestApp();
    await t.colleague('Maya', 'Lindqvist', { email: 'maya@acme.test' });
    await t.addPlanTask({ name: 'Meet the team', assigneeRole: 'manager', dueOffsetDays: 1 });
  });
  afterAll(() => t.close());

  const upload = (csv: string, who = t.acme.admin) => t.as(who, 'POST', URL, { csv });

  it('creates each good row with its plan and reports each bad one with its failing fields', async () => {
    const csv = [
      'Legal First Name,legalLastName,PERSONALEMAIL,startDate,department,location,managerEmail,employmentType,workCountry,notes',
      'Grace,Hopper,grace@example.test,2030-03-04,engineering,London,MAYA@acme.test,full_time,gb,ignored',
      ',Turing,not-an-email,2030-02-30,Marketing,,nobody@acme.test,pirate,XX,',
      'Ada,Lovelace,ada@example.test,2030-04-01,,,,,,',
    ].join('\n');
    const response = await upload(`\uFEFF${csv}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ created: 2, failed: 1 });
    expect(report.rows[0]).toEqual({ row: 1, status: 'created', newHireId: expect.any(String), errors: [] });
    expect(report.rows[1]).toMatchObject({ row: 2, status: 'error', newHireId: null });
    expect(report.rows[1].errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'department',
      'employmentType',
      'legalFirstName',
      'managerEmail',
      'personalEmail',
      'startDate',
      'workCountry',
    ]);
    expect(report.rows[2]).toMatchObject({ row: 3, status: 'created' });

    const [grace] = await t.app.db.select().from(newHires).where(eq(newHires.id, report.rows[0].newHireId));
    expect(grace).toMatchObject({
      source: 'import',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      employmentType: 'full_time',
      workCountry: 'GB',
      state: 'pending',
    });
    const tasks = await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, grace!.id));
    expect(tasks).toMatchObject([
      { name: 'Meet the team', dueDate: '2030-03-05', assigneeUserId: grace!.managerUserId },
    ]);
    // Names and people are the importer's company's only.
    const theirs = await upload(csv, t.globex.admin);
    expect(theirs.json().data.rows[0].errors).toEqual([
      { field: 'managerEmail', message: 'Person not found' },
    ]);
  });

  it('refuses a file it cannot read as a whole', async () => {
    const missing = await upload('firstName,email\nA,a@b.test');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      {
        path: 'csv',
        message: 'The file needs the columns legalFirstName, legalLastName, personalEmail, startDate',
      },
    ]);
    const empty = await upload('legalFirstName,legalLastName,personalEmail,startDate\n');
    expect(empty.json().errors[0]).toEqual({ path: 'csv', message: 'The file has no new hires in it' });
    const tooMany = await upload(
      [
        'legalFirstName,legalLastName,personalEmail,startDate',
        ...Array.from({ length: 501 }, () => 'A,B,a@b.test,2030-01-01'),
      ].join('\n'),
    );
    expect(tooMany.json().errors[0].message).toBe('Import at most 500 new hires at a time');
    const notText = await t.as(t.acme.admin, 'POST', URL, { csv: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors[0].path).toBe('csv');
  });
});
