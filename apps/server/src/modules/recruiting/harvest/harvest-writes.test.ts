import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  applications,
  auditEvents,
  candidateEmails,
  candidates,
  jobs,
  jobStages,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import { storeHarvestKey } from './harvest-keys.service.ts';
import {
  harvestActivityFeedSchema,
  harvestApplicationSchema,
  harvestCandidateSchema,
  harvestEmailNoteSchema,
  harvestProspectPoolSchema,
} from './harvest-objects.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('the Harvest API: prospects, pools, applications added, edited and deleted, email notes, merges', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  const KEY = 'acme-harvest-writes-0123456789';
  const GLOBEX_KEY = 'globex-harvest-writes-0123456789';
  const NARROW_KEY = 'acme-harvest-narrow-0123456789';
  // Its own key, so that its many calls leave the others within 50 requests in 10 seconds.
  const FIELDS_KEY = 'acme-harvest-fields-0123456789';
  let actor: number;
  let globexActor: number;
  let pool: { id: number; stages: number[] };
  let otherPool: { id: number; stages: number[] };

  const publicIdOf = async (table: typeof jobs | typeof jobStages | typeof candidates, id: string) =>
    (await t.app.db.select({ publicId: table.publicId }).from(table).where(eq(table.id, id)))[0]!.publicId;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    for (const [company, key] of [
      [acme, KEY],
      [globex, GLOBEX_KEY],
      [acme, FIELDS_KEY],
    ] as const)
      await storeHarvestKey(t.app.db, {
        companyId: company.company.id,
        name: 'Everything',
        key,
        permissions: [...HARVEST_ENDPOINTS],
        createdById: null,
      });
    await storeHarvestKey(t.app.db, {
      companyId: acme.company.id,
      name: 'Reads',
      key: NARROW_KEY,
      permissions: ['GET /v1/candidates'],
      createdById: null,
    });
    actor = (
      await t.app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, acme.admin.user.id))
    )[0]!.publicId;
    globexActor = (
      await t.app.db
        .select({ publicId: users.publicId })
        .from(users)
        .where(eq(users.id, globex.admin.user.id))
    )[0]!.publicId;
    for (const [name, into] of [
      ['Silver medalists', 'pool'],
      ['Referrals', 'other'],
    ] as const) {
      const created = await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/talent-pool/pools',
        payload: { name, stages: [{ name: 'Identified' }, { name: 'Contacted' }] },
      });
      expect(created.statusCode, created.body).toBe(201);
      const listed = harvestProspectPoolSchema
        .strict()
        .array()
        .parse((await call('GET', '/prospect_pools')).json());
      const found = listed.find((entry) => entry.name === name)!;
      const value = { id: found.id, stages: found.prospect_stages.map((stage) => stage.id) };
      if (into === 'pool') pool = value;
      else otherPool = value;
    }
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    options: { key?: string; onBehalfOf?: number | null } = {},
  ) {
    const onBehalfOf = options.onBehalfOf === undefined ? actor : options.onBehalfOf;
    return t.app.inject({
      method,
      url: `/api/harvest/v1${url}`,
      headers: {
        authorization: `Basic ${Buffer.from(`${options.key ?? KEY}:`).toString('base64')}`,
        ...(method !== 'GET' && onBehalfOf !== null ? { 'on-behalf-of': String(onBehalfOf) } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  }

  it('lists and retrieves prospect pools with their stages in order; another company’s pool is 404', async () => {
    const listed = harvestProspectPoolSchema
      .strict()
      .array()
      .parse((await call('GET', '/prospect_pools')).json());
    expect(listed.map((entry) => entry.name)).toEqual(['Silver medalists', 'Referrals']);
    const one = await call('GET', `/prospect_pools/${pool.id}`);
    expect(harvestProspectPoolSchema.strict().parse(one.json())).toMatchObject({
      name: 'Silver medalists',
      active: true,
      prospect_stages: [{ name: 'Identified' }, { name: 'Contacted' }],
    });
    expect((await call('GET', `/prospect_pools/${pool.id}`, undefined, { key: GLOBEX_KEY })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/prospect_pools', undefined, { key: NARROW_KEY })).statusCode).toBe(403);
    const bad = await call('GET', '/prospect_pools?per_page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'per_page', message: expect.any(String) }]);
  });

  it('adds a prospect into a pool, then moves, converts and answers them as Greenhouse’s prospect application', async () => {
    const body = {
      first_name: 'Barbara',
      last_name: 'Liskov',
      company: 'MIT',
      email_addresses: [{ value: 'barbara@mit.example', type: 'work' }],
      application: {
        prospect_pool_id: pool.id,
        prospect_pool_stage_id: pool.stages[1],
        prospect_owner_id: actor,
      },
    };
    const refused = await call('POST', '/prospects', body, { onBehalfOf: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('On-Behalf-Of');
    const bad = await call('POST', '/prospects', {
      ...body,
      first_name: '',
      application: { prospect_pool_id: 999_999_999 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['first_name']);
    const unknownPool = await call('POST', '/prospects', {
      ...body,
      application: { prospect_pool_id: 999_999_999 },
    });
    expect(unknownPool.statusCode).toBe(422);
    expect(unknownPool.json().errors).toEqual([
      { field: 'application.prospect_pool_id', message: 'Must be a prospect pool of your organization' },
    ]);

    const created = await call('POST', '/prospects', body);
    expect(created.statusCode, created.body).toBe(201);
    const candidate = harvestCandidateSchema.strict().parse(created.json());
    expect(candidate.applications).toHaveLength(1);
    const prospect = candidate.applications[0]!;
    expect(prospect).toMatchObject({
      prospect: true,
      jobs: [],
      current_stage: null,
      status: 'active',
      prospect_detail: {
        prospect_pool: { id: pool.id, name: 'Silver medalists' },
        prospect_stage: { id: pool.stages[1], name: 'Contacted' },
        prospect_owner: { id: actor, name: 'Ada Owner' },
      },
    });
    expect(candidate.application_ids).toEqual([prospect.id]);
    // Its id is an application id: retrieved like one.
    const retrieved = await call('GET', `/applications/${prospect.id}`);
    expect(harvestApplicationSchema.strict().parse(retrieved.json()).prospect).toBe(true);

    // Moved to another pool and stage.
    const moved = await call('PATCH', `/applications/${prospect.id}`, {
      prospect_pool_id: otherPool.id,
      prospect_stage_id: otherPool.stages[1],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(harvestApplicationSchema.strict().parse(moved.json()).prospect_detail).toMatchObject({
      prospect_pool: { id: otherPool.id, name: 'Referrals' },
      prospect_stage: { id: otherPool.stages[1] },
    });
    const wrongStage = await call('PATCH', `/applications/${prospect.id}`, {
      prospect_stage_id: pool.stages[0],
    });
    expect(wrongStage.json().errors).toEqual([
      { field: 'prospect_stage_id', message: 'Must be a stage of the prospect pool' },
    ]);
    // A prospect is never deleted as an application, as Greenhouse's.
    expect((await call('DELETE', `/applications/${prospect.id}`)).statusCode).toBe(422);

    const jobId = await publicIdOf(jobs, acme.other.id);
    const stageId = await publicIdOf(jobStages, acme.otherStages[1]!.id);
    const notAJobStage = await call('PATCH', `/applications/${prospect.id}/convert_prospect`, {
      job_id: jobId,
      initial_stage_id: await publicIdOf(jobStages, acme.stages[1]!.id),
    });
    expect(notAJobStage.json().errors).toEqual([
      { field: 'initial_stage_id', message: 'Must be a stage of the job' },
    ]);
    const converted = await call('PATCH', `/applications/${prospect.id}/convert_prospect`, {
      job_id: jobId,
      initial_stage_id: stageId,
    });
    expect(converted.statusCode, converted.body).toBe(200);
    const answer = converted.json();
    expect(answer).toMatchObject({
      success: true,
      old_application_id: prospect.id,
      new_job_id: jobId,
      new_stage_id: stageId,
    });
    const after = harvestCandidateSchema
      .strict()
      .parse((await call('GET', `/candidates/${candidate.id}`)).json());
    // Converted: a candidate application on the job, its pool kept as its prospect detail.
    expect(after.applications).toEqual([
      expect.objectContaining({
        id: answer.new_application_id,
        prospect: false,
        jobs: [{ id: jobId, name: 'Data Analyst' }],
        prospect_detail: expect.objectContaining({ prospect_pool: { id: otherPool.id, name: 'Referrals' } }),
      }),
    ]);
    // A job application is not a prospect one.
    const again = await call('PATCH', `/applications/${answer.new_application_id}/convert_prospect`, {
      job_id: jobId,
    });
    expect(again.json().errors).toEqual([{ field: 'id', message: 'Must be a prospect application' }]);
  });

  it('adds applications to a candidate: on a job with source and referrer, or as a prospect in a pool', async () => {
    const grace = await publicIdOf(candidates, acme.people[0]!.id);
    const jobId = await publicIdOf(jobs, acme.other.id);
    const sources = (await call('GET', '/sources')).json() as Array<{ id: number; name: string }>;
    const linkedIn = sources.find((source) => source.name === 'LinkedIn')!;
    const bad = await call('POST', `/candidates/${grace}/applications`, {
      job_id: 'x',
      referrer: { type: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['job_id', 'referrer.type', 'referrer.value']);
    const created = await call('POST', `/candidates/${grace}/applications`, {
      job_id: jobId,
      source_id: linkedIn.id,
      referrer: { type: 'email', value: acme.support.user.email },
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = harvestApplicationSchema.strict().parse(created.json());
    expect(application).toMatchObject({
      prospect: false,
      jobs: [{ id: jobId }],
      source: { id: linkedIn.id, public_name: 'LinkedIn' },
      credited_to: { name: 'Sam Support' },
      current_stage: { name: 'Application Review' },
    });
    const twice = await call('POST', `/candidates/${grace}/applications`, { job_id: jobId });
    expect(twice.json().errors).toEqual([
      { field: 'job_id', message: 'The candidate already has an application for that job' },
    ]);
    const prospect = await call('POST', `/candidates/${grace}/applications`, {
      prospect: 'true',
      prospect_pool_id: pool.id,
    });
    expect(prospect.statusCode, prospect.body).toBe(201);
    expect(harvestApplicationSchema.strict().parse(prospect.json())).toMatchObject({
      prospect: true,
      prospect_detail: { prospect_pool: { id: pool.id }, prospect_stage: { id: pool.stages[0] } },
    });
    const noPool = await call('POST', `/candidates/${grace}/applications`, { prospect: true });
    expect(noPool.json().errors).toEqual([
      { field: 'prospect_pool_id', message: 'Must be present: a prospect is kept in a prospect pool' },
    ]);
    const theirs = await publicIdOf(candidates, globex.people[0]!.id);
    expect((await call('POST', `/candidates/${theirs}/applications`, { job_id: jobId })).statusCode).toBe(
      404,
    );
  });

  it('updates an application’s source and referrer, changes a rejection reason, and deletes an application', async () => {
    const [row] = await t.app.db
      .select({ publicId: applications.publicId, id: applications.id })
      .from(applications)
      .where(eq(applications.id, acme.applied[1]!.id));
    const sources = (await call('GET', '/sources')).json() as Array<{ id: number; name: string }>;
    const careers = sources.find((source) => source.name === 'Careers page')!;
    const unknownSource = await call('PATCH', `/applications/${row!.publicId}`, { source_id: 1 });
    expect(unknownSource.json().errors).toEqual([
      { field: 'source_id', message: 'Must be a source of your organization' },
    ]);
    const edited = await call('PATCH', `/applications/${row!.publicId}`, {
      source_id: careers.id,
      referrer: { type: 'id', value: actor },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(harvestApplicationSchema.strict().parse(edited.json())).toMatchObject({
      source: { public_name: 'Careers page' },
      credited_to: { id: actor },
    });
    const poolOnJob = await call('PATCH', `/applications/${row!.publicId}`, { prospect_pool_id: pool.id });
    expect(poolOnJob.statusCode).toBe(422);

    // Not rejected yet: its reason cannot change.
    const reasons = (await call('GET', '/rejection_reasons')).json() as Array<{ id: number }>;
    const early = await call('PATCH', `/applications/${row!.publicId}/reject`, {
      rejection_reason_id: reasons[0]!.id,
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await call('POST', `/applications/${row!.publicId}/reject`, { rejection_reason_id: reasons[0]!.id }))
        .statusCode,
    ).toBe(200);
    const [second] = await t.app.db
      .insert(rejectionReasons)
      .values({ companyId: acme.company.id, name: 'Took another offer', typeId: 2 })
      .returning();
    const secondId = (
      await t.app.db
        .select({ publicId: rejectionReasons.publicId })
        .from(rejectionReasons)
        .where(eq(rejectionReasons.id, second!.id))
    )[0]!.publicId;
    const changed = await call('PATCH', `/applications/${row!.publicId}/reject`, {
      rejection_reason_id: secondId,
    });
    expect(changed.json()).toEqual({
      id: row!.publicId,
      message: `Rejection reason updated to ${secondId} (Took another offer)`,
      success: true,
    });
    const [stored] = await t.app.db.select().from(applications).where(eq(applications.id, row!.id));
    expect(stored!.rejectionReasonId).toBe(second!.id);

    expect(
      (
        await call('DELETE', `/applications/${row!.publicId}`, undefined, {
          key: GLOBEX_KEY,
          onBehalfOf: globexActor,
        })
      ).statusCode,
    ).toBe(404);
    const deleted = await call('DELETE', `/applications/${row!.publicId}`);
    expect(deleted.json()).toEqual({ message: `Application ${row!.publicId} has been deleted.` });
    expect(await t.app.db.select().from(applications).where(eq(applications.id, row!.id))).toEqual([]);
    expect((await call('GET', `/applications/${row!.publicId}`)).statusCode).toBe(404);
    const [audited] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.delete'), eq(auditEvents.companyId, acme.company.id)));
    expect(audited?.actorUserId).toBe(acme.admin.user.id);
  });

  it('writes custom fields by name key: only those named change, all or nothing, refusals named as sent', async () => {
    const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      call(method, url, payload, { key: FIELDS_KEY });
    const field = async (segment: string, body: object) => {
      const saved = await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: `/api/configuration/custom-fields/${segment}`,
        payload: body,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    };
    await field('candidates', { name: 'Notice Period', type: 'text' });
    await field('candidates', { name: 'Desired Salary', type: 'currency' });
    await field('candidates', { name: 'Seniority', type: 'single_select', options: ['Junior', 'Senior'] });
    await field('applications', { name: 'Sourced by', type: 'user' });
    const person = (email: string) => ({
      first_name: 'Nia',
      last_name: 'Okafor',
      email_addresses: [{ value: email, type: 'personal' }],
    });

    const created = await send('POST', '/candidates', {
      ...person('nia.okafor@example.net'),
      custom_fields: [{ name_key: 'seniority', value: 'Junior' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const nia = harvestCandidateSchema.strict().parse(created.json());
    expect(nia.custom_fields).toEqual({ seniority: 'Junior' });
    // A refused value keeps the whole candidate out.
    const refusedNew = await send('POST', '/candidates', {
      ...person('ola.okafor@example.net'),
      custom_fields: [{ name_key: 'seniority', value: 'Principal' }],
    });
    expect(refusedNew.statusCode).toBe(422);
    expect(refusedNew.json().errors).toEqual([
      { field: 'custom_fields.0.value', message: 'Choose one of the options' },
    ]);
    const olas = await t.app.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.companyId, acme.company.id), eq(candidates.email, 'ola.okafor@example.net')));
    expect(olas).toEqual([]);

    const patched = await send('PATCH', `/candidates/${nia.id}`, {
      custom_fields: [
        { name_key: 'notice_period', value: '4 weeks' },
        { name_key: 'desired_salary', value: 85000, unit: 'gbp' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(harvestCandidateSchema.strict().parse(patched.json()).custom_fields).toEqual({
      notice_period: '4 weeks',
      desired_salary: { unit: 'GBP', amount: 85000 },
      seniority: 'Junior',
    });
    const cleared = await send('PATCH', `/candidates/${nia.id}`, {
      custom_fields: [{ name_key: 'notice_period', delete_value: 'true' }],
    });
    expect(cleared.json().custom_fields).toEqual({
      desired_salary: { unit: 'GBP', amount: 85000 },
      seniority: 'Junior',
    });

    const refused = await send('PATCH', `/candidates/${nia.id}`, {
      first_name: 'Changed',
      custom_fields: [{ name_key: 'seniority', value: 'Principal' }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'custom_fields.0.value', message: 'Choose one of the options' },
    ]);
    const unchanged = (await send('GET', `/candidates/${nia.id}`)).json();
    expect(unchanged.first_name).toBe('Nia');
    expect(unchanged.custom_fields.seniority).toBe('Junior');
    const unknown = await send('PATCH', `/candidates/${nia.id}`, {
      custom_fields: [{ name_key: 'shoe_size', value: 9 }],
    });
    expect(unknown.json().errors).toEqual([
      { field: 'custom_fields.0.name_key', message: 'Must be one of your candidate custom fields' },
    ]);
    const byId = await send('PATCH', `/candidates/${nia.id}`, { custom_fields: [{ id: 12, value: 'x' }] });
    expect(byId.statusCode).toBe(422);
    expect(byId.json().errors[0].field).toBe('custom_fields.0.id');
    const noUnit = await send('PATCH', `/candidates/${nia.id}`, {
      custom_fields: [{ name_key: 'desired_salary', value: 1 }],
    });
    expect(noUnit.json().errors[0].field).toBe('custom_fields.0.unit');

    const [application] = await t.app.db
      .select({ publicId: applications.publicId })
      .from(applications)
      .where(eq(applications.id, acme.applied[0]!.id));
    const edited = await send('PATCH', `/applications/${application!.publicId}`, {
      custom_fields: [{ name_key: 'sourced_by', value: actor }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(harvestApplicationSchema.strict().parse(edited.json()).custom_fields).toEqual({
      sourced_by: {
        name: `${acme.admin.user.firstName} ${acme.admin.user.lastName}`,
        email: acme.admin.user.email,
        user_id: actor,
      },
    });
    const nobody = await send('PATCH', `/applications/${application!.publicId}`, {
      custom_fields: [{ name_key: 'sourced_by', value: 999_999_999 }],
    });
    expect(nobody.json().errors).toEqual([
      { field: 'custom_fields.0.value', message: 'Must be a user of your organization' },
    ]);
  });

  it('records an email sent elsewhere on the feed without sending it', async () => {
    const ada = await publicIdOf(candidates, acme.people[2]!.id);
    const bad = await call('POST', `/candidates/${ada}/activity_feed/emails`, {
      user_id: actor,
      to: 'nope',
      subject: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body', 'subject', 'to']);
    const created = await call('POST', `/candidates/${ada}/activity_feed/emails`, {
      user_id: actor,
      to: 'ada@acme.test',
      from: 'recruiter@acme.test',
      cc: ['manager@acme.test'],
      subject: 'Interview Scheduled',
      body: 'An interview has been scheduled for tomorrow.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(harvestEmailNoteSchema.strict().parse(created.json())).toMatchObject({
      subject: 'Interview Scheduled',
      from: 'recruiter@acme.test',
      cc: ['manager@acme.test'],
      user: { id: actor },
    });
    const [stored] = await t.app.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.candidateId, acme.people[2]!.id));
    expect(stored).toMatchObject({ status: 'sent', subject: 'Interview Scheduled' });
    const feed = harvestActivityFeedSchema
      .strict()
      .parse((await call('GET', `/candidates/${ada}/activity_feed`)).json());
    expect(feed.emails.map((email) => email.subject)).toEqual(['Interview Scheduled']);
    const theirs = await publicIdOf(candidates, globex.people[2]!.id);
    expect(
      (
        await call('POST', `/candidates/${theirs}/activity_feed/emails`, {
          user_id: actor,
          to: 'a@b.test',
          subject: 'x',
          body: 'y',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('merges a duplicate into the primary through the app’s merge', async () => {
    const [duplicate] = await t.app.db
      .insert(candidates)
      .values({
        companyId: acme.company.id,
        firstName: 'Alan',
        lastName: 'Turing',
        email: 'alan.t@elsewhere.test',
      })
      .returning();
    const primaryId = await publicIdOf(candidates, acme.people[1]!.id);
    const duplicateId = await publicIdOf(candidates, duplicate!.id);
    const theirs = await publicIdOf(candidates, globex.people[1]!.id);
    const foreign = await call('PUT', '/candidates/merge', {
      primary_candidate_id: primaryId,
      duplicate_candidate_id: theirs,
    });
    expect(foreign.json().errors).toEqual([
      { field: 'duplicate_candidate_id', message: 'Must be a candidate of your organization' },
    ]);
    const same = await call('PUT', '/candidates/merge', {
      primary_candidate_id: primaryId,
      duplicate_candidate_id: primaryId,
    });
    expect(same.json().errors).toEqual([
      { field: 'duplicate_candidate_id', message: 'Choose another candidate to merge' },
    ]);
    const merged = await call('PUT', '/candidates/merge', {
      primary_candidate_id: primaryId,
      duplicate_candidate_id: duplicateId,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const candidate = harvestCandidateSchema.strict().parse(merged.json());
    expect(candidate.id).toBe(primaryId);
    expect(candidate.email_addresses.map((entry) => entry.value)).toContain('alan.t@elsewhere.test');
    expect((await call('GET', `/candidates/${duplicateId}`)).statusCode).toBe(404);
  });
});
