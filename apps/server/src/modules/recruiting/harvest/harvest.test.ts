import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { auditEvents, candidates, jobCustomFieldValues, users } from '../../../db/schema/index.ts';
import { storeHarvestKey } from './harvest-keys.service.ts';
import {
  harvestActivityFeedSchema,
  harvestApplicationSchema,
  harvestCandidateSchema,
  harvestJobSchema,
  harvestJobStageSchema,
  harvestNamedTypeSchema,
  harvestUserSchema,
} from './harvest-objects.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Greenhouse's documented id type: a positive integer (typed clients read 64-bit integers). */
const isIntegerId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The Link header's targets by rel (RFC 5988). */
function linksOf(header: string | null): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const match = part.match(/<([^>]+)>;\s*rel="(\w+)"/);
    if (match) links[match[2]!] = match[1]!;
  }
  return links;
}

describe('the Harvest API, driven over HTTP as an integration drives it', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let base: string;
  const KEY = 'acme-harvest-key-0123456789';
  const NARROW_KEY = 'acme-narrow-key-0123456789';
  let adminPublicId: number;

  beforeAll(async () => {
    // Links are written with the public address, so the app is told the one it will listen on.
    const port = await freePort();
    t = await createTestApp(
      { publicUrl: `http://127.0.0.1:${port}` },
      { jobs: { pollingIntervalSeconds: 0.5 } },
    );
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    await storeHarvestKey(t.app.db, {
      companyId: acme.company.id,
      name: 'Everything',
      key: KEY,
      permissions: [...HARVEST_ENDPOINTS],
      createdById: null,
    });
    await storeHarvestKey(t.app.db, {
      companyId: acme.company.id,
      name: 'Reads candidates',
      key: NARROW_KEY,
      permissions: ['GET /v1/candidates'],
      createdById: null,
    });
    // More candidates, so the list takes several pages.
    await t.app.db.insert(candidates).values(
      Array.from({ length: 7 }, (_, index) => ({
        companyId: acme.company.id,
        firstName: `Paged${index}`,
        lastName: 'Person',
        email: `paged${index}@acme.test`,
      })),
    );
    const [admin] = await t.app.db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.id, acme.admin.user.id));
    adminPublicId = admin!.publicId;
    await t.app.listen({ port, host: '127.0.0.1' });
    base = `http://127.0.0.1:${port}/api/harvest/v1`;
  });
  afterAll(() => t.close());

  const call = (path: string, init: RequestInit & { key?: string; onBehalfOf?: number } = {}) =>
    fetch(path.startsWith('http') ? path : `${base}${path}`, {
      ...init,
      headers: {
        authorization: `Basic ${Buffer.from(`${init.key ?? KEY}:`).toString('base64')}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.onBehalfOf ? { 'on-behalf-of': String(init.onBehalfOf) } : {}),
        ...(init.headers ?? {}),
      },
    });

  it('pages through every candidate by following Link headers, each with the documented fields', async () => {
    const seen: number[] = [];
    let next: string | undefined = `${base}/candidates?per_page=3`;
    let pages = 0;
    while (next) {
      const response = await call(next);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-limit')).toBe('50');
      expect(Number(response.headers.get('x-ratelimit-remaining'))).toBeGreaterThanOrEqual(0);
      const page = (await response.json()) as unknown[];
      for (const candidate of page) {
        const parsed = harvestCandidateSchema.strict().parse(candidate);
        expect(isIntegerId(parsed.id)).toBe(true);
        for (const application of parsed.applications) harvestApplicationSchema.strict().parse(application);
        seen.push(parsed.id);
      }
      const links = linksOf(response.headers.get('link'));
      if (pages === 0) {
        expect(links.last).toContain('page=4');
        expect(links.prev).toBeUndefined();
      }
      next = links.next;
      pages += 1;
    }
    expect(pages).toBe(4);
    expect(seen).toHaveLength(10);
    expect(new Set(seen).size).toBe(10);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // Only this company's candidates.
    const [grace] = (await (await call('/candidates?email=GRACE@acme.test')).json()) as Array<{
      id: number;
      first_name: string;
    }>;
    expect(grace?.first_name).toBe('Grace');
    const skipped = await call('/candidates?per_page=500&skip_count=true');
    expect(linksOf(skipped.headers.get('link'))).toEqual({});
  });

  it('creates a candidate with an application, moves it, rejects it, and records who did', async () => {
    const jobs = (await (await call('/jobs')).json()) as unknown[];
    const job = harvestJobSchema
      .strict()
      .parse(jobs.find((item) => (item as { name: string }).name === 'Backend Engineer'));
    const stages = ((await (await call(`/jobs/${job.id}/stages`)).json()) as unknown[]).map((stage) =>
      harvestJobStageSchema.strict().parse(stage),
    );
    expect(stages.map((stage) => stage.name)).toEqual([
      'Application Review',
      'Phone Screen',
      'Onsite',
      'Offer',
    ]);

    const body = JSON.stringify({
      first_name: 'Margaret',
      last_name: 'Hamilton',
      company: 'MIT',
      title: 'Director',
      email_addresses: [{ value: 'margaret@mit.example', type: 'work' }],
      phone_numbers: [{ value: '+1 617 555 0199', type: 'mobile' }],
      tags: ['Apollo', 'Software'],
      applications: [{ job_id: job.id }],
    });
    const refused = await call('/candidates', { method: 'POST', body });
    expect(refused.status).toBe(422);
    expect((await refused.json()).errors).toEqual([
      { message: 'On-Behalf-Of must be the id of a user of your organization', field: 'On-Behalf-Of' },
    ]);
    const created = await call('/candidates', { method: 'POST', body, onBehalfOf: adminPublicId });
    expect(created.status).toBe(201);
    const candidate = harvestCandidateSchema.strict().parse(await created.json());
    expect(candidate).toMatchObject({ first_name: 'Margaret', company: 'MIT', tags: ['Apollo', 'Software'] });
    const application = candidate.applications[0]!;
    expect(application).toMatchObject({
      jobs: [{ id: job.id }],
      current_stage: { id: stages[0]!.id },
      status: 'active',
    });

    const moved = await call(`/applications/${application.id}/move`, {
      method: 'POST',
      onBehalfOf: adminPublicId,
      body: JSON.stringify({ from_stage_id: stages[0]!.id, to_stage_id: stages[2]!.id }),
    });
    expect(moved.status).toBe(200);
    expect(harvestApplicationSchema.strict().parse(await moved.json()).current_stage).toEqual({
      id: stages[2]!.id,
      name: 'Onsite',
    });
    // A move from where it no longer is: refused, not applied twice.
    const stale = await call(`/applications/${application.id}/advance`, {
      method: 'POST',
      onBehalfOf: adminPublicId,
      body: JSON.stringify({ from_stage_id: stages[0]!.id }),
    });
    expect(stale.status).toBe(409);

    const reasons = ((await (await call('/rejection_reasons')).json()) as unknown[]).map((reason) =>
      harvestNamedTypeSchema.strict().parse(reason),
    );
    const rejected = await call(`/applications/${application.id}/reject`, {
      method: 'POST',
      onBehalfOf: adminPublicId,
      body: JSON.stringify({ rejection_reason_id: reasons[0]!.id, notes: 'Not this time' }),
    });
    expect(rejected.status).toBe(200);
    const after = harvestApplicationSchema.strict().parse(await rejected.json());
    expect(after).toMatchObject({
      status: 'rejected',
      rejection_reason: { id: reasons[0]!.id, type: { id: 1, name: 'We rejected them' } },
    });
    expect(after.rejected_at).not.toBeNull();

    const feed = harvestActivityFeedSchema
      .strict()
      .parse(await (await call(`/candidates/${candidate.id}/activity_feed`)).json());
    expect(feed.activities.map((entry) => entry.subject)).toEqual(
      expect.arrayContaining(['Moved from Application Review to Onsite on Backend Engineer']),
    );
    expect(feed.activities[0]!.user).toMatchObject({ id: adminPublicId, name: 'Ada Owner' });
    const [audited] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'application.reject'));
    expect(audited?.actorUserId).toBe(acme.admin.user.id);

    const note = await call(`/candidates/${candidate.id}/activity_feed/notes`, {
      method: 'POST',
      onBehalfOf: adminPublicId,
      body: JSON.stringify({ user_id: adminPublicId, body: 'Keep in touch', visibility: 'public' }),
    });
    expect(note.status).toBe(201);
    expect(await note.json()).toMatchObject({ body: 'Keep in touch', visibility: 'public', private: false });
  });

  it('answers Greenhouse’s errors: 401, 403 for an endpoint the key lacks, 404, 422 with fields', async () => {
    expect((await call('/candidates', { key: 'not-a-key' })).status).toBe(401);
    expect((await fetch(`${base}/candidates`)).status).toBe(401);
    const forbidden = await call('/jobs', { key: NARROW_KEY });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ message: 'This API key may not call GET /v1/jobs' });
    expect((await call('/candidates/999999999')).status).toBe(404);
    const theirs = (
      await t.app.db
        .select({ publicId: candidates.publicId })
        .from(candidates)
        .where(eq(candidates.id, globex.people[0]!.id))
    )[0]!;
    expect((await call(`/candidates/${theirs.publicId}`)).status).toBe(404);
    const bad = await call('/candidates?per_page=501&created_after=yesterday');
    expect(bad.status).toBe(422);
    const body = (await bad.json()) as { message: string; errors: Array<{ field: string; message: string }> };
    expect(body.message).toBe('Validation error');
    expect(body.errors.map((error) => error.field).sort()).toEqual(['created_after', 'per_page']);
    const users = (
      (await (await call(`/users?email=${encodeURIComponent(acme.admin.user.email)}`)).json()) as unknown[]
    ).map((user) => harvestUserSchema.strict().parse(user));
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: adminPublicId, site_admin: true });
  });

  it('manages keys in the dev center: shown once, stored hashed, revocable, last use shown', async () => {
    const created = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: '/api/configuration/dev-center/harvest-keys',
      payload: { name: 'BI export', permissions: ['GET /v1/candidates', 'GET /v1/applications'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key, id } = created.json().data as { key: string; id: string };
    expect(key).toMatch(/^hvt_[0-9a-f]{64}$/);
    expect((await call('/applications?per_page=1', { key })).status).toBe(200);
    const listed = (
      await injectAs(t.app, acme.admin, { method: 'GET', url: '/api/configuration/dev-center/harvest-keys' })
    ).json().data as Array<{ id: string; lastUsedAt: string | null; key?: string }>;
    const mine = listed.find((entry) => entry.id === id)!;
    expect(mine.lastUsedAt).not.toBeNull();
    expect(mine.key).toBeUndefined();
    const bad = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: '/api/configuration/dev-center/harvest-keys',
      payload: { name: '', permissions: ['GET /v1/secrets'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await injectAs(t.app, acme.support, {
          method: 'GET',
          url: '/api/configuration/dev-center/harvest-keys',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(t.app, globex.admin, {
          method: 'POST',
          url: `/api/configuration/dev-center/harvest-keys/${id}/revoke`,
        })
      ).statusCode,
    ).toBe(404);
    const revoked = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/configuration/dev-center/harvest-keys/${id}/revoke`,
    });
    expect(revoked.json().data.revokedAt).not.toBeNull();
    expect((await call('/applications', { key })).status).toBe(401);
  });

  it('answers candidates’, applications’ and jobs’ custom fields by name key, with their name and type', async () => {
    const field = async (segment: string, body: object) => {
      const saved = await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: `/api/configuration/custom-fields/${segment}`,
        payload: body,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json().data.id as string;
    };
    const salary = await field('candidates', { name: 'Desired Salary', type: 'currency' });
    const remote = await field('candidates', { name: 'Work remotely?', type: 'yes_no' });
    const referredBy = await field('applications', { name: 'Sourced by', type: 'user' });
    const level = await field('jobs', { name: 'Level', type: 'single_select', options: ['L4', 'L5'] });
    const grace = acme.people[0]!;
    const put = (url: string, customFields: object) =>
      injectAs(t.app, acme.admin, { method: 'PUT', url, payload: { customFields } });
    expect(
      (
        await put(`/api/candidates/${grace.id}/custom-fields`, {
          [salary]: { amount: 90000, currency: 'GBP' },
          [remote]: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await put(`/api/applications/${acme.applied[0]!.id}/custom-fields`, {
          [referredBy]: acme.admin.user.id,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.db.insert(jobCustomFieldValues).values({
      companyId: acme.company.id,
      jobId: acme.job.id,
      fieldId: level,
      value: 'L5',
    });

    const [row] = await t.app.db.select().from(candidates).where(eq(candidates.id, grace.id));
    const candidate = harvestCandidateSchema
      .strict()
      .parse(await (await call(`/candidates/${row!.publicId}`)).json());
    expect(candidate.custom_fields).toEqual({
      desired_salary: { unit: 'GBP', amount: 90000 },
      work_remotely: true,
    });
    expect(candidate.keyed_custom_fields.desired_salary).toEqual({
      name: 'Desired Salary',
      type: 'currency',
      value: { unit: 'GBP', amount: 90000 },
    });
    const application = candidate.applications.find((entry) => entry.jobs[0]?.name === 'Backend Engineer')!;
    expect(application.keyed_custom_fields.sourced_by).toMatchObject({
      name: 'Sourced by',
      type: 'user',
      value: { user_id: adminPublicId, email: acme.admin.user.email },
    });
    const jobs = (await (await call('/jobs')).json()) as Array<{ name: string; custom_fields: object }>;
    expect(jobs.find((job) => job.name === 'Backend Engineer')?.custom_fields).toEqual({ level: 'L5' });
    expect(jobs.find((job) => job.name === 'Data Analyst')?.custom_fields).toEqual({});
  });

  it('limits a key to 50 requests in 10 seconds, then answers 429 with Retry-After', async () => {
    const key = 'acme-rate-key-0123456789';
    await storeHarvestKey(t.app.db, {
      companyId: acme.company.id,
      name: 'Busy',
      key,
      permissions: ['GET /v1/sources'],
      createdById: null,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i += 1) statuses.push((await call('/sources', { key })).status);
    expect(statuses.slice(0, 50).every((status) => status === 200)).toBe(true);
    const limited = await call('/sources', { key });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
