import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('candidate education and employment: /api/candidates/:id/{history,educations,employments}', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  const send = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  it('adds, edits, lists newest first and deletes schools and employers, each in the feed', async () => {
    const base = `/api/candidates/${acme.people[0]!.id}`;
    const school = await send(acme.admin, 'POST', `${base}/educations`, {
      schoolName: 'Yale University',
      degree: 'Doctor of Philosophy (Ph.D.)',
      discipline: 'Mathematics',
      startDate: '1930-09-01',
      endDate: '1934-06-01',
    });
    expect(school.statusCode, school.body).toBe(201);
    const older = await send(acme.admin, 'POST', `${base}/educations`, {
      schoolName: 'Vassar College',
      endDate: '1928-06-01',
    });
    expect(older.json().data).toMatchObject({ degree: '', discipline: '', startDate: null });
    const job = await send(acme.admin, 'POST', `${base}/employments`, {
      companyName: 'Remington Rand',
      title: 'Senior Mathematician',
      startDate: '1949-01-01',
    });
    expect(job.statusCode).toBe(201);
    const edited = await send(acme.admin, 'PUT', `${base}/employments/${job.json().data.id}`, {
      companyName: 'Remington Rand',
      title: 'Director of Automatic Programming',
      startDate: '1949-01-01',
      endDate: '',
    });
    expect(edited.json().data).toMatchObject({ title: 'Director of Automatic Programming', endDate: null });

    const history = await send(viewer, 'GET', `${base}/history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.educations.map((entry: { schoolName: string }) => entry.schoolName)).toEqual([
      'Yale University',
      'Vassar College',
    ]);
    expect(history.json().data.employments).toMatchObject([{ companyName: 'Remington Rand' }]);

    const feed = await send(acme.admin, 'GET', `${base}/activity`);
    expect(feed.json().data.items[0].summary).toBe(
      'Employment updated: Director of Automatic Programming at Remington Rand',
    );

    expect((await send(acme.admin, 'DELETE', `${base}/educations/${older.json().data.id}`)).statusCode).toBe(
      200,
    );
    expect((await send(acme.admin, 'DELETE', `${base}/educations/${older.json().data.id}`)).statusCode).toBe(
      404,
    );
    // An employment's id is not an education's.
    expect((await send(acme.admin, 'DELETE', `${base}/educations/${job.json().data.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(acme.admin, 'GET', `${base}/history`)).json().data.educations).toHaveLength(1);
  });

  it('refuses a missing name, a bad date and an end before the start, at their fields', async () => {
    const base = `/api/candidates/${acme.people[1]!.id}`;
    const cases: Array<[string, object, string]> = [
      ['educations', { schoolName: '  ' }, 'schoolName'],
      ['educations', { schoolName: 'MIT', startDate: '2020-13-01' }, 'startDate'],
      ['employments', { companyName: 'Acme', startDate: '2020-01-01', endDate: '2019-01-01' }, 'endDate'],
      ['employments', { title: 'Engineer' }, 'companyName'],
    ];
    for (const [section, payload, path] of cases) {
      const response = await send(acme.admin, 'POST', `${base}/${section}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
  });

  it('answers 404 for another company’s candidate or entry and 403 without the permission', async () => {
    const base = `/api/candidates/${acme.people[2]!.id}`;
    const entry = await send(acme.admin, 'POST', `${base}/employments`, {
      companyName: 'Analytical Engines',
    });
    const id = entry.json().data.id as string;
    expect((await send(globex.admin, 'GET', `${base}/history`)).statusCode).toBe(404);
    expect((await send(globex.admin, 'POST', `${base}/employments`, { companyName: 'X' })).statusCode).toBe(
      404,
    );
    expect((await send(globex.admin, 'DELETE', `${base}/employments/${id}`)).statusCode).toBe(404);
    const theirs = `/api/candidates/${globex.people[0]!.id}/employments/${id}`;
    expect((await send(globex.admin, 'PUT', theirs, { companyName: 'X' })).statusCode).toBe(404);
    expect((await send(viewer, 'POST', `${base}/employments`, { companyName: 'X' })).statusCode).toBe(403);
    expect((await send(viewer, 'DELETE', `${base}/employments/${id}`)).statusCode).toBe(403);
  });
});
