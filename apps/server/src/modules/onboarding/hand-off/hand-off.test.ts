import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobHiringTeam,
  jobOffices,
  jobOpenings,
  jobs,
  newHires,
  newHireTasks,
  onboardingEventCursor,
} from '../../../db/schema/index.ts';
import { signedInWithRole } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { publishEvent } from '../../platform/events/platform-events.ts';
import { hireFromPayload } from './hand-off-mapping.ts';
import { consumeCandidateHired, HAND_OFF_CONSUMER, sweepHandOffs } from './hand-off.service.ts';
import { DEFAULT_DATA_FLOW } from '@atrium/shared/schemas/onboarding/data-flow';

const FLOW = '/api/onboarding/settings/data-flow';

describe('Recruiting → Onboarding: the hand-off of hires, and settings → data flow', () => {
  let t: OnboardingTestApp<Awaited<ReturnType<typeof candidatesCompany>>>;
  let maya: string;

  beforeAll(async () => {
    t = await onboardingTestApp(candidatesCompany);
    const { acme } = t;
    const companyId = acme.company.id;
    maya = (await t.colleague('Maya', 'Lindqvist')).id;
    await t.app.db.update(jobs).set({ departmentId: acme.department.id }).where(eq(jobs.id, acme.job.id));
    await t.app.db.insert(jobOffices).values({ companyId, jobId: acme.job.id, locationId: acme.location.id });
    await t.app.db
      .insert(jobHiringTeam)
      .values({ companyId, jobId: acme.job.id, userId: maya, role: 'hiring_manager', position: 0 });
    await t.app.db.insert(jobOpenings).values(
      [0, 1, 2].map((position) => ({
        companyId,
        jobId: acme.job.id,
        openingId: `ENG-${position}`,
        position,
      })),
    );
    await t.addPlanTask({
      name: 'Welcome {{NEW_HIRE_FIRST_NAME}}',
      instructions: '<p>{{NEW_HIRE_FULL_NAME}} joins as {{JOB_TITLE}}</p>',
      assigneeRole: 'manager',
      dueOffsetDays: -2,
      criteria: { departmentIds: [acme.department.id] },
    });
  });
  afterAll(() => t.close());

  const deps = () => ({ db: t.app.db, log: t.app.log });
  const hireOf = async (applicationId: string) =>
    (await t.app.db.select().from(newHires).where(eq(newHires.applicationId, applicationId)))[0];
  /** The job the hire queues runs in the background: wait for its new hire. */
  async function handedOff(applicationId: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const row = await hireOf(applicationId);
      if (row) return row;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`no new hire for application ${applicationId}`);
  }

  it('makes a hire in Recruiting a new hire with their plan, through the job the hire queues', async () => {
    const applicationId = t.acme.applied[0]!.id;
    const hired = await t.as(t.acme.admin, 'POST', `/api/applications/${applicationId}/hire`, {
      startDate: '2030-03-04',
    });
    expect(hired.statusCode, hired.body).toBe(200);
    const hire = await handedOff(applicationId);
    expect(hire).toMatchObject({
      companyId: t.acme.company.id,
      source: 'recruiting',
      state: 'pending',
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@acme.test',
      startDate: '2030-03-04',
      jobTitle: 'Backend Engineer',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerUserId: maya,
      candidateId: t.acme.applied[0]!.candidateId,
    });
    const tasks = await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, hire.id));
    expect(tasks).toMatchObject([
      {
        name: 'Welcome Grace',
        instructions: '<p>Grace Hopper joins as Backend Engineer</p>',
        assigneeUserId: maya,
        dueDate: '2030-03-02',
      },
    ]);
    // Read again (the sweep, or a retried job): nothing more.
    expect(await consumeCandidateHired(deps(), t.acme.company.id)).toEqual([]);
    await sweepHandOffs(deps());
    expect(await t.app.db.$count(newHires, eq(newHires.applicationId, applicationId))).toBe(1);
    const [cursor] = await t.app.db
      .select()
      .from(onboardingEventCursor)
      .where(
        and(
          eq(onboardingEventCursor.companyId, t.acme.company.id),
          eq(onboardingEventCursor.consumer, HAND_OFF_CONSUMER),
        ),
      );
    expect(cursor!.lastEventId).toEqual(expect.any(String));
  });

  it('lets through only the facts settings → data flow allows', async () => {
    const defaults = await t.as(t.acme.admin, 'GET', FLOW);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json().data).toEqual(DEFAULT_DATA_FLOW);
    const saved = await t.as(t.acme.admin, 'PUT', FLOW, {
      ...DEFAULT_DATA_FLOW,
      phone: false,
      department: false,
      manager: false,
      startDate: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.as(t.acme.admin, 'GET', FLOW)).json().data).toMatchObject({
      phone: false,
      location: true,
    });
    // Another company's settings are its own.
    expect((await t.as(t.globex.admin, 'GET', FLOW)).json().data).toEqual(DEFAULT_DATA_FLOW);

    const applicationId = t.acme.applied[1]!.id;
    expect(
      (
        await t.as(t.acme.admin, 'POST', `/api/applications/${applicationId}/hire`, {
          startDate: '2030-04-01',
        })
      ).statusCode,
    ).toBe(200);
    await consumeCandidateHired(deps(), t.acme.company.id);
    const hire = await handedOff(applicationId);
    expect(hire).toMatchObject({
      phone: null,
      departmentId: null,
      managerUserId: null,
      startDate: null,
      locationId: t.acme.location.id,
      jobTitle: 'Backend Engineer',
    });
    // Not in Engineering: the department's task is not theirs.
    expect(await t.app.db.$count(newHireTasks, eq(newHireTasks.newHireId, hire.id))).toBe(0);
    await t.as(t.acme.admin, 'PUT', FLOW, DEFAULT_DATA_FLOW);
  });

  it('catches, by its sweep, an event whose job was lost, dropping links no longer there', async () => {
    const payload = {
      applicationId: '00000000-0000-4000-8000-00000000a001',
      candidateId: '00000000-0000-4000-8000-00000000c001',
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'Ada@Globex.test',
      phone: '+44 20 7946 0000',
      job: { id: t.globex.job.id, name: 'Data Analyst' },
      department: { id: t.acme.department.id, name: 'Not theirs' },
      offices: [],
      manager: null,
      startDate: '2030-05-06',
      opening: null,
      offer: { id: 'x', salary: 1, currency: 'GBP', salaryPeriod: 'year', customFields: { bonus: 500 } },
      hiredAt: new Date().toISOString(),
      hiredBy: null,
    };
    await t.app.db.transaction((tx) =>
      publishEvent(tx, t.globex.company.id, 'recruiting.candidate_hired', payload),
    );
    await sweepHandOffs(deps());
    expect(await hireOf(payload.applicationId)).toMatchObject({
      companyId: t.globex.company.id,
      personalEmail: 'ada@globex.test',
      phone: '+44 20 7946 0000',
      departmentId: null,
      customFields: { bonus: 500 },
    });
  });

  it('maps a payload by the data flow', () => {
    const payload = {
      applicationId: 'a',
      candidateId: 'c',
      firstName: ' Grace ',
      lastName: 'Hopper',
      email: 'GRACE@X.TEST',
      phone: '',
      job: { id: 'j', name: 'Engineer' },
      department: null,
      offices: [
        { id: 'l1', name: 'London' },
        { id: 'l2', name: 'Paris' },
      ],
      manager: { id: 'm', name: 'Maya', email: 'maya@x.test' },
      startDate: '2030-01-01',
      opening: null,
      offer: null,
      hiredAt: '2029-12-01T00:00:00Z',
      hiredBy: null,
    };
    expect(hireFromPayload(payload, DEFAULT_DATA_FLOW)).toEqual({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@x.test',
      phone: null,
      startDate: '2030-01-01',
      jobTitle: 'Engineer',
      departmentId: null,
      locationId: 'l1',
      managerUserId: 'm',
      customFields: {},
    });
    expect(
      hireFromPayload(payload, { ...DEFAULT_DATA_FLOW, location: false, jobTitle: false }),
    ).toMatchObject({
      locationId: null,
      jobTitle: null,
    });
  });

  it('refuses a bad data flow with its fields, and needs the data flow permission', async () => {
    const bad = await t.as(t.acme.admin, 'PUT', FLOW, { phone: 'yes', department: true });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual([
      'jobTitle',
      'location',
      'manager',
      'offerCustomFields',
      'phone',
      'startDate',
    ]);
    const hr = await signedInWithRole(t.app, t.acme.company, {
      name: 'HR without settings',
      permissions: ['onb.module.new_hires.new_hire.view'],
    });
    expect((await t.as(hr, 'GET', FLOW)).statusCode).toBe(403);
    expect((await t.as(hr, 'PUT', FLOW, DEFAULT_DATA_FLOW)).statusCode).toBe(403);
  });
});
