import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/index.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('job tasks: /api/jobs/:id/tasks', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let coordinator: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Own tasks',
      permissions: [
        'rct.module.jobs.job.view',
        'rct.module.sourcing.task.view.own',
        'rct.module.sourcing.task.complete',
      ],
    });
    coordinator = await signedInUser(
      t.app,
      { role: null, customRoleId: role.id, firstName: 'Cora' },
      acme.company,
    );
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const newJob = async () =>
    (await as(acme.admin, 'POST', '/api/jobs', { name: `Tasks ${Date.now()}`, openings: [{}] })).json().data
      .id as string;

  it('adds tasks (telling the assignee), lists open ones first by due date, completes and deletes them', async () => {
    const jobId = await newJob();
    const later = await as(acme.admin, 'POST', `/api/jobs/${jobId}/tasks`, {
      title: 'Book interview rooms',
      dueOn: '2027-02-01',
    });
    expect(later.statusCode, later.body).toBe(201);
    const sooner = (
      await as(acme.admin, 'POST', `/api/jobs/${jobId}/tasks`, {
        title: 'Call the agency',
        dueOn: '2027-01-10',
        assigneeId: coordinator.user.id,
      })
    ).json().data;
    expect(sooner.assignee).toEqual({ id: coordinator.user.id, name: expect.stringMatching(/^Cora /) });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, coordinator.user.id),
          eq(notifications.title, 'New task: Call the agency'),
        ),
      );
    expect(told).toHaveLength(1);
    const list = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/tasks`)).json().data;
    expect(list.map((task: { title: string }) => task.title)).toEqual([
      'Call the agency',
      'Book interview rooms',
    ]);

    // The coordinator sees only their own tasks, and may complete them.
    expect(
      (await as(coordinator, 'GET', `/api/jobs/${jobId}/tasks`))
        .json()
        .data.map((task: { title: string }) => task.title),
    ).toEqual(['Call the agency']);
    const done = await as(coordinator, 'PUT', `/api/jobs/${jobId}/tasks/${sooner.id}/status`, { done: true });
    expect(done.json().data.doneAt).not.toBeNull();
    expect(
      (
        await as(coordinator, 'PUT', `/api/jobs/${jobId}/tasks/${later.json().data.id}/status`, {
          done: true,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as(acme.admin, 'GET', `/api/jobs/${jobId}/tasks`))
        .json()
        .data.map((task: { title: string }) => task.title),
    ).toEqual(['Book interview rooms', 'Call the agency']);

    const edited = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/tasks/${later.json().data.id}`, {
      title: 'Book rooms',
      dueOn: '',
      assigneeId: null,
    });
    expect(edited.json().data).toMatchObject({ title: 'Book rooms', dueOn: null });
    expect((await as(acme.admin, 'DELETE', `/api/jobs/${jobId}/tasks/${sooner.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input, another company (404) and missing permissions (403)', async () => {
    const jobId = await newJob();
    const bad = await as(acme.admin, 'POST', `/api/jobs/${jobId}/tasks`, {
      title: '',
      dueOn: '2027-13-01',
      assigneeId: 'x',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['assigneeId', 'dueOn', 'title']);
    const stranger = await as(acme.admin, 'POST', `/api/jobs/${jobId}/tasks`, {
      title: 'x',
      assigneeId: globex.admin.user.id,
    });
    expect(stranger.json().errors[0].path).toBe('assigneeId');
    const task = (await as(acme.admin, 'POST', `/api/jobs/${jobId}/tasks`, { title: 'Mine' })).json().data;
    expect((await as(globex.admin, 'GET', `/api/jobs/${jobId}/tasks`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'DELETE', `/api/jobs/${jobId}/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await as(coordinator, 'POST', `/api/jobs/${jobId}/tasks`, { title: 'Nope' })).statusCode).toBe(
      403,
    );
    expect((await as(coordinator, 'DELETE', `/api/jobs/${jobId}/tasks/${task.id}`)).statusCode).toBe(403);
  });
});
