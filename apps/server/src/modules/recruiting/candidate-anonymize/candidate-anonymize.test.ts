import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  applications,
  auditEvents,
  candidateCustomFieldValues,
  candidates,
  files,
} from '../../../db/schema/index.ts';
import { resumePdf } from '../../../db/seed/resume-pdf.ts';
import { fileField, multipart } from '../../platform/files/files.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('anonymising a candidate: PUT /api/candidates/:id/anonymize', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let editor: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    editor = await signedInWithRole(t.app, acme.company, {
      name: 'Editor',
      permissions: ['rct.module.candidates.candidate.view', 'rct.module.candidates.candidate.edit'],
    });
  });
  afterAll(() => t.close());

  const send = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  it('blanks the chosen fields, deletes the files, keeps what was not chosen, and is audited', async () => {
    const grace = acme.people[0]!;
    const base = `/api/candidates/${grace.id}`;
    const pdf = await resumePdf({
      name: 'Grace Hopper',
      headline: 'Rear admiral',
      email: 'grace@acme.test',
      summary: 'Invented the first compiler, the A-0.',
      experience: [],
      education: [],
      skills: ['Nanoseconds'],
    });
    const form = multipart([fileField(pdf, 'grace.pdf', 'application/pdf')]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...acme.admin.headers, ...form.headers },
      payload: form.payload,
    });
    const fileId = uploaded.json().data.id as string;
    await t.app.db
      .update(applications)
      .set({ resumeFileId: fileId, answers: [{ label: 'Why us?', value: 'The ships' }] as never })
      .where(and(eq(applications.companyId, acme.company.id), eq(applications.id, acme.applied[0]!.id)));
    await send(acme.admin, 'POST', `${base}/notes`, { body: 'Call her on Tuesday', visibility: 'public' });
    await send(acme.admin, 'POST', `${base}/educations`, { schoolName: 'Yale University' });
    await send(acme.admin, 'POST', `${base}/employments`, { companyName: 'US Navy' });
    const salary = (
      await send(acme.admin, 'POST', '/api/configuration/custom-fields/candidates', {
        name: 'Salary expectation',
        type: 'number',
      })
    ).json().data.id;
    expect(
      (await send(acme.admin, 'PUT', `${base}/custom-fields`, { customFields: { [salary]: 95000 } }))
        .statusCode,
    ).toBe(200);

    const refused = await send(acme.admin, 'PUT', `${base}/anonymize`, {
      fields: ['full_name'],
      confirmation: 'anonymise',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('confirmation');
    const unknown = await send(acme.admin, 'PUT', `${base}/anonymize`, {
      fields: ['shoe_size'],
      confirmation: 'ANONYMIZE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].path).toMatch(/^fields/);

    const done = await send(acme.admin, 'PUT', `${base}/anonymize`, {
      fields: [
        'full_name',
        'email_addresses',
        'phone_numbers',
        'attachments',
        'notes',
        'education',
        'application_questions',
        'custom_candidate_fields',
      ],
      confirmation: 'ANONYMIZE',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(candidateCustomFieldValues)
        .where(eq(candidateCustomFieldValues.candidateId, grace.id)),
    ).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.companyId, acme.company.id), eq(candidates.id, grace.id)));
    expect(row).toMatchObject({
      firstName: 'Anonymized',
      lastName: String(row!.publicId),
      emailAddresses: [],
      phone: null,
      phoneNumbers: [],
      resumeText: '',
      // Not chosen: kept.
      company: 'Navy Labs',
    });
    expect(row!.searchText).not.toContain('grace');
    expect(row!.searchText).not.toContain('nanoseconds');
    expect(await t.app.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect((await send(acme.admin, 'GET', `${base}/attachments`)).json().data).toEqual([]);
    const history = (await send(acme.admin, 'GET', `${base}/history`)).json().data;
    expect(history.educations).toEqual([]);
    expect(history.employments).toHaveLength(1);
    const [application] = await t.app.db
      .select({ answers: applications.answers })
      .from(applications)
      .where(and(eq(applications.companyId, acme.company.id), eq(applications.id, acme.applied[0]!.id)));
    expect(application!.answers).toEqual([]);
    const feed = (await send(acme.admin, 'GET', `${base}/activity?kind=all&limit=50`)).json().data
      .items as Array<{
      kind: string;
      summary: string;
      body: string | null;
    }>;
    expect(feed.find((entry) => entry.kind === 'note')!.body).toBeNull();
    expect(feed[0]!.summary).toMatch(/^Anonymised: Name, Email addresses, Phone numbers/);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'candidate.anonymize'), eq(auditEvents.targetId, grace.id)));
    expect(audit!.after).toMatchObject({ fields: expect.arrayContaining(['full_name']), filesDeleted: 1 });
    expect(JSON.stringify(audit)).not.toContain('Grace');
  });

  it('answers 404 for another company’s candidate and 403 without the delete permission', async () => {
    const url = `/api/candidates/${acme.people[1]!.id}/anonymize`;
    const body = { fields: ['full_name'], confirmation: 'ANONYMIZE' };
    expect((await send(globex.admin, 'PUT', url, body)).statusCode).toBe(404);
    expect((await send(editor, 'PUT', url, body)).statusCode).toBe(403);
    const [alan] = await t.app.db
      .select({ firstName: candidates.firstName })
      .from(candidates)
      .where(and(eq(candidates.companyId, acme.company.id), eq(candidates.id, acme.people[1]!.id)));
    expect(alan!.firstName).toBe('Alan');
  });
});
