import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { createJobBoard, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('job posts: /api/jobs/:id/posts', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let viewer: SignedInUser;
  let boardId: string;
  let otherBoardId: string;
  let globexBoardId: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Post reader',
      permissions: ['rct.module.jobs.job.view', 'rct.module.jobs.job_post.view'],
    });
    viewer = await signedInUser(t.app, { role: null, customRoleId: role.id }, acme.company);
    boardId = (await createJobBoard(t.app.db, acme.company.id, { name: 'Acme Careers', slug: 'acme-posts' }))
      .id;
    otherBoardId = (
      await createJobBoard(t.app.db, acme.company.id, { name: 'Inside Acme', kind: 'internal' })
    ).id;
    globexBoardId = (await createJobBoard(t.app.db, globex.company.id, { name: 'Globex' })).id;
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const body = (overrides: object = {}) => ({
    boardId,
    title: 'Platform Engineer',
    location: 'London',
    contentHtml: '<p>Run the platform.</p>',
    questions: [
      { label: 'Notice period', type: 'single_select', required: true, options: ['None', '1 month'] },
      { label: 'Portfolio', type: 'file' },
    ],
    gdprConsent: true,
    ...overrides,
  });

  it('adds a post offline with ids for its questions, lists and edits it keeping those ids, and deletes it', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Platform Engineer' });
    const created = await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body());
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({
      boardName: 'Acme Careers',
      live: false,
      publishedAt: null,
      standardFields: { phone: 'optional', resume: 'required', coverLetter: 'optional' },
      url: `/job-boards/job-details?board-name=acme-posts&job=${post.id}`,
      applications: 0,
    });
    expect(post.questions.map((q: { id: string }) => q.id)).toEqual([
      expect.stringMatching(/^q_[0-9a-f]{8}$/),
      expect.stringMatching(/^q_/),
    ]);
    expect(post.questions[1]).toMatchObject({ type: 'file', required: false, options: [] });

    const list = (await as(viewer, 'GET', `/api/jobs/${job.id}/posts`)).json().data;
    expect(list.map((item: { id: string }) => item.id)).toEqual([post.id]);
    const kept = post.questions[0];
    const edited = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}`, {
      ...body({ title: 'Senior Platform Engineer' }),
      questions: [kept, { label: 'LinkedIn', type: 'short_text' }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.title).toBe('Senior Platform Engineer');
    expect(edited.json().data.questions[0].id).toBe(kept.id);
    expect(
      (await as(acme.admin, 'GET', `/api/jobs/${job.id}/posts/${post.id}`)).json().data.questions,
    ).toHaveLength(2);

    expect((await as(acme.admin, 'DELETE', `/api/jobs/${job.id}/posts/${post.id}`)).statusCode).toBe(200);
    expect((await as(acme.admin, 'GET', `/api/jobs/${job.id}/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('keeps one post per board, goes live only while the job is open, and keeps the first publication date', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Analyst', status: 'draft' });
    const post = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body())).json().data;
    const twice = await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([
      { path: 'boardId', message: 'This job already has a post on that board' },
    ]);
    expect(
      (await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body({ boardId: otherBoardId }))).statusCode,
    ).toBe(201);

    const early = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A post can only go live while its job is open');

    expect((await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`)).statusCode).toBe(200);
    const live = (
      await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true })
    ).json().data;
    expect(live.live).toBe(true);
    expect(live.publishedAt).not.toBeNull();
    await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: false });
    const again = (
      await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true })
    ).json().data;
    expect(again.publishedAt).toBe(live.publishedAt);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/job-boards/job-details?board-name=acme-posts&job=${post.id}`,
        })
      ).statusCode,
    ).toBe(200);

    // Closing the job takes its posts offline; the public page goes with them.
    const reason = (
      await as(acme.admin, 'POST', '/api/configuration/close-reasons', { name: `Filled ${Date.now()}` })
    ).json().data;
    expect(
      (await as(acme.admin, 'POST', `/api/jobs/${job.id}/close`, { closeReasonId: reason.id })).statusCode,
    ).toBe(200);
    expect((await as(acme.admin, 'GET', `/api/jobs/${job.id}/posts/${post.id}`)).json().data.live).toBe(
      false,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/job-boards/job-details?board-name=acme-posts&job=${post.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists the boards a post can go on, external first', async () => {
    const boards = (await as(viewer, 'GET', '/api/job-posts/boards')).json().data;
    expect(boards.map((board: { name: string; kind: string }) => [board.name, board.kind])).toEqual([
      ['Acme Careers', 'external'],
      ['Inside Acme', 'internal'],
    ]);
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Jobs only',
      permissions: ['rct.module.jobs.job.view'],
    });
    const jobsOnly = await signedInUser(t.app, { role: null, customRoleId: role.id }, acme.company);
    expect((await as(jobsOnly, 'GET', '/api/job-posts/boards')).statusCode).toBe(403);
  });

  it('copies a job with its posts offline and its stages', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Copy Source' });
    const post = (
      await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body({ title: 'Copy me' }))
    ).json().data;
    await as(acme.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true });
    const copy = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/copy`, { name: 'The Copy' })).json().data;
    const posts = (await as(acme.admin, 'GET', `/api/jobs/${copy.id}/posts`)).json().data;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ title: 'Copy me', live: false, publishedAt: null });
    expect(posts[0].questions).toEqual(post.questions);
    const pipeline = (await as(acme.admin, 'GET', `/api/jobs/${copy.id}/pipeline`)).json().data;
    expect(pipeline.stages.map((stage: { name: string }) => stage.name)).toEqual([
      'Application Review',
      'Offer',
    ]);
  });

  it('refuses bad input with field paths, another company’s board, outsiders (404) and missing permissions (403)', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Guarded' });
    const bad = await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, {
      boardId: 'nope',
      title: '',
      questions: [
        { label: 'Pick', type: 'single_select', options: ['Only one'] },
        { label: '', type: 'essay' },
      ],
      standardFields: { phone: 'sometimes', resume: 'required', coverLetter: 'hidden' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual([
      'boardId',
      'questions.0.options',
      'questions.1.label',
      'questions.1.type',
      'standardFields.phone',
      'title',
    ]);
    const foreignBoard = await as(
      acme.admin,
      'POST',
      `/api/jobs/${job.id}/posts`,
      body({ boardId: globexBoardId }),
    );
    expect(foreignBoard.statusCode).toBe(400);
    expect(foreignBoard.json().errors[0].path).toBe('boardId');

    const post = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/posts`, body())).json().data;
    for (const [method, url] of [
      ['GET', `/api/jobs/${job.id}/posts`],
      ['GET', `/api/jobs/${job.id}/posts/${post.id}`],
      ['DELETE', `/api/jobs/${job.id}/posts/${post.id}`],
    ] as const)
      expect((await as(globex.admin, method, url)).statusCode).toBe(404);
    expect(
      (await as(globex.admin, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true }))
        .statusCode,
    ).toBe(404);
    expect((await as(viewer, 'POST', `/api/jobs/${job.id}/posts`, body())).statusCode).toBe(403);
    expect(
      (await as(viewer, 'PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true })).statusCode,
    ).toBe(403);
    expect((await as(viewer, 'DELETE', `/api/jobs/${job.id}/posts/${post.id}`)).statusCode).toBe(403);
  });
});
