import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_HIRES_URL as URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const TAKEN = { path: 'personalEmail', message: 'A new hire with this personal email already exists' };

describe('one new hire per personal email (by hand, by CSV and by edit)', () => {
  let t: OnboardingTestApp;

  beforeAll(async () => {
    t = await onboardingTestApp();
  });
  afterAll(() => t.close());

  const hire = (personalEmail: string, legalLastName = 'Hopper') => ({
    legalFirstName: 'Grace',
    legalLastName,
    personalEmail,
    startDate: '2030-03-04',
  });

  it('refuses a second hire with the same address in any case, naming the field', async () => {
    await t.addHire(hire('grace@example.test'));
    const again = await t.as(t.acme.admin, 'POST', URL, hire('Grace@EXAMPLE.test', 'Again'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: TAKEN.message, errors: [TAKEN] });
    const list = (await t.as(t.acme.admin, 'GET', `${URL}?search=grace@`)).json().data;
    expect(list.total).toBe(1);
    // Another company's hire with the same address is no concern of this one.
    const elsewhere = await t.as(t.globex.admin, 'POST', URL, hire('grace@example.test'));
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it("takes a cancelled hire's address again", async () => {
    const first = await t.addHire(hire('rehired@example.test'));
    expect((await t.as(t.acme.admin, 'POST', `${URL}/${first.id}/cancel`)).statusCode).toBe(200);
    const second = await t.as(t.acme.admin, 'POST', URL, hire('rehired@example.test', 'Returns'));
    expect(second.statusCode, second.body).toBe(201);
  });

  it("refuses an edit to another hire's address, and lets a hire keep their own", async () => {
    await t.addHire(hire('alan@example.test', 'Turing'));
    const ada = await t.addHire(hire('ada@example.test', 'Lovelace'));
    const taken = await t.as(t.acme.admin, 'PATCH', `${URL}/${ada.id}`, {
      personalEmail: 'ALAN@example.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([TAKEN]);
    const kept = await t.as(t.acme.admin, 'PATCH', `${URL}/${ada.id}`, {
      personalEmail: 'Ada@Example.test',
      jobTitle: 'Analyst',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ personalEmail: 'ada@example.test', jobTitle: 'Analyst' });
    const moved = await t.as(t.acme.admin, 'PATCH', `${URL}/${ada.id}`, { personalEmail: 'ada@new.test' });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('reports, row by row, an imported address already taken or repeated in the file', async () => {
    await t.addHire(hire('kurt@example.test', 'Godel'));
    const csv = [
      'legalFirstName,legalLastName,personalEmail,startDate,department',
      'Kurt,Godel,KURT@example.test,2030-03-04,Nowhere',
      'Emmy,Noether,emmy@example.test,2030-03-04,',
      'Emmy,Noether,emmy@example.test,2030-03-04,',
    ].join('\n');
    const response = await t.as(t.acme.admin, 'POST', `${URL}/import`, { csv });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().data;
    expect(report).toMatchObject({ created: 1, failed: 2 });
    // Beside the row's other faults.
    expect(report.rows[0].errors).toEqual([
      { field: 'department', message: 'Department not found' },
      { field: 'personalEmail', message: TAKEN.message },
    ]);
    expect(report.rows[1]).toMatchObject({ status: 'created', errors: [] });
    expect(report.rows[2]).toMatchObject({
      status: 'error',
      errors: [{ field: 'personalEmail', message: TAKEN.message }],
    });
  });
});
