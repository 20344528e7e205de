import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import {
  applications,
  outboxMessages,
  scheduledInterviews,
  users,
  webhookDeliveries,
  webhooks,
} from '../../../db/schema/index.ts';
import { nextMondayAt, plusMinutes } from '../interviews/interviews.test-helpers.ts';
import { interviewingCompany, scheduleInterview } from '../scorecards/scorecards.test-helpers.ts';
import { storeHarvestKey } from './harvest-keys.service.ts';
import { harvestScheduledInterviewSchema, harvestScorecardSchema } from './harvest-interview-objects.ts';
import { stableIdOf } from './harvest-objects.ts';

type Company = Awaited<ReturnType<typeof interviewingCompany>>;

/** The Link header's targets by rel (RFC 5988). */
function linksOf(header: string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const match = part.match(/<([^>]+)>;\s*rel="(\w+)"/);
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}

const interviews = harvestScheduledInterviewSchema.strict().extend({
  interviewers: harvestScheduledInterviewSchema.shape.interviewers.element.strict().array(),
});
const scorecards = harvestScorecardSchema.strict();

describe('the Harvest API: scheduled interviews and scorecards', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  // Each test its own key: 50 requests per 10 seconds per key.
  const KEYS = Array.from({ length: 6 }, (_, index) => `acme-harvest-interviews-${index}-0123456789`);
  const GLOBEX_KEY = 'globex-harvest-interviews-0123456789';
  const NARROW_KEY = 'acme-harvest-interviews-narrow-0123456789';
  let key = KEYS[0]!;
  let actor: number;
  let ivy: { user: SignedInUser; publicId: number };
  let ian: { user: SignedInUser; publicId: number };
  let applicationId: number;
  let globexApplicationId: number;
  let planInterviewId: number;

  const publicIdOfUser = async (id: string) =>
    (await t.app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, id)))[0]!.publicId;
  const publicIdOfApplication = async (id: string) =>
    (
      await t.app.db
        .select({ publicId: applications.publicId })
        .from(applications)
        .where(eq(applications.id, id))
    )[0]!.publicId;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await interviewingCompany(t.app);
    globex = await interviewingCompany(t.app, 'Globex Ltd');
    for (const [company, name] of [
      ...KEYS.map((value) => [acme, value] as const),
      [globex, GLOBEX_KEY] as const,
    ])
      await storeHarvestKey(t.app.db, {
        companyId: company.company.id,
        name: 'Everything',
        key: name,
        permissions: [...HARVEST_ENDPOINTS],
        createdById: null,
      });
    await storeHarvestKey(t.app.db, {
      companyId: acme.company.id,
      name: 'Candidates only',
      key: NARROW_KEY,
      permissions: ['GET /v1/candidates'],
      createdById: null,
    });
    actor = await publicIdOfUser(acme.admin.user.id);
    ivy = { user: acme.ivy, publicId: await publicIdOfUser(acme.ivy.user.id) };
    ian = { user: acme.ian, publicId: await publicIdOfUser(acme.ian.user.id) };
    // The plan's interview is in Phone Screen: the application is there.
    await t.app.db
      .update(applications)
      .set({ stageId: acme.stages[1]!.id })
      .where(eq(applications.id, acme.applied[0]!.id));
    applicationId = await publicIdOfApplication(acme.applied[0]!.id);
    globexApplicationId = await publicIdOfApplication(globex.applied[0]!.id);
    planInterviewId = stableIdOf(`interview:${acme.plan.id}`);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    options: { key?: string; onBehalfOf?: number | null; version?: 'v1' | 'v2' } = {},
  ) {
    const onBehalfOf = options.onBehalfOf === undefined ? actor : options.onBehalfOf;
    return t.app.inject({
      method,
      url: `/api/harvest/${options.version ?? 'v1'}${url}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${options.key ?? key}:`).toString('base64')}`,
        ...(method !== 'GET' && onBehalfOf !== null ? { 'on-behalf-of': String(onBehalfOf) } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  }
  const start = nextMondayAt(10);
  const create = (overrides: object = {}) =>
    call(
      'POST',
      '/scheduled_interviews',
      {
        application_id: applicationId,
        interview_id: planInterviewId,
        interviewers: [
          { user_id: ivy.publicId, response_status: 'accepted' },
          { email: ian.user.user.email.toUpperCase(), response_status: 'needs_action' },
        ],
        start: start.toISOString(),
        end: plusMinutes(start, 45).toISOString(),
        external_event_id: 'event-1',
        location: 'Room 4',
        video_conferencing_url: 'https://meet.example.test/abc',
        ...overrides,
      },
      { version: 'v2' },
    );

  it('schedules through POST /v2 as the On-Behalf-Of organizer, inviting everyone; refuses bad input by field', async () => {
    key = KEYS[0]!;
    const created = await create();
    expect(created.statusCode, created.body).toBe(201);
    const interview = interviews.parse(created.json());
    expect(interview).toMatchObject({
      application_id: applicationId,
      external_event_id: null,
      start: { date_time: start.toISOString() },
      end: { date_time: plusMinutes(start, 45).toISOString() },
      location: 'Room 4',
      video_conferencing_url: 'https://meet.example.test/abc',
      status: 'scheduled',
      interview: { id: planInterviewId, name: 'Technical screen' },
      organizer: { id: actor, first_name: acme.admin.user.firstName },
    });
    expect(interview.interviewers.map((person) => [person.id, person.scorecard_id])).toEqual(
      expect.arrayContaining([
        [ivy.publicId, null],
        [ian.publicId, null],
      ]),
    );
    // The invitations went out through the interviews service: the candidate and each interviewer.
    const mail = await t.app.db
      .select({ to: outboxMessages.to, method: outboxMessages.calendarMethod })
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, acme.company.id));
    expect(mail.filter((message) => message.method === 'REQUEST').map((message) => message.to)).toEqual(
      expect.arrayContaining([ivy.user.user.email, ian.user.user.email, acme.people[0]!.email]),
    );

    const refusals: Array<[object, string]> = [
      [{ interview_id: 12345 }, 'interview_id'],
      [{ end: start.toISOString() }, 'end'],
      [{ start: 'tomorrow' }, 'start'],
      [{ interviewers: [{ user_id: 999_999, response_status: 'accepted' }] }, 'interviewers.0.user_id'],
      [{ interviewers: [{ employee_id: 'E1', response_status: 'accepted' }] }, 'interviewers.0.employee_id'],
      [
        { interviewers: [{ user_id: ivy.publicId, response_status: 'maybe' }] },
        'interviewers.0.response_status',
      ],
      [{ video_conferencing_url: 'http://meet.example.test' }, 'video_conferencing_url'],
      [{ application_id: globexApplicationId }, 'application_id'],
    ];
    for (const [overrides, field] of refusals) {
      const refused = await create(overrides);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    const anonymous = await call('POST', '/scheduled_interviews', {}, { version: 'v2', onBehalfOf: null });
    expect(anonymous.statusCode).toBe(422);
    expect(anonymous.json().errors).toEqual([expect.objectContaining({ field: 'On-Behalf-Of' })]);
  });

  it('lists by Link headers with the time filters, retrieves one, lists an application’s; another company’s are 404', async () => {
    key = KEYS[1]!;
    const later = nextMondayAt(10, 2);
    const second = await create({
      start: { date_time: later.toISOString() },
      end: { date_time: plusMinutes(later, 30).toISOString() },
    });
    expect(second.statusCode, second.body).toBe(201);
    const secondId = interviews.parse(second.json()).id;

    const first = await call('GET', '/scheduled_interviews?per_page=1');
    expect(first.statusCode).toBe(200);
    expect(interviews.array().parse(first.json())).toHaveLength(1);
    const links = linksOf(first.headers.link as string);
    expect(links.next).toContain('page=2');
    expect(links.last).toBeDefined();
    const all = interviews.array().parse((await call('GET', '/scheduled_interviews')).json());
    expect(all.map((interview) => interview.id)).toContain(secondId);
    const afterFirst = interviews
      .array()
      .parse(
        (
          await call(
            'GET',
            `/scheduled_interviews?starts_after=${encodeURIComponent(plusMinutes(start, 1).toISOString())}`,
          )
        ).json(),
      );
    expect(afterFirst.map((interview) => interview.id)).toEqual([secondId]);
    const endsBefore = interviews
      .array()
      .parse(
        (
          await call('GET', `/scheduled_interviews?ends_before=${encodeURIComponent(later.toISOString())}`)
        ).json(),
      );
    expect(endsBefore.map((interview) => interview.id)).not.toContain(secondId);
    const badFilter = await call('GET', '/scheduled_interviews?starts_after=soon');
    expect(badFilter.statusCode).toBe(422);
    expect(badFilter.json().errors[0].field).toBe('starts_after');

    expect(interviews.parse((await call('GET', `/scheduled_interviews/${secondId}`)).json()).id).toBe(
      secondId,
    );
    const ofApplication = interviews
      .array()
      .parse((await call('GET', `/applications/${applicationId}/scheduled_interviews`)).json());
    expect(ofApplication.length).toBeGreaterThanOrEqual(2);

    expect(
      (await call('GET', `/scheduled_interviews/${secondId}`, undefined, { key: GLOBEX_KEY })).statusCode,
    ).toBe(404);
    expect(
      (
        await call('GET', `/applications/${applicationId}/scheduled_interviews`, undefined, {
          key: GLOBEX_KEY,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', '/scheduled_interviews/abc')).statusCode).toBe(422);
  });

  it('changes an interview through PATCH /v2 (attendees sent the update); refuses bad input; another company’s is 404', async () => {
    key = KEYS[2]!;
    const created = interviews.parse((await create()).json());
    const moved = nextMondayAt(14, 3);
    const changed = await call(
      'PATCH',
      `/scheduled_interviews/${created.id}`,
      {
        start: moved.toISOString(),
        end: plusMinutes(moved, 60).toISOString(),
        location: 'Room 7',
        interviewers: [{ user_id: ian.publicId, response_status: 'needs_action' }],
      },
      { version: 'v2' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = interviews.parse(changed.json());
    expect(after).toMatchObject({
      id: created.id,
      start: { date_time: moved.toISOString() },
      location: 'Room 7',
      video_conferencing_url: 'https://meet.example.test/abc',
    });
    expect(after.interviewers.map((person) => person.id)).toEqual([ian.publicId]);
    const [row] = await t.app.db
      .select({ sequence: scheduledInterviews.sequence })
      .from(scheduledInterviews)
      .where(eq(scheduledInterviews.publicId, created.id));
    expect(row!.sequence).toBe(1);

    const badLink = await call(
      'PATCH',
      `/scheduled_interviews/${created.id}`,
      { video_conferencing_url: 'http://meet.example.test' },
      { version: 'v2' },
    );
    expect(badLink.statusCode).toBe(422);
    expect(badLink.json().errors[0].field).toBe('video_conferencing_url');
    const theirs = await call(
      'PATCH',
      `/scheduled_interviews/${created.id}`,
      { location: 'Elsewhere' },
      { version: 'v2', key: GLOBEX_KEY, onBehalfOf: await publicIdOfUser(globex.admin.user.id) },
    );
    expect(theirs.statusCode).toBe(404);
    // The v1 write is Greenhouse's deprecated one: not served.
    expect((await call('PATCH', `/scheduled_interviews/${created.id}`, { location: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('lists submitted scorecards with Greenhouse’s attributes, ratings and questions; drafts never; interviewers carry their scorecard', async () => {
    key = KEYS[3]!;
    const held = await scheduleInterview(t.app, {
      companyId: acme.company.id,
      applicationId: acme.applied[1]!.id,
      stageId: acme.stages[1]!.id,
      interviewers: [acme.ivy, acme.ian],
      jobInterviewId: acme.plan.id,
    });
    const submitted = await injectAs(t.app, acme.ivy, {
      method: 'PUT',
      url: `/api/interviews/${held.id}/scorecard`,
      payload: {
        ratings: [
          { attributeId: 'java', rating: 'strong_yes' },
          { attributeId: 'sql', rating: 'mixed' },
          { attributeId: 'kind', rating: 'no_decision' },
        ],
        keyTakeaways: 'Solid engineer',
        privateNotes: 'Asked about pay',
        answers: [{ question: 'How would you index this table?', answer: 'B-tree' }],
        overallRecommendation: 'yes',
        submit: true,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const draft = await injectAs(t.app, acme.ian, {
      method: 'PUT',
      url: `/api/interviews/${held.id}/scorecard`,
      payload: { keyTakeaways: 'Half written', submit: false },
    });
    expect(draft.statusCode, draft.body).toBe(200);

    const listed = scorecards.array().parse((await call('GET', '/scorecards')).json());
    expect(listed).toHaveLength(1);
    const card = listed[0]!;
    const heldApplicationId = (
      await t.app.db
        .select({ publicId: applications.publicId })
        .from(applications)
        .where(eq(applications.id, acme.applied[1]!.id))
    )[0]!.publicId;
    expect(card).toMatchObject({
      interview: 'Technical screen',
      interview_step: { id: planInterviewId, name: 'Technical screen' },
      application_id: heldApplicationId,
      interviewed_at: held.startsAt.toISOString(),
      submitted_by: { id: ivy.publicId },
      interviewer: { id: ivy.publicId },
      overall_recommendation: 'yes',
      attributes: [
        { name: 'Java', type: 'Skills', note: null, rating: 'strong_yes' },
        { name: 'SQL', type: 'Skills', note: null, rating: 'mixed' },
        { name: 'Kindness', type: 'Personality Traits', note: null, rating: 'no_decision' },
      ],
      ratings: { definitely_not: [], no: [], mixed: ['SQL'], yes: [], strong_yes: ['Java'] },
      questions: [
        { id: null, question: 'Key Take-Aways', answer: 'Solid engineer' },
        { id: null, question: 'Private Notes', answer: 'Asked about pay' },
        { id: null, question: 'How would you index this table?', answer: 'B-tree' },
      ],
    });
    expect(scorecards.parse((await call('GET', `/scorecards/${card.id}`)).json()).id).toBe(card.id);
    const ofApplication = scorecards
      .array()
      .parse((await call('GET', `/applications/${heldApplicationId}/scorecards`)).json());
    expect(ofApplication.map((item) => item.id)).toEqual([card.id]);
    expect((await call('GET', `/applications/${applicationId}/scorecards`)).json()).toEqual([]);

    // The interview it was for: over, one scorecard missing, so awaiting feedback.
    const interview = interviews.parse((await call('GET', `/scheduled_interviews/${held.publicId}`)).json());
    expect(interview.status).toBe('awaiting_feedback');
    expect(interview.interview).toEqual({ id: planInterviewId, name: 'Technical screen' });
    expect(
      Object.fromEntries(interview.interviewers.map((person) => [person.id, person.scorecard_id])),
    ).toEqual({ [ivy.publicId]: card.id, [ian.publicId]: null });

    expect((await call('GET', `/scorecards/${card.id}`, undefined, { key: GLOBEX_KEY })).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/applications/${heldApplicationId}/scorecards`, undefined, { key: GLOBEX_KEY }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/scorecards?created_after=yesterday')).statusCode).toBe(422);
  });

  it('deletes (cancels) an interview, telling the interview_deleted web hook; a complete one is refused', async () => {
    key = KEYS[4]!;
    const [hook] = await t.app.db
      .insert(webhooks)
      .values({
        companyId: acme.company.id,
        name: 'Calendar sync',
        url: 'https://calendar.example.test/hooks',
        events: ['interview_deleted'],
        secret: 'a-secret-of-sixteen-chars',
        active: true,
      })
      .returning();
    const created = interviews.parse((await create()).json());
    expect(
      (
        await call('DELETE', `/scheduled_interviews/${created.id}`, undefined, {
          key: GLOBEX_KEY,
          onBehalfOf: await publicIdOfUser(globex.admin.user.id),
        })
      ).statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', `/scheduled_interviews/${created.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: `Interview ${created.id} has been deleted.` });
    expect((await call('GET', `/scheduled_interviews/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/scheduled_interviews/${created.id}`)).statusCode).toBe(404);
    const cancellations = await t.app.db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, acme.company.id), eq(outboxMessages.calendarMethod, 'CANCEL')));
    expect(cancellations.map((message) => message.to)).toContain(ivy.user.user.email);
    const deliveries = await t.app.db
      .select({ event: webhookDeliveries.event, body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(deliveries.map((delivery) => [delivery.event, JSON.parse(delivery.body)])).toEqual([
      ['interview_deleted', { action: 'interview_deleted', payload: { interview: { id: created.id } } }],
    ]);

    // Every interviewer submitted: complete, which Greenhouse does not let an integration change.
    const done = await scheduleInterview(t.app, {
      companyId: acme.company.id,
      applicationId: acme.applied[2]!.id,
      stageId: acme.stages[1]!.id,
      interviewers: [acme.ian],
    });
    const submitted = await injectAs(t.app, acme.ian, {
      method: 'PUT',
      url: `/api/interviews/${done.id}/scorecard`,
      payload: { overallRecommendation: 'no', submit: true },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(
      interviews.parse((await call('GET', `/scheduled_interviews/${done.publicId}`)).json()).status,
    ).toBe('complete');
    const refused = await call('DELETE', `/scheduled_interviews/${done.publicId}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('id');
  });

  it('refuses every endpoint to a key without it (403)', async () => {
    const calls: Array<[Parameters<typeof call>[0], string, 'v1' | 'v2']> = [
      ['GET', '/scheduled_interviews', 'v1'],
      ['GET', '/scheduled_interviews/1', 'v1'],
      ['GET', `/applications/${applicationId}/scheduled_interviews`, 'v1'],
      ['POST', '/scheduled_interviews', 'v2'],
      ['PATCH', '/scheduled_interviews/1', 'v2'],
      ['DELETE', '/scheduled_interviews/1', 'v1'],
      ['GET', '/scorecards', 'v1'],
      ['GET', '/scorecards/1', 'v1'],
      ['GET', `/applications/${applicationId}/scorecards`, 'v1'],
    ];
    for (const [method, url, version] of calls) {
      const response = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, {
        key: NARROW_KEY,
        version,
      });
      expect(`${method} ${version}${url} ${response.statusCode}`).toBe(`${method} ${version}${url} 403`);
    }
  });
});
