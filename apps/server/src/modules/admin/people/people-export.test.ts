import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { exportPeopleCsv } from './people-export.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('GET /api/users/export.csv', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
    await createUser(t.app.db, acme.company.id, {
      role: null,
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Formula',
      email: 'formula@example.test',
      jobTitle: 'Engineer, "Senior"',
      departmentId: acme.department.id,
      managerId: acme.admin.user.id,
      status: 'invited',
    });
  });
  afterAll(() => t.close());

  const exportAs = (query: string, who = acme.admin) =>
    injectAs(t.app, who, { method: 'GET', url: `/api/users/export.csv?${query}` });
  const parse = (body: string) => Papa.parse<Record<string, string>>(body.trim(), { header: true }).data;

  it('exports the filtered people of my company with names of their links, safe for spreadsheets', async () => {
    const response = await exportAs('status=invited');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="people-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.body);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: `'=HYPERLINK("http://evil")`,
      lastName: 'Formula',
      email: 'formula@example.test',
      status: 'invited',
      jobTitle: 'Engineer, "Senior"',
      department: 'Engineering',
      manager: 'Ada Owner',
    });
  });

  it('follows the list order and search, and never includes another company', async () => {
    const rows = parse((await exportAs('sortBy=email&sortOrder=1')).body);
    expect(rows.map((row) => row.lastName)).toHaveLength(3);
    expect(rows.map((row) => row.email)).toEqual([...rows.map((row) => row.email)].sort());
    expect(rows.map((row) => row.email)).not.toContain(other.admin.user.email);
    expect(parse((await exportAs('search=ada%20owner')).body).map((row) => row.lastName)).toEqual(['Owner']);
  });

  it('refuses a role without the export permission (403) and bad filters (400)', async () => {
    expect((await exportAs('', acme.support)).statusCode).toBe(403);
    expect((await exportAs('status=gone')).statusCode).toBe(400);
  });

  it('reads in batches without losing or repeating anyone', async () => {
    const chunks: string[] = [];
    const query = { page: 1, limit: 10, sortBy: 'name' as const };
    for await (const chunk of await exportPeopleCsv(t.app.db, acme.company.id, query, 2))
      chunks.push(String(chunk));
    expect(chunks).toHaveLength(3);
    expect(parse(chunks.join('')).map((row) => row.lastName)).toEqual(['Formula', 'Owner', 'Support']);
  });
});
