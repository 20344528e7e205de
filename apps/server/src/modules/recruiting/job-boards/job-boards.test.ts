import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('job boards: /api/configuration/job-boards', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const board = (overrides: object = {}) => ({
    name: 'Acme Careers',
    slug: `acme-${Date.now()}`,
    kind: 'external',
    introHtml: '<p>Build with us.</p>',
    confirmationHtml: '<p>Thanks for applying.</p>',
    defaultSource: 'Careers page',
    ...overrides,
  });

  it('adds, lists (external first), edits and deletes boards, and audits each change', async () => {
    const created = await as(
      acme.admin,
      'POST',
      '/api/configuration/job-boards',
      board({ slug: 'Acme-Jobs' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Acme Careers',
      slug: 'acme-jobs',
      kind: 'external',
      logoUrl: '',
    });
    const internal = await as(
      acme.admin,
      'POST',
      '/api/configuration/job-boards',
      board({ name: 'Inside Acme', kind: 'internal' }),
    );
    expect(internal.statusCode).toBe(201);
    const list = (await as(acme.support, 'GET', '/api/configuration/job-boards')).json().data;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Acme Careers', 'Inside Acme']);

    const id = created.json().data.id;
    const edited = await as(
      acme.admin,
      'PUT',
      `/api/configuration/job-boards/${id}`,
      board({ slug: 'acme-jobs', name: 'Acme Jobs' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Acme Jobs');
    expect((await as(acme.admin, 'DELETE', `/api/configuration/job-boards/${id}`)).statusCode).toBe(200);
    expect((await as(acme.admin, 'GET', `/api/configuration/job-boards/${id}`)).statusCode).toBe(404);
  });

  it('keeps a board that carries job posts, saying which to remove first', async () => {
    const boardId = (await as(acme.admin, 'POST', '/api/configuration/job-boards', board())).json().data.id;
    const job = (await as(acme.admin, 'POST', '/api/jobs', { name: 'Welder', openings: [{}] })).json().data;
    const post = await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, { boardId, title: 'Welder' });
    expect(post.statusCode).toBe(201);
    const refused = await as(acme.admin, 'DELETE', `/api/configuration/job-boards/${boardId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 job post'),
    });
    expect((await as(acme.admin, 'GET', `/api/configuration/job-boards/${boardId}`)).statusCode).toBe(200);
    const postId = post.json().data.id;
    expect((await as(acme.admin, 'DELETE', `/api/jobs/${job.id}/posts/${postId}`)).statusCode).toBe(200);
    expect((await as(acme.admin, 'DELETE', `/api/configuration/job-boards/${boardId}`)).statusCode).toBe(200);
  });

  it('refuses a bad board name or logo with field errors, and a board name another company holds', async () => {
    const bad = await as(
      acme.admin,
      'POST',
      '/api/configuration/job-boards',
      board({ slug: 'acme careers!', logoUrl: 'http://x.test/a.png', name: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as Array<{ path: string }>).map((error) => error.path).sort()).toEqual([
      'logoUrl',
      'name',
      'slug',
    ]);
    const taken = await as(
      globex.admin,
      'POST',
      '/api/configuration/job-boards',
      board({ slug: 'globex-careers' }),
    );
    expect(taken.statusCode).toBe(201);
    const clash = await as(
      acme.admin,
      'POST',
      '/api/configuration/job-boards',
      board({ slug: 'globex-careers' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([
      { path: 'slug', message: 'This board name is taken; choose another' },
    ]);
  });

  it('answers 401 signed out, 403 without the permission, 404 for another company', async () => {
    const mine = (await as(acme.admin, 'POST', '/api/configuration/job-boards', board())).json().data;
    expect((await t.app.inject({ method: 'GET', url: '/api/configuration/job-boards' })).statusCode).toBe(
      401,
    );
    expect((await as(acme.support, 'POST', '/api/configuration/job-boards', board())).statusCode).toBe(403);
    expect((await as(globex.admin, 'GET', `/api/configuration/job-boards/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await as(globex.admin, 'PUT', `/api/configuration/job-boards/${mine.id}`, board())).statusCode,
    ).toBe(404);
    expect((await as(globex.admin, 'DELETE', `/api/configuration/job-boards/${mine.id}`)).statusCode).toBe(
      404,
    );
    const globexBoards = (await as(globex.admin, 'GET', '/api/configuration/job-boards')).json().data;
    expect(globexBoards.map((item: { id: string }) => item.id)).not.toContain(mine.id);
  });
});
