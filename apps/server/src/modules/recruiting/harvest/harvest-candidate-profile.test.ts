import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { auditEvents, candidates, users } from '../../../db/schema/index.ts';
import { resumePdf } from '../../../db/seed/resume-pdf.ts';
import { storeHarvestKey } from './harvest-keys.service.ts';
import {
  harvestAttachmentSchema,
  harvestCandidateSchema,
  harvestEducationSchema,
  harvestEmploymentSchema,
} from './harvest-objects.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('the Harvest API: candidate attachments, educations, employments and anonymize', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  const KEY = 'acme-harvest-profile-0123456789';
  const GLOBEX_KEY = 'globex-harvest-profile-0123456789';
  const NARROW_KEY = 'acme-harvest-profile-narrow-0123456789';
  let actor: number;
  let grace: number;
  let alan: number;

  const publicIdOf = async (id: string) =>
    (
      await t.app.db.select({ publicId: candidates.publicId }).from(candidates).where(eq(candidates.id, id))
    )[0]!.publicId;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    for (const [company, key, permissions] of [
      [acme, KEY, [...HARVEST_ENDPOINTS]],
      [globex, GLOBEX_KEY, [...HARVEST_ENDPOINTS]],
      [acme, NARROW_KEY, ['GET /v1/candidates/:id']],
    ] as const)
      await storeHarvestKey(t.app.db, {
        companyId: company.company.id,
        name: 'Key',
        key,
        permissions: [...permissions],
        createdById: null,
      });
    actor = (
      await t.app.db.select({ publicId: users.publicId }).from(users).where(eq(users.id, acme.admin.user.id))
    )[0]!.publicId;
    grace = await publicIdOf(acme.people[0]!.id);
    alan = await publicIdOf(acme.people[1]!.id);
  });
  afterAll(() => t.close());

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
  const fieldsOf = (response: { json: () => { errors: Array<{ field: string }> } }) =>
    response.json().errors.map((error) => error.field);

  it('adds a base64 résumé, which the candidate object lists and the search reads; refuses URLs', async () => {
    const pdf = await resumePdf({
      name: 'Grace Hopper',
      headline: 'Rear admiral',
      email: 'grace@acme.test',
      summary: 'Wrote the Harvard Mark I manual.',
      experience: [],
      education: [],
      skills: ['Cobolization'],
    });
    const added = await call('POST', `/candidates/${grace}/attachments`, {
      filename: 'grace.pdf',
      type: 'resume',
      content: pdf.toString('base64'),
      content_type: 'application/pdf',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(harvestAttachmentSchema.strict().parse(added.json())).toMatchObject({
      filename: 'grace.pdf',
      type: 'resume',
    });
    const candidate = harvestCandidateSchema
      .strict()
      .parse((await call('GET', `/candidates/${grace}`)).json());
    expect(candidate.attachments).toMatchObject([{ filename: 'grace.pdf', type: 'resume' }]);
    const [row] = await t.app.db
      .select({ searchText: candidates.searchText })
      .from(candidates)
      .where(and(eq(candidates.companyId, acme.company.id), eq(candidates.id, acme.people[0]!.id)));
    expect(row!.searchText).toContain('cobolization');

    const byUrl = await call('POST', `/candidates/${grace}/attachments`, {
      filename: 'cv.pdf',
      type: 'resume',
      url: 'http://169.254.169.254/latest/meta-data',
    });
    expect(byUrl.statusCode).toBe(422);
    expect(fieldsOf(byUrl)).toEqual(['url']);
    const badType = await call('POST', `/candidates/${grace}/attachments`, {
      filename: 'x.pdf',
      type: 'passport',
      content: pdf.toString('base64'),
    });
    expect(badType.statusCode).toBe(422);
    expect(fieldsOf(badType)).toEqual(['type']);
    const notBase64 = await call('POST', `/candidates/${grace}/attachments`, {
      filename: 'x.pdf',
      type: 'other',
      content: '%%% not base64 %%%',
    });
    expect(fieldsOf(notBase64)).toEqual(['content']);
    const executable = await call('POST', `/candidates/${grace}/attachments`, {
      filename: 'x.exe',
      type: 'other',
      content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]).toString('base64'),
    });
    expect(executable.statusCode).toBe(415);
  });

  it('adds and removes educations and employments, in the candidate object with Greenhouse’s dates', async () => {
    const school = await call('POST', `/candidates/${alan}/educations`, {
      school_name: 'University of Cambridge',
      degree: "Bachelor's Degree",
      discipline: 'Mathematics',
      start_date: '1931-10-01T00:00:00.000Z',
      end_date: '1934-06-15T00:00:00.000Z',
    });
    expect(school.statusCode, school.body).toBe(201);
    expect(harvestEducationSchema.strict().parse(school.json())).toMatchObject({
      school_name: 'University of Cambridge',
      start_date: '1931-10-01T00:00:00.000Z',
    });
    const employer = await call('POST', `/candidates/${alan}/employments`, {
      company_name: 'Government Code and Cypher School',
      title: 'Cryptanalyst',
      start_date: '1939-09-04T00:00:00.000Z',
    });
    expect(employer.statusCode, employer.body).toBe(201);
    expect(harvestEmploymentSchema.strict().parse(employer.json())).toMatchObject({ end_date: null });
    const candidate = harvestCandidateSchema
      .strict()
      .parse((await call('GET', `/candidates/${alan}`)).json());
    expect(candidate.educations.map((entry) => entry.id)).toEqual([school.json().id]);
    expect(candidate.employments).toMatchObject([{ company_name: 'Government Code and Cypher School' }]);

    const onlyIds = await call('POST', `/candidates/${alan}/educations`, { school_id: 459, degree_id: 1 });
    expect(onlyIds.statusCode).toBe(422);
    expect(fieldsOf(onlyIds)).toEqual(['school_id']);
    const backwards = await call('POST', `/candidates/${alan}/employments`, {
      company_name: 'X',
      start_date: '2001-01-01T00:00:00Z',
      end_date: '2000-01-01T00:00:00Z',
    });
    expect(fieldsOf(backwards)).toEqual(['end_date']);
    const noName = await call('POST', `/candidates/${alan}/employments`, { title: 'X' });
    expect(noName.statusCode).toBe(422);
    expect(fieldsOf(noName)).toEqual(['company_name']);

    const removed = await call('DELETE', `/candidates/${alan}/educations/${school.json().id}`);
    expect(removed.json()).toEqual({ success: true, message: `Education ID ${school.json().id} destroyed.` });
    expect((await call('DELETE', `/candidates/${alan}/educations/${school.json().id}`)).statusCode).toBe(404);
    // An employment is not found under another candidate.
    expect((await call('DELETE', `/candidates/${grace}/employments/${employer.json().id}`)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/candidates/${alan}/employments/${employer.json().id}`)).statusCode).toBe(
      200,
    );
  });

  it('adds a candidate with their education and employment in one POST, or nothing when one is refused', async () => {
    const person = (email: string) => ({
      first_name: 'Joan',
      last_name: 'Clarke',
      email_addresses: [{ value: email, type: 'personal' }],
    });
    const created = await call('POST', '/candidates', {
      ...person('joan.clarke@bletchley.test'),
      educations: [
        { school_name: 'Newnham College', degree: 'Mathematics Tripos', start_date: '1936-10-01T00:00:00Z' },
      ],
      employments: [{ company_name: 'Government Code and Cypher School', title: 'Cryptanalyst' }],
      attachments: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const joan = harvestCandidateSchema.strict().parse(created.json());
    expect(joan.educations).toMatchObject([
      { school_name: 'Newnham College', start_date: '1936-10-01T00:00:00.000Z' },
    ]);
    expect(joan.employments).toMatchObject([
      { company_name: 'Government Code and Cypher School', end_date: null },
    ]);

    const refused = await call('POST', '/candidates', {
      ...person('joan.murray@bletchley.test'),
      employments: [
        { company_name: 'GC&CS' },
        { company_name: 'X', start_date: '2001-01-01T00:00:00Z', end_date: '2000-01-01T00:00:00Z' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['employments.1.end_date']);
    const noSchool = await call('POST', '/candidates', {
      ...person('joan.murray@bletchley.test'),
      educations: [{ school_id: 459 }],
    });
    expect(fieldsOf(noSchool)).toEqual(['educations.0.school_id']);
    const withFiles = await call('POST', '/candidates', {
      ...person('joan.murray@bletchley.test'),
      attachments: [{ filename: 'cv.pdf', type: 'resume', content: 'JVBERi0=' }],
    });
    expect(fieldsOf(withFiles)).toEqual(['attachments']);
    const none = await t.app.db
      .select()
      .from(candidates)
      .where(
        and(eq(candidates.companyId, acme.company.id), eq(candidates.email, 'joan.murray@bletchley.test')),
      );
    expect(none).toEqual([]);
  });

  it('anonymizes the named fields, refusing names Greenhouse does not have', async () => {
    const ada = await publicIdOf(acme.people[2]!.id);
    const unknown = await call('PUT', `/candidates/${ada}/anonymize?fields=full_name,shoe_size`);
    expect(unknown.statusCode).toBe(422);
    expect(fieldsOf(unknown)).toEqual(['fields']);
    const done = await call(
      'PUT',
      `/candidates/${ada}/anonymize?fields=full_name,emails,phone_numbers,offers`,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(harvestCandidateSchema.strict().parse(done.json())).toMatchObject({
      first_name: 'Anonymized',
      last_name: String(ada),
      email_addresses: [],
      phone_numbers: [],
    });
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'candidate.anonymize'), eq(auditEvents.targetId, acme.people[2]!.id)),
      );
    expect(audit!.actorUserId).toBe(acme.admin.user.id);
  });

  it('needs On-Behalf-Of, the key’s permission, and the candidate of the key’s company', async () => {
    const education = { school_name: 'MIT' };
    expect(
      (await call('POST', `/candidates/${alan}/educations`, education, { onBehalfOf: null })).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/candidates/${alan}/educations`, education, { key: NARROW_KEY })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/candidates/${alan}/anonymize?fields=tags`, undefined, { key: NARROW_KEY }))
        .statusCode,
    ).toBe(403);
    for (const [method, url, payload] of [
      ['POST', `/candidates/${alan}/educations`, education],
      ['POST', `/candidates/${alan}/employments`, { company_name: 'X' }],
      ['POST', `/candidates/${alan}/attachments`, { filename: 'a.txt', type: 'other', content: 'aGVsbG8=' }],
      ['PUT', `/candidates/${alan}/anonymize?fields=full_name`, undefined],
    ] as const)
      expect((await call(method, url, payload, { key: GLOBEX_KEY, onBehalfOf: null })).statusCode).not.toBe(
        200,
      );
    const globexActor = (
      await t.app.db
        .select({ publicId: users.publicId })
        .from(users)
        .where(eq(users.id, globex.admin.user.id))
    )[0]!.publicId;
    const theirs = await call('PUT', `/candidates/${alan}/anonymize?fields=full_name`, undefined, {
      key: GLOBEX_KEY,
      onBehalfOf: globexActor,
    });
    expect(theirs.statusCode).toBe(404);
    const theirsSchool = await call('POST', `/candidates/${alan}/educations`, education, {
      key: GLOBEX_KEY,
      onBehalfOf: globexActor,
    });
    expect(theirsSchool.statusCode).toBe(404);
  });
});
