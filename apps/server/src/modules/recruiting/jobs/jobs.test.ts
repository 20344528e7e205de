import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { createLocation } from '../../../db/seed/org-factories.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

type Company = Awaited<ReturnType<typeof peopleCompany>>;

describe('jobs: /api/jobs', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;
  let outsiderReason: string;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Job watcher',
      permissions: ['rct.module.jobs.job.view'],
    });
    outsiderReason = (
      await injectAs(t.app, globex.admin, {
        method: 'POST',
        url: '/api/configuration/close-reasons',
        payload: { name: 'Hired' },
      })
    ).json().data.id;
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const blank = (overrides: object = {}) => ({
    name: 'Backend Engineer',
    departmentId: acme.department.id,
    officeIds: [acme.location.id],
    employmentType: 'full_time',
    salary: { min: 60000, max: 80000, currency: 'gbp', period: 'year' },
    openings: [{ openingId: 'ENG-1', targetStartDate: '2027-01-04' }, {}],
    ...overrides,
  });
  const create = async (overrides: object = {}, who = acme.admin) => {
    const response = await as(who, 'POST', '/api/jobs', blank(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a blank job as a draft with its department, offices, salary and openings, and audits it', async () => {
    const job = await create({ requisitionId: 'REQ-100' });
    expect(job).toMatchObject({
      name: 'Backend Engineer',
      requisitionId: 'REQ-100',
      status: 'draft',
      department: { id: acme.department.id, name: 'Engineering' },
      offices: [{ id: acme.location.id, name: 'London' }],
      employmentType: 'full_time',
      salary: { min: 60000, max: 80000, currency: 'GBP', period: 'year' },
      openOpenings: 2,
      isFollowing: false,
      daysOpen: null,
      createdBy: { id: acme.admin.user.id, name: 'Ada Owner' },
    });
    expect(job.openings.map((opening: { openingId: string | null }) => opening.openingId)).toEqual([
      'ENG-1',
      null,
    ]);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.create'), eq(auditEvents.targetId, job.id)));
    expect(event).toMatchObject({ actorUserId: acme.admin.user.id, companyId: acme.company.id });
  });

  it('starts a job from a sample: its kickoff and interview plan come with it; an unknown sample is refused', async () => {
    const job = await create({ name: 'Backend Engineer (from sample)', sampleJobId: 'software-engineer' });
    const kickoff = (await as(acme.admin, 'GET', `/api/jobs/${job.id}/kickoff`)).json().data;
    expect(kickoff.responsibilities).toContain('Design, build and ship features end to end');
    const stageNames = async (id: string) =>
      (await as(acme.admin, 'GET', `/api/jobs/${id}/pipeline`))
        .json()
        .data.stages.map((stage: { name: string }) => stage.name);
    expect(await stageNames(job.id)).toEqual([
      'Application Review',
      'Recruiter Screen',
      'Technical Interview',
      'Onsite Interviews',
      'Reference Check',
      'Offer',
    ]);
    // A blank job starts with Greenhouse's default plan.
    const plain = await create({ name: 'Plain job' });
    expect(await stageNames(plain.id)).toEqual([
      'Application Review',
      'Preliminary Phone Screen',
      'Phone Interview',
      'Face to Face',
      'Reference Check',
      'Offer',
    ]);
    expect(kickoff.updatedBy).toEqual({ id: acme.admin.user.id, name: 'Ada Owner' });
    const unknown = await as(acme.admin, 'POST', '/api/jobs', blank({ sampleJobId: 'astronaut' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'sampleJobId', message: 'Pick a sample job from the library' },
    ]);
  });

  it('refuses bad input with the failing fields, and saves nothing', async () => {
    const before = (await as(acme.admin, 'GET', '/api/jobs?limit=100')).json().data.total;
    const response = await as(acme.admin, 'POST', '/api/jobs', {
      name: ' ',
      officeIds: ['not-an-id'],
      salary: { min: 90000, max: 50000, currency: 'pounds' },
      openings: [],
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().errors as Array<{ path: string }>).map((error) => error.path).sort();
    expect(paths).toEqual(['name', 'officeIds.0', 'openings', 'salary.currency', 'salary.min']);
    const twice = await as(
      acme.admin,
      'POST',
      '/api/jobs',
      blank({ openings: [{ openingId: 'A' }, { openingId: 'a' }] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([{ path: 'openings', message: 'Each opening needs its own ID' }]);
    expect((await as(acme.admin, 'GET', '/api/jobs?limit=100')).json().data.total).toBe(before);
  });

  it("refuses another company's department or office as a field error, and a taken requisition ID", async () => {
    const foreignDepartment = await as(
      acme.admin,
      'POST',
      '/api/jobs',
      blank({ departmentId: globex.department.id }),
    );
    expect(foreignDepartment.statusCode).toBe(400);
    expect(foreignDepartment.json().errors).toEqual([
      { path: 'departmentId', message: 'Department not found' },
    ]);
    const foreignOffice = await as(
      acme.admin,
      'POST',
      '/api/jobs',
      blank({ officeIds: [acme.location.id, globex.location.id] }),
    );
    expect(foreignOffice.json().errors).toEqual([{ path: 'officeIds.1', message: 'Office not found' }]);
    await create({ requisitionId: 'REQ-200' });
    const taken = await as(acme.admin, 'POST', '/api/jobs', blank({ requisitionId: 'req-200' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'requisitionId', message: 'Another job already has this requisition ID' },
    ]);
  });

  it('edits the job info, keeping, adding and removing openings', async () => {
    const job = await create();
    const [first] = job.openings;
    const response = await as(acme.admin, 'PUT', `/api/jobs/${job.id}`, {
      ...blank({ name: 'Senior Backend Engineer', departmentId: null, officeIds: [], salary: null }),
      openings: [{ id: first.id, openingId: 'ENG-1A' }, { openingId: 'ENG-3' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({
      name: 'Senior Backend Engineer',
      department: null,
      offices: [],
      salary: null,
    });
    expect(edited.openings.map((opening: { id: string; openingId: string }) => opening.openingId)).toEqual([
      'ENG-1A',
      'ENG-3',
    ]);
    expect(edited.openings[0].id).toBe(first.id);
    const other = await create();
    const stolen = await as(acme.admin, 'PUT', `/api/jobs/${job.id}`, {
      ...blank(),
      openings: [{ id: other.openings[0].id }],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual([{ path: 'openings.0.id', message: 'Opening not found' }]);
  });

  it('copies a job into a new draft with its info and as many fresh openings', async () => {
    const source = await create({ requisitionId: 'REQ-COPY' });
    await as(acme.admin, 'POST', `/api/jobs/${source.id}/open`);
    const response = await as(acme.admin, 'POST', `/api/jobs/${source.id}/copy`, {
      name: 'Backend Engineer II',
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json().data;
    expect(copy).toMatchObject({
      name: 'Backend Engineer II',
      requisitionId: null,
      status: 'draft',
      department: source.department,
      offices: source.offices,
      salary: source.salary,
      employmentType: 'full_time',
      openOpenings: 2,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.openings.map((opening: { openingId: string | null }) => opening.openingId)).toEqual([
      null,
      null,
    ]);
    expect((await as(acme.admin, 'POST', `/api/jobs/${source.id}/copy`, { name: '' })).statusCode).toBe(400);
    expect((await as(viewer, 'POST', `/api/jobs/${source.id}/copy`, { name: 'Mine' })).statusCode).toBe(403);
    expect(
      (await as(globex.admin, 'POST', `/api/jobs/${source.id}/copy`, { name: 'Theirs' })).statusCode,
    ).toBe(404);
  });

  it('opens a draft, closes it with a reason (openings too), and reopens it as a draft', async () => {
    const job = await create();
    const reason = (
      await as(acme.admin, 'POST', '/api/configuration/close-reasons', { name: 'Hire made' })
    ).json().data;
    expect(
      (await as(acme.admin, 'POST', `/api/jobs/${job.id}/close`, { closeReasonId: reason.id })).statusCode,
    ).toBe(409);
    const opened = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`)).json().data;
    expect(opened).toMatchObject({ status: 'open', daysOpen: 0, openOpenings: 2 });
    expect(opened.openedAt).not.toBeNull();
    expect((await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`)).json().message).toBe(
      'Only a draft job can be opened',
    );
    const foreign = await as(acme.admin, 'POST', `/api/jobs/${job.id}/close`, {
      closeReasonId: outsiderReason,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ path: 'closeReasonId', message: 'Close reason not found' }]);
    const closed = (
      await as(acme.admin, 'POST', `/api/jobs/${job.id}/close`, { closeReasonId: reason.id, note: 'Filled' })
    ).json().data;
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: { id: reason.id, name: 'Hire made' },
      openOpenings: 0,
    });
    const inUse = await as(acme.admin, 'DELETE', `/api/configuration/close-reasons/${reason.id}`);
    expect(inUse.statusCode).toBe(409);
    const reopened = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/reopen`)).json().data;
    expect(reopened).toMatchObject({ status: 'draft', closeReason: null, closedAt: null, openOpenings: 2 });
    expect((await as(acme.admin, 'POST', `/api/jobs/${job.id}/reopen`)).statusCode).toBe(409);
  });

  it('lists with counts per status, search, filters, sorting and the jobs I follow', async () => {
    const manchester = await createLocation(t.app.db, acme.company.id, { name: 'Manchester' });
    const designer = await create({
      name: 'Product Designer',
      requisitionId: 'DES-7',
      officeIds: [manchester.id],
    });
    const analyst = await create({ name: 'Data Analyst', departmentId: null });
    await as(acme.admin, 'POST', `/api/jobs/${analyst.id}/open`);
    const list = async (query: string, who = acme.admin) => {
      const response = await as(who, 'GET', `/api/jobs?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const all = await list('limit=100');
    expect(all.counts.open).toBeGreaterThanOrEqual(1);
    expect(all.total).toBe(all.counts.draft + all.counts.open + all.counts.closed);
    const open = await list('status=open&limit=100');
    expect(open.items.every((job: { status: string }) => job.status === 'open')).toBe(true);
    expect(open.counts).toEqual(all.counts);
    expect((await list('search=des-7')).items.map((job: { id: string }) => job.id)).toEqual([designer.id]);
    expect((await list(`officeId=${manchester.id}`)).items.map((job: { id: string }) => job.id)).toEqual([
      designer.id,
    ]);
    const names = (await list('limit=100&sortBy=name&sortOrder=-1')).items.map(
      (job: { name: string }) => job.name,
    );
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    expect((await list('following=true')).items).toEqual([]);
    const followed = await as(viewer, 'PUT', `/api/jobs/${designer.id}/follow`);
    expect(followed.json().data.isFollowing).toBe(true);
    expect((await as(viewer, 'PUT', `/api/jobs/${designer.id}/follow`)).statusCode).toBe(200);
    expect((await list('following=true', viewer)).items.map((job: { id: string }) => job.id)).toEqual([
      designer.id,
    ]);
    // Following is each person's own.
    expect((await list('following=true')).items).toEqual([]);
    expect((await as(viewer, 'DELETE', `/api/jobs/${designer.id}/follow`)).json().data.isFollowing).toBe(
      false,
    );
    expect((await list('following=true', viewer)).items).toEqual([]);
    expect((await as(acme.admin, 'GET', '/api/jobs?status=paused&sortBy=salary')).statusCode).toBe(400);
  });

  it('pages alike whatever the page size, and answers each asker their own following from one statement', async () => {
    const first = await create({ name: 'Paging Alpha' });
    await create({ name: 'Paging Beta' });
    await create({ name: 'Paging Gamma' });
    const ids = async (query: string, who = acme.admin) => {
      const response = await as(who, 'GET', `/api/jobs?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.map((job: { id: string }) => job.id) as string[];
    };
    const all = await ids('limit=100');
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(await ids('limit=100')).toEqual(all);
    expect(await ids('limit=10')).toEqual(all.slice(0, 10));
    expect(await ids('limit=2')).toEqual(all.slice(0, 2));
    expect(await ids('limit=2&page=2')).toEqual(all.slice(2, 4));
    expect(await ids('limit=10&page=2')).toEqual(all.slice(10, 20));
    expect(await ids('limit=100&status=draft')).toEqual(
      (await as(acme.admin, 'GET', '/api/jobs?limit=100'))
        .json()
        .data.items.filter((job: { status: string }) => job.status === 'draft')
        .map((job: { id: string }) => job.id),
    );

    await as(viewer, 'PUT', `/api/jobs/${first.id}/follow`);
    const following = async (who: SignedInUser) =>
      (await as(who, 'GET', '/api/jobs?limit=100'))
        .json()
        .data.items.find((job: { id: string }) => job.id === first.id).isFollowing;
    expect(await following(viewer)).toBe(true);
    expect(await following(acme.admin)).toBe(false);
    expect((await as(viewer, 'GET', `/api/jobs/${first.id}`)).json().data.isFollowing).toBe(true);
    expect((await as(acme.admin, 'GET', `/api/jobs/${first.id}`)).json().data.isFollowing).toBe(false);
    await as(viewer, 'DELETE', `/api/jobs/${first.id}/follow`);
  });

  it("offers the company's departments and offices to pick from, and no other company's", async () => {
    const response = await as(viewer, 'GET', '/api/jobs/lookups');
    expect(response.statusCode, response.body).toBe(200);
    const { departments, offices } = response.json().data;
    expect(departments).toEqual([{ id: acme.department.id, name: 'Engineering' }]);
    expect(offices.map((office: { name: string }) => office.name)).toEqual(['London', 'Manchester']);
  });

  it("keeps the job's activity feed: who changed what, newest first, for those who may see it", async () => {
    const job = await create({ name: 'Feed job' });
    await as(acme.admin, 'PUT', `/api/jobs/${job.id}`, blank({ name: 'Feed job, renamed' }));
    await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`);
    const response = await as(acme.admin, 'GET', `/api/jobs/${job.id}/activity`);
    expect(response.statusCode, response.body).toBe(200);
    const feed = response.json().data;
    expect(feed.items.map((item: { action: string }) => item.action)).toEqual([
      'job.open',
      'job.update',
      'job.create',
    ]);
    expect(feed.items[1]).toMatchObject({
      actorName: 'Ada Owner',
      impersonatorName: null,
      before: expect.objectContaining({ name: 'Feed job' }),
      after: expect.objectContaining({ name: 'Feed job, renamed' }),
    });
    expect(feed.items[0]).not.toHaveProperty('ip');
    expect((await as(viewer, 'GET', `/api/jobs/${job.id}/activity`)).statusCode).toBe(403);
    expect((await as(globex.admin, 'GET', `/api/jobs/${job.id}/activity`)).statusCode).toBe(404);
  });

  it('keeps a kickoff per job: empty until written, then saved with who saved it, and audited', async () => {
    const job = await create({ name: 'Kickoff job' });
    const empty = (await as(acme.admin, 'GET', `/api/jobs/${job.id}/kickoff`)).json().data;
    expect(empty).toEqual({
      responsibilities: '',
      qualifications: '',
      sellingPoints: '',
      interviewNotes: '',
      updatedAt: null,
      updatedBy: null,
    });
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/kickoff`, {
      responsibilities: '<p>Own the billing service</p>',
      sellingPoints: '<ul><li>Four-day week</li></ul>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      responsibilities: '<p>Own the billing service</p>',
      qualifications: '',
      sellingPoints: '<ul><li>Four-day week</li></ul>',
      updatedBy: { id: acme.admin.user.id, name: 'Ada Owner' },
    });
    const again = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/kickoff`, {
      responsibilities: 'x'.repeat(20_001),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0].path).toBe('responsibilities');
    const feed = (await as(acme.admin, 'GET', `/api/jobs/${job.id}/activity`)).json().data.items;
    expect(feed[0].action).toBe('job.kickoff.update');
    expect((await as(viewer, 'GET', `/api/jobs/${job.id}/kickoff`)).statusCode).toBe(403);
    expect((await as(acme.support, 'PUT', `/api/jobs/${job.id}/kickoff`, {})).statusCode).toBe(403);
    expect((await as(globex.admin, 'PUT', `/api/jobs/${job.id}/kickoff`, {})).statusCode).toBe(404);
    expect((await as(acme.support, 'GET', `/api/jobs/${job.id}/kickoff`)).json().data.responsibilities).toBe(
      '<p>Own the billing service</p>',
    );
  });

  it('sets who hears of what on a job, only from the company', async () => {
    const job = await create({ name: 'Notified job' });
    const defaults = (await as(acme.admin, 'GET', `/api/jobs/${job.id}/notifications`)).json().data;
    expect(defaults).toEqual({
      newApplicants: [],
      scorecardsSubmitted: [],
      approvals: [],
      stuckCandidates: [],
      stuckAfterDays: 7,
    });
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/notifications`, {
      newApplicants: [acme.admin.user.id, acme.support.user.id],
      stuckCandidates: [acme.support.user.id],
      stuckAfterDays: 14,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      newApplicants: [
        { id: acme.admin.user.id, name: 'Ada Owner' },
        { id: acme.support.user.id, name: 'Sam Support' },
      ],
      scorecardsSubmitted: [],
      approvals: [],
      stuckCandidates: [{ id: acme.support.user.id, name: 'Sam Support' }],
      stuckAfterDays: 14,
    });
    const stranger = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/notifications`, {
      approvals: [acme.admin.user.id, globex.admin.user.id],
      stuckAfterDays: 0,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'stuckAfterDays', message: 'At least 1 day' }]);
    const foreign = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/notifications`, {
      approvals: [acme.admin.user.id, globex.admin.user.id],
    });
    expect(foreign.json().errors).toEqual([
      { path: 'approvals.1', message: 'Pick someone from your company who can still sign in' },
    ]);
    expect((await as(acme.support, 'PUT', `/api/jobs/${job.id}/notifications`, {})).statusCode).toBe(403);
    expect((await as(globex.admin, 'GET', `/api/jobs/${job.id}/notifications`)).statusCode).toBe(404);
  });

  it('keeps the counts per status true right after a change', async () => {
    const before = (await as(acme.admin, 'GET', '/api/jobs')).json().data.counts;
    const job = await create();
    const afterCreate = (await as(acme.admin, 'GET', '/api/jobs')).json().data.counts;
    expect(afterCreate).toEqual({ ...before, draft: before.draft + 1 });
    await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`);
    const afterOpen = (await as(acme.admin, 'GET', '/api/jobs?status=draft')).json().data.counts;
    expect(afterOpen).toEqual({ ...before, open: before.open + 1 });
  });

  it('sets the hiring team, one responsible recruiter and coordinator at most, and filters jobs by member', async () => {
    const job = await create({ name: 'Team Lead' });
    const team = (members: object[]) => as(acme.admin, 'PUT', `/api/jobs/${job.id}/hiring-team`, { members });
    const response = await team([
      { userId: acme.admin.user.id, role: 'hiring_manager' },
      { userId: acme.support.user.id, role: 'recruiter', responsible: true },
      { userId: acme.admin.user.id, role: 'coordinator', responsible: true },
      { userId: viewer.user.id, role: 'interviewer' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.members).toEqual([
      expect.objectContaining({
        userId: acme.admin.user.id,
        role: 'hiring_manager',
        responsible: false,
        name: 'Ada Owner',
      }),
      expect.objectContaining({ userId: acme.support.user.id, role: 'recruiter', responsible: true }),
      expect.objectContaining({ userId: acme.admin.user.id, role: 'coordinator', responsible: true }),
      expect.objectContaining({ userId: viewer.user.id, role: 'interviewer', responsible: false }),
    ]);
    expect((await as(viewer, 'GET', `/api/jobs/${job.id}/hiring-team`)).statusCode).toBe(403);
    const read = await as(acme.support, 'GET', `/api/jobs/${job.id}/hiring-team`);
    expect(read.json().data.members).toHaveLength(4);

    const twoResponsible = await team([
      { userId: acme.admin.user.id, role: 'recruiter', responsible: true },
      { userId: acme.support.user.id, role: 'recruiter', responsible: true },
      { userId: viewer.user.id, role: 'interviewer', responsible: true },
      { userId: viewer.user.id, role: 'interviewer' },
    ]);
    expect(twoResponsible.statusCode).toBe(400);
    expect(twoResponsible.json().errors).toEqual([
      { path: 'members.1.responsible', message: 'Only one person of this role can be responsible' },
      { path: 'members.2.responsible', message: 'Only recruiters and coordinators can be responsible' },
      { path: 'members.3.userId', message: 'This person already has this role on the team' },
    ]);
    const outsider = await team([{ userId: globex.admin.user.id, role: 'sourcer' }]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors).toEqual([
      { path: 'members.0.userId', message: 'Pick someone from your company who can still sign in' },
    ]);

    const lookups = (await as(acme.admin, 'GET', '/api/jobs/lookups')).json().data;
    expect(lookups.hiringTeamMembers.map((member: { id: string }) => member.id)).toContain(viewer.user.id);
    const candidates = await as(acme.admin, 'GET', '/api/jobs/team-candidates?search=OWNER');
    expect(candidates.statusCode, candidates.body).toBe(200);
    expect(candidates.json().data).toEqual([
      {
        _id: acme.admin.user.id,
        fullName: 'Ada Owner',
        email: acme.admin.user.email,
        jobTitle: acme.admin.user.jobTitle,
      },
    ]);
    expect((await as(acme.admin, 'GET', '/api/jobs/team-candidates?search=outsider')).json().data).toEqual(
      [],
    );
    expect((await as(viewer, 'GET', '/api/jobs/team-candidates')).statusCode).toBe(403);

    const mine = (await as(acme.admin, 'GET', `/api/jobs?hiringTeamMemberId=${viewer.user.id}`)).json().data;
    expect(mine.items.map((item: { id: string }) => item.id)).toEqual([job.id]);
    expect(mine.counts).toEqual({ draft: 1, open: 0, closed: 0 });
    expect(
      (await as(globex.admin, 'PUT', `/api/jobs/${job.id}/hiring-team`, { members: [] })).statusCode,
    ).toBe(404);
    const unchanged = (await as(acme.admin, 'GET', `/api/jobs/${job.id}/hiring-team`)).json().data.members;
    expect(unchanged).toHaveLength(4);
  });

  it('answers 401 signed out, 403 without the permission, and 404 for another company', async () => {
    const job = await create();
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    expect((await as(viewer, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await as(viewer, 'POST', '/api/jobs', blank())).statusCode).toBe(403);
    expect((await as(viewer, 'PUT', `/api/jobs/${job.id}`, blank())).statusCode).toBe(403);
    expect((await as(viewer, 'POST', `/api/jobs/${job.id}/open`)).statusCode).toBe(403);
    expect((await as(globex.admin, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'PUT', `/api/jobs/${job.id}`, blank())).statusCode).toBe(404);
    expect((await as(globex.admin, 'POST', `/api/jobs/${job.id}/open`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'PUT', `/api/jobs/${job.id}/follow`)).statusCode).toBe(404);
    const globexJobs = (await as(globex.admin, 'GET', '/api/jobs')).json().data;
    expect(globexJobs.items).toEqual([]);
    expect((await as(acme.admin, 'GET', `/api/jobs/${job.id}`)).json().data.status).toBe('draft');
  });
});

describe('close reasons: /api/configuration/close-reasons', () => {
  let t: TestApp;
  let acme: Company;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
  });
  afterAll(() => t.close());

  it('adds, lists in name order, renames and deletes, refusing a taken name', async () => {
    const add = (name: string) =>
      injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/configuration/close-reasons',
        payload: { name },
      });
    const filled = (await add('Position filled')).json().data;
    expect(filled).toMatchObject({ name: 'Position filled', jobCount: 0 });
    await add('Budget withdrawn');
    expect((await add('position FILLED')).statusCode).toBe(409);
    expect((await add('')).json().errors).toEqual([{ path: 'name', message: expect.any(String) }]);
    const list = (
      await injectAs(t.app, acme.support, { method: 'GET', url: '/api/configuration/close-reasons' })
    ).json().data;
    expect(list.map((reason: { name: string }) => reason.name)).toEqual([
      'Budget withdrawn',
      'Position filled',
    ]);
    const renamed = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/configuration/close-reasons/${filled.id}`,
      payload: { name: 'Hired' },
    });
    expect(renamed.json().data.name).toBe('Hired');
    expect(
      (
        await injectAs(t.app, acme.support, {
          method: 'POST',
          url: '/api/configuration/close-reasons',
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    const removed = await injectAs(t.app, acme.admin, {
      method: 'DELETE',
      url: `/api/configuration/close-reasons/${filled.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (
        await injectAs(t.app, acme.admin, {
          method: 'DELETE',
          url: `/api/configuration/close-reasons/${filled.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
