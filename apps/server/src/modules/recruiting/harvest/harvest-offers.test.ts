import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  applications,
  candidates,
  closeReasons,
  jobCustomFields,
  jobOpenings,
  jobs,
  offers,
  offerTemplates,
  users,
} from '../../../db/schema/index.ts';
import { createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { storeHarvestKey } from './harvest-keys.service.ts';
import {
  harvestApprovalFlowSchema,
  harvestOfferSchema,
  harvestOpeningRefSchema,
  harvestOpeningSchema,
  harvestPendingApprovalSchema,
  harvestUserRoleSchema,
} from './harvest-offer-objects.ts';
import { harvestApplicationSchema, stableIdOf } from './harvest-objects.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

const offerObject = harvestOfferSchema.strict().extend({
  opening: harvestOpeningRefSchema.strict().nullable(),
});
const openingObject = harvestOpeningSchema.strict();
const group = harvestApprovalFlowSchema.shape.approver_groups.element;
const flowObject = harvestApprovalFlowSchema.strict().extend({
  approver_groups: group
    .strict()
    .extend({ approvers: group.shape.approvers.element.strict().array() })
    .array(),
});

describe('the Harvest API: offers, hiring, approval flows, openings and user roles', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  // Each test its own key: 50 requests per 10 seconds per key.
  const KEYS = Array.from({ length: 6 }, (_, index) => `acme-harvest-offers-${index}-0123456789`);
  const GLOBEX_KEY = 'globex-harvest-offers-0123456789';
  const NARROW_KEY = 'acme-harvest-offers-narrow-0123456789';
  let key = KEYS[0]!;
  let actor: number;
  let globexActor: number;
  let templateId: string;
  let openingIds: string[];
  let jobPublicId: number;
  let applicationIds: number[];
  let globexApplicationId: number;
  let offerId: number;

  const publicIdOf = async (
    table: typeof users | typeof applications | typeof jobs | typeof candidates,
    id: string,
  ) => (await t.app.db.select({ publicId: table.publicId }).from(table).where(eq(table.id, id)))[0]!.publicId;
  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    const companyId = acme.company.id;
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
      companyId,
      name: 'Candidates only',
      key: NARROW_KEY,
      permissions: ['GET /v1/candidates'],
      createdById: null,
    });
    actor = await publicIdOf(users, acme.admin.user.id);
    globexActor = await publicIdOf(users, globex.admin.user.id);
    jobPublicId = await publicIdOf(jobs, acme.job.id);
    applicationIds = await Promise.all(acme.applied.map((row) => publicIdOf(applications, row.id)));
    globexApplicationId = await publicIdOf(applications, globex.applied[0]!.id);
    const openings = await t.app.db
      .insert(jobOpenings)
      .values([
        { companyId, jobId: acme.job.id, openingId: 'ENG-1', position: 0 },
        { companyId, jobId: acme.job.id, openingId: 'ENG-2', position: 1 },
        { companyId, jobId: acme.job.id, openingId: null, position: 2 },
      ])
      .returning();
    openingIds = openings.map((opening) => opening.id);
    const [template] = await t.app.db
      .insert(offerTemplates)
      .values({ companyId, name: 'Standard offer', bodyHtml: '<p>Dear {{CANDIDATE_FIRST_NAME}}</p>' })
      .returning();
    templateId = template!.id;
    await t.app.db.insert(jobCustomFields).values([
      { companyId, entity: 'offer', name: 'Signing Bonus', type: 'number', position: 0 },
      { companyId, entity: 'offer', name: 'Employment Type', type: 'text', position: 1 },
    ]);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    options: { key?: string; onBehalfOf?: number | null } = {},
  ) {
    const onBehalfOf = options.onBehalfOf === undefined ? actor : options.onBehalfOf;
    return t.app.inject({
      method,
      url: `/api/harvest/v1${url}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${options.key ?? key}:`).toString('base64')}`,
        ...(method !== 'GET' && onBehalfOf !== null ? { 'on-behalf-of': String(onBehalfOf) } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  }
  const globexCall = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    call(method, url, payload, { key: GLOBEX_KEY, onBehalfOf: globexActor });

  it('answers offers (every version), an application’s, its current one; another company’s are 404', async () => {
    key = KEYS[0]!;
    const made = await as(acme.admin, 'POST', `/api/applications/${acme.applied[0]!.id}/offer`, {
      templateId,
      salary: 75_000,
      currency: 'GBP',
      startDate: '2027-01-04',
      openingId: openingIds[0],
    });
    expect(made.statusCode, made.body).toBe(201);

    const listed = offerObject.array().parse((await call('GET', '/offers')).json());
    expect(listed).toHaveLength(1);
    const offer = listed[0]!;
    offerId = offer.id;
    expect(offer).toMatchObject({
      version: 1,
      application_id: applicationIds[0],
      job_id: jobPublicId,
      candidate_id: await publicIdOf(candidates, acme.people[0]!.id),
      opening: {
        id: stableIdOf(`opening:${openingIds[0]}`),
        opening_id: 'ENG-1',
        status: 'open',
        closed_at: null,
        application_id: null,
        close_reason: null,
      },
      sent_at: null,
      resolved_at: null,
      starts_at: '2027-01-04',
      status: 'unresolved',
      custom_fields: {},
      keyed_custom_fields: {},
    });
    expect(offerObject.parse((await call('GET', `/offers/${offerId}`)).json()).id).toBe(offerId);
    expect(
      offerObject
        .array()
        .parse((await call('GET', `/applications/${applicationIds[0]}/offers`)).json())
        .map((item) => item.id),
    ).toEqual([offerId]);
    expect(
      offerObject.parse((await call('GET', `/applications/${applicationIds[0]}/offers/current_offer`)).json())
        .id,
    ).toBe(offerId);
    expect((await call('GET', `/applications/${applicationIds[1]}/offers/current_offer`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/offers?status=accepted')).json()).toEqual([]);
    expect((await call('GET', '/offers?starts_after=2027-01-05')).json()).toEqual([]);
    expect((await call('GET', '/offers?starts_before=2027-01-04')).json()).toHaveLength(1);
    const badStatus = await call('GET', '/offers?status=maybe');
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().errors[0].field).toBe('status');
    expect((await call('GET', '/offers?sent_after=last-week')).json().errors[0].field).toBe('sent_after');

    expect((await globexCall('GET', `/offers/${offerId}`)).statusCode).toBe(404);
    expect((await globexCall('GET', `/applications/${applicationIds[0]}/offers`)).statusCode).toBe(404);
    expect(
      (await globexCall('GET', `/applications/${applicationIds[0]}/offers/current_offer`)).statusCode,
    ).toBe(404);
    expect((await globexCall('GET', '/offers')).json()).toEqual([]);
  });

  it('changes the current offer’s start date and custom fields, versioning a sent one; refuses what it cannot write', async () => {
    key = KEYS[1]!;
    const url = `/applications/${applicationIds[0]}/offers/current_offer`;
    const edited = await call('PATCH', url, {
      start_date: '2027-02-01T09:00:00Z',
      custom_fields: [
        { name_key: 'signing_bonus', value: '5000' },
        { name_key: 'employment_type', value: 'Full-time' },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ success: true });
    const draft = offerObject.parse((await call('GET', url)).json());
    expect(draft).toMatchObject({
      id: offerId,
      version: 1,
      starts_at: '2027-02-01',
      custom_fields: { signing_bonus: 5000, employment_type: 'Full-time' },
      keyed_custom_fields: {
        signing_bonus: { name: 'Signing Bonus', type: 'number', value: 5000 },
        employment_type: { name: 'Employment Type', type: 'short_text', value: 'Full-time' },
      },
    });

    // Sent: a change is a new version, the old one deprecated.
    await t.app.db
      .update(offers)
      .set({ status: 'sent', sentAt: new Date('2027-01-02T10:00:00Z') })
      .where(eq(offers.publicId, offerId));
    expect(offerObject.parse((await call('GET', url)).json()).sent_at).toBe('2027-01-02');
    const versioned = await call('PATCH', url, {
      custom_fields: [{ name_key: 'employment_type', delete_value: 'true' }],
    });
    expect(versioned.statusCode, versioned.body).toBe(200);
    const current = offerObject.parse((await call('GET', url)).json());
    expect(current).toMatchObject({
      version: 2,
      status: 'unresolved',
      custom_fields: { signing_bonus: 5000 },
    });
    expect(current.custom_fields).not.toHaveProperty('employment_type');
    const history = offerObject
      .array()
      .parse((await call('GET', `/applications/${applicationIds[0]}/offers`)).json());
    expect(history.map((item) => [item.version, item.status])).toEqual([
      [1, 'deprecated'],
      [2, 'unresolved'],
    ]);

    const refusals: Array<[object, string]> = [
      [{ sent_at: '2027-01-01' }, 'sent_at'],
      [{ created_at: '2026-01-01T00:00:00Z' }, 'created_at'],
      [{ start_date: 'soon' }, 'start_date'],
      [{ start_date: '2027-02-30' }, 'start_date'],
      [{ custom_fields: [{ name_key: 'shoe_size', value: '9' }] }, 'custom_fields.0.name_key'],
      [{ custom_fields: [{ id: 12, value: '9' }] }, 'custom_fields.0.id'],
      [{ custom_fields: [{ name_key: 'signing_bonus', value: 'lots' }] }, 'custom_fields.0.value'],
    ];
    for (const [body, field] of refusals) {
      const refused = await call('PATCH', url, body);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
      expect(refused.json().errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect((await call('PATCH', url, {}, { onBehalfOf: null })).statusCode).toBe(422);
    expect((await globexCall('PATCH', url, { start_date: '2027-03-01' })).statusCode).toBe(404);
    expect(offerObject.parse((await call('GET', url)).json()).starts_at).toBe('2027-02-01');
  });

  it('hires into an opening (its accepted offer’s start date if none is sent), filling it; refuses bad ids', async () => {
    key = KEYS[2]!;
    const url = `/applications/${applicationIds[0]}/hire`;
    const [reason] = await t.app.db
      .insert(closeReasons)
      .values({ companyId: acme.company.id, name: 'Hired - Backfill' })
      .returning();
    const early = await call('POST', url, { opening_id: stableIdOf(`opening:${openingIds[1]}`) });
    expect(early.statusCode).toBe(409);

    await t.app.db
      .update(offers)
      .set({ status: 'accepted', resolvedAt: new Date() })
      .where(and(eq(offers.applicationId, acme.applied[0]!.id), ne(offers.status, 'deprecated')));
    const refusals: Array<[object, string]> = [
      [{ opening_id: 123 }, 'opening_id'],
      [{ close_reason_id: 456 }, 'close_reason_id'],
      [{ start_date: '03/15/2027' }, 'start_date'],
    ];
    for (const [body, field] of refusals) {
      const refused = await call('POST', url, body);
      expect(refused.statusCode, `${field}: ${refused.body}`).toBe(422);
      expect(refused.json().errors[0].field).toBe(field);
    }
    expect((await globexCall('POST', url, {})).statusCode).toBe(404);
    const noOffer = await call('POST', `/applications/${applicationIds[1]}/hire`, {});
    expect(noOffer.statusCode).toBe(422);
    expect(noOffer.json().errors[0].field).toBe('start_date');

    const hired = await call('POST', url, {
      opening_id: stableIdOf(`opening:${openingIds[1]}`),
      close_reason_id: stableIdOf(`close_reason:${reason!.id}`),
    });
    expect(hired.statusCode, hired.body).toBe(200);
    expect(harvestApplicationSchema.strict().parse(hired.json())).toMatchObject({
      id: applicationIds[0],
      status: 'hired',
    });
    const [row] = await t.app.db
      .select({ startDate: applications.startDate })
      .from(applications)
      .where(eq(applications.id, acme.applied[0]!.id));
    expect(row!.startDate).toBe('2027-02-01');
    const filled = openingObject.parse(
      (await call('GET', `/jobs/${jobPublicId}/openings/${stableIdOf(`opening:${openingIds[1]}`)}`)).json(),
    );
    expect(filled).toMatchObject({
      opening_id: 'ENG-2',
      status: 'closed',
      application_id: applicationIds[0],
    });
    expect(filled.closed_at).toEqual(expect.any(String));
    expect(offerObject.array().parse((await call('GET', '/offers?status=accepted')).json())).toHaveLength(1);
    expect((await call('POST', url, {})).statusCode).toBe(409);
  });

  it('lists a job’s openings (by status, paged) and the user roles; another company’s job is 404', async () => {
    key = KEYS[3]!;
    const all = openingObject.array().parse((await call('GET', `/jobs/${jobPublicId}/openings`)).json());
    expect(all.map((opening) => [opening.opening_id, opening.status])).toEqual([
      ['ENG-1', 'open'],
      ['ENG-2', 'closed'],
      [null, 'open'],
    ]);
    expect(all[0]).toMatchObject({ custom_fields: {}, keyed_custom_fields: {}, close_reason: null });
    const open = openingObject
      .array()
      .parse((await call('GET', `/jobs/${jobPublicId}/openings?status=opened`)).json());
    expect(open.map((opening) => opening.opening_id)).toEqual(['ENG-1', null]);
    const closed = openingObject
      .array()
      .parse((await call('GET', `/jobs/${jobPublicId}/openings?status=closed`)).json());
    expect(closed.map((opening) => opening.opening_id)).toEqual(['ENG-2']);
    const paged = await call('GET', `/jobs/${jobPublicId}/openings?per_page=2`);
    expect(paged.json()).toHaveLength(2);
    expect(paged.headers.link).toContain('rel="next"');
    expect((await call('GET', `/jobs/${jobPublicId}/openings/999`)).statusCode).toBe(404);
    expect((await globexCall('GET', `/jobs/${jobPublicId}/openings`)).statusCode).toBe(404);
    expect(
      (await globexCall('GET', `/jobs/${jobPublicId}/openings/${stableIdOf(`opening:${openingIds[0]}`)}`))
        .statusCode,
    ).toBe(404);

    const roles = harvestUserRoleSchema
      .strict()
      .array()
      .parse((await call('GET', '/user_roles')).json());
    expect(roles.map((role) => [role.type, role.name])).toEqual([
      ['job_admin', 'Hiring manager'],
      ['job_admin', 'Recruiter'],
      ['job_admin', 'Coordinator'],
      ['job_admin', 'Sourcer'],
      ['interviewer', 'Interviewer'],
    ]);
    expect(roles.map((role) => role.id)).toEqual(
      (await globexCall('GET', '/user_roles')).json().map((role: { id: number }) => role.id),
    );
  });

  it('answers approval flows, starts one on behalf of a user, and lists approvers’ pending approvals', async () => {
    key = KEYS[4]!;
    const companyId = acme.company.id;
    const [first, second] = await Promise.all([
      signedInUser(t.app, { firstName: 'Olive', lastName: 'Approver' }, acme.company),
      signedInUser(t.app, { firstName: 'Otto', lastName: 'Approver' }, acme.company),
    ]);
    const draftJob = await createRecruitingJob(t.app.db, companyId, {
      name: 'Designer',
      status: 'draft',
      openedAt: null,
    });
    const draftPublicId = await publicIdOf(jobs, draftJob.id);
    expect((await call('GET', `/jobs/${draftPublicId}/approval_flows`)).json()).toEqual([]);
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${draftJob.id}/approval-flow`, {
      sequential: true,
      groups: [
        { approverIds: [first!.user.id], required: 1 },
        { approverIds: [second!.user.id], required: 1 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const flows = flowObject
      .array()
      .parse((await call('GET', `/jobs/${draftPublicId}/approval_flows`)).json());
    expect(flows).toHaveLength(1);
    const flowId = draftPublicId * 4 + 1;
    const firstPublicId = await publicIdOf(users, first!.user.id);
    const secondPublicId = await publicIdOf(users, second!.user.id);
    expect(flows[0]).toMatchObject({
      id: flowId,
      offer_id: null,
      sequential: true,
      version: 1,
      approval_type: 'open_job',
      approval_status: 'pending',
      job_id: draftPublicId,
      requested_by_user_id: null,
      approver_groups: [
        {
          id: flowId * 16,
          approvals_required: 1,
          resolved_at: null,
          priority: 0,
          job_id: draftPublicId,
          offer_id: null,
          approvers: [
            {
              id: firstPublicId,
              name: 'Olive Approver',
              employee_id: null,
              email_addresses: [first!.user.email],
            },
          ],
        },
        { id: flowId * 16 + 1, priority: 1, approvers: [{ id: secondPublicId }] },
      ],
    });
    expect(flowObject.parse((await call('GET', `/approval_flows/${flowId}`)).json())).toEqual(flows[0]);

    const started = await call('POST', `/approval_flows/${flowId}/request_approvals`);
    expect(started.statusCode, started.body).toBe(200);
    expect(flowObject.parse(started.json())).toMatchObject({
      approval_status: 'pending',
      requested_by_user_id: actor,
    });
    const again = await call('POST', `/approval_flows/${flowId}/request_approvals`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].field).toBe('id');

    const pending = harvestPendingApprovalSchema.strict().array();
    const due = pending.parse((await call('GET', `/users/${firstPublicId}/pending_approvals`)).json());
    expect(due).toEqual([
      expect.objectContaining({
        status: 'due',
        approver_group_id: flowId * 16,
        hiring_plan_id: draftPublicId,
        offer_id: null,
        approval_flow_id: flowId,
        approval_flow_type: 'open_job',
        approval_flow_status: 'pending',
      }),
    ]);
    const waiting = pending.parse((await call('GET', `/users/${secondPublicId}/pending_approvals`)).json());
    expect(waiting.map((item) => [item.status, item.approver_group_id])).toEqual([
      ['waiting', flowId * 16 + 1],
    ]);
    expect((await call('GET', `/users/${firstPublicId}/pending_approvals?type=offer`)).json()).toEqual([]);
    expect((await call('GET', `/users/${firstPublicId}/pending_approvals?type=other`)).statusCode).toBe(422);

    // The first group approves in the app: resolved, and the second is due.
    const requestId = (await as(acme.admin, 'GET', `/api/jobs/${draftJob.id}/approvals`)).json().data.current
      .id;
    const decided = await as(first!, 'POST', `/api/jobs/${draftJob.id}/approvals/${requestId}/decisions`, {
      decision: 'approved',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const afterDecision = flowObject.parse((await call('GET', `/approval_flows/${flowId}`)).json());
    expect(afterDecision.approver_groups[0]!.resolved_at).toEqual(expect.any(String));
    expect(afterDecision.approver_groups[1]!.resolved_at).toBeNull();
    expect(
      pending.parse((await call('GET', `/users/${secondPublicId}/pending_approvals`)).json())[0]!.status,
    ).toBe('due');
    expect((await call('GET', `/users/${firstPublicId}/pending_approvals`)).json()).toEqual([]);

    expect((await globexCall('GET', `/jobs/${draftPublicId}/approval_flows`)).statusCode).toBe(404);
    expect((await globexCall('GET', `/approval_flows/${flowId}`)).statusCode).toBe(404);
    expect((await globexCall('POST', `/approval_flows/${flowId}/request_approvals`)).statusCode).toBe(404);
    expect((await globexCall('GET', `/users/${firstPublicId}/pending_approvals`)).statusCode).toBe(404);
    expect((await call('GET', `/approval_flows/${flowId + 3}`)).statusCode).toBe(404);
  });

  it('answers offer approval flows: the job’s, and each offer’s, started per offer', async () => {
    key = KEYS[5]!;
    const approver = await signedInUser(t.app, { firstName: 'Fay', lastName: 'Finance' }, acme.company);
    const flow = await as(acme.admin, 'PUT', '/api/configuration/approval-flows/offer', {
      sequential: false,
      groups: [{ approverIds: [approver!.user.id], required: 1 }],
    });
    expect(flow.statusCode, flow.body).toBe(200);
    const made = await as(acme.admin, 'POST', `/api/applications/${acme.applied[2]!.id}/offer`, {
      templateId,
      salary: 70_000,
      currency: 'GBP',
      startDate: '2027-03-01',
    });
    expect(made.statusCode, made.body).toBe(201);
    const offer = offerObject.parse(
      (await call('GET', `/applications/${applicationIds[2]}/offers/current_offer`)).json(),
    );

    const flows = flowObject.array().parse((await call('GET', `/jobs/${jobPublicId}/approval_flows`)).json());
    expect(flows.map((item) => [item.approval_type, item.id, item.offer_id])).toEqual([
      ['offer_job', jobPublicId * 4 + 2, null],
      ['offer_candidate', offer.id * 4 + 3, offer.id],
    ]);
    const refused = await call('POST', `/approval_flows/${jobPublicId * 4 + 2}/request_approvals`);
    expect(refused.statusCode).toBe(422);
    const started = await call('POST', `/approval_flows/${offer.id * 4 + 3}/request_approvals`);
    expect(started.statusCode, started.body).toBe(200);
    expect(flowObject.parse(started.json())).toMatchObject({
      approval_type: 'offer_candidate',
      offer_id: offer.id,
      requested_by_user_id: actor,
      approver_groups: [{ offer_id: offer.id, approvers: [{ name: 'Fay Finance' }] }],
    });
    const approverId = await publicIdOf(users, approver!.user.id);
    const waiting = harvestPendingApprovalSchema
      .strict()
      .array()
      .parse((await call('GET', `/users/${approverId}/pending_approvals?type=offer`)).json());
    expect(waiting.map((item) => [item.status, item.offer_id, item.approval_flow_type])).toEqual([
      ['due', offer.id, 'offer_candidate'],
    ]);
    expect((await call('GET', `/users/${approverId}/pending_approvals?type=job`)).json()).toEqual([]);
    expect((await globexCall('GET', `/approval_flows/${offer.id * 4 + 3}`)).statusCode).toBe(404);
  });

  it('refuses every endpoint to a key without it (403)', async () => {
    const calls: Array<[Parameters<typeof call>[0], string]> = [
      ['GET', '/offers'],
      ['GET', '/offers/1'],
      ['GET', `/applications/${globexApplicationId}/offers`],
      ['GET', '/applications/1/offers/current_offer'],
      ['PATCH', '/applications/1/offers/current_offer'],
      ['POST', '/applications/1/hire'],
      ['GET', '/jobs/1/approval_flows'],
      ['GET', '/approval_flows/1'],
      ['POST', '/approval_flows/1/request_approvals'],
      ['GET', '/users/1/pending_approvals'],
      ['GET', '/jobs/1/openings'],
      ['GET', '/jobs/1/openings/1'],
      ['GET', '/user_roles'],
    ];
    for (const [method, url] of calls) {
      const response = await call(method, url, method === 'GET' ? undefined : {}, { key: NARROW_KEY });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 403`);
    }
  });
});
