import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { fileField, multipart, PNG, TEXT } from '../../platform/files/files.test-helpers.ts';
import { contactsIn } from './resume-text.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

async function resumePdf(lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const font = await document.embedFont(StandardFonts.Helvetica);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 750 - index * 20, font, size: 12 }));
  return Buffer.from(await document.save());
}

describe('adding candidates: /api/candidates', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  const send = (who: SignedInUser, url: string, payload: object) =>
    injectAs(t.app, who, { method: 'POST', url, payload });
  const upload = async (who: SignedInUser, bytes: Buffer, name: string, type: string) => {
    const form = multipart([fileField(bytes, name, type)]);
    const response = await injectAs(t.app, who, {
      method: 'POST',
      url: '/api/files',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };

  it('reads the email and phone from a PDF or text résumé, and refuses what is no résumé', async () => {
    const pdf = await upload(
      acme.admin,
      await resumePdf([
        'Katherine Johnson',
        'katherine.johnson@nasa.example | +1 (757) 555-0142',
        'Mathematician',
      ]),
      'johnson.pdf',
      'application/pdf',
    );
    const read = await send(acme.admin, '/api/candidates/parse-resume', { fileId: pdf });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({
      file: { id: pdf, name: 'johnson.pdf' },
      email: 'katherine.johnson@nasa.example',
      phone: '+1 (757) 555-0142',
    });
    expect(read.json().data.excerpt).toContain('Katherine Johnson');
    const text = await upload(acme.admin, TEXT, 'notes.txt', 'text/plain');
    expect(
      (await send(acme.admin, '/api/candidates/parse-resume', { fileId: text })).json().data,
    ).toMatchObject({
      email: null,
      phone: null,
    });
    const image = await upload(acme.admin, PNG, 'photo.png', 'image/png');
    const refused = await send(acme.admin, '/api/candidates/parse-resume', { fileId: image });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].path).toBe('fileId');
    // Another company's file is not there.
    expect((await send(globex.admin, '/api/candidates/parse-resume', { fileId: pdf })).statusCode).toBe(400);
    expect(contactsIn('Worked 2019-2023 at SW1A 1AA, mail: A.B@Example.ORG')).toEqual({
      email: 'a.b@example.org',
      phone: null,
    });
  });

  it('warns of duplicates before saving: the same email, or the same name and phone', async () => {
    const byEmail = await send(acme.admin, '/api/candidates/duplicate-check', {
      emails: ['GRACE@acme.test'],
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', reason: 'email', applications: 1 }),
    ]);
    const byPhone = await send(acme.admin, '/api/candidates/duplicate-check', {
      firstName: 'alan',
      lastName: 'turing',
      phones: ['+447700900001'],
    });
    expect(byPhone.json().data).toEqual([
      expect.objectContaining({ name: 'Alan Turing', reason: 'name_and_phone' }),
    ]);
    expect(
      (
        await send(acme.admin, '/api/candidates/duplicate-check', { firstName: 'Alan', lastName: 'Turing' })
      ).json().data,
    ).toEqual([]);
    expect(
      (await send(globex.admin, '/api/candidates/duplicate-check', { emails: ['grace@acme.test'] })).json()
        .data,
    ).toEqual([]);
  });

  it('adds a candidate to jobs, each into its first stage, with résumé, source, referrer and tags', async () => {
    const resume = await upload(
      acme.admin,
      await resumePdf(['Dorothy Vaughan']),
      'vaughan.pdf',
      'application/pdf',
    );
    const tag = (await send(acme.admin, '/api/configuration/candidate-tags', { name: 'Fortran' })).json()
      .data;
    const added = await send(acme.admin, '/api/candidates', {
      firstName: 'Dorothy',
      lastName: 'Vaughan',
      title: 'Supervisor',
      company: 'NACA',
      emailAddresses: [{ value: 'dorothy@naca.example', type: 'work' }],
      phoneNumbers: [{ value: '+1 757 555 0100', type: 'work' }],
      jobIds: [acme.job.id, acme.other.id],
      source: 'Meetup',
      referrerId: acme.support.user.id,
      resumeFileId: resume,
      tagIds: [tag.id],
    });
    expect(added.statusCode, added.body).toBe(201);
    const data = added.json().data;
    expect(data).toMatchObject({ firstName: 'Dorothy', tags: [{ name: 'Fortran' }] });
    expect(data.applications).toHaveLength(2);
    for (const application of data.applications)
      expect(application).toMatchObject({
        stage: { name: 'Application Review' },
        source: 'Meetup',
        referrer: { name: 'Sam Support' },
        resume: { id: resume, name: 'vaughan.pdf' },
      });
    const feed = (
      await injectAs(t.app, acme.admin, { method: 'GET', url: `/api/candidates/${data.id}/activity` })
    ).json().data;
    expect(feed.items.map((entry: { summary: string }) => entry.summary).sort()).toEqual([
      'Added to Backend Engineer (Meetup)',
      'Added to Data Analyst (Meetup)',
    ]);
    const again = await send(acme.admin, '/api/candidates', {
      firstName: 'Dot',
      lastName: 'V',
      emailAddresses: [{ value: 'DOROTHY@naca.example', type: 'personal' }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].path).toBe('emailAddresses.0.value');
  });

  it('adds a prospect with no job; refuses bad input, other companies’ ids and the unpermitted', async () => {
    const prospect = await send(acme.admin, '/api/candidates', {
      firstName: 'Mary',
      lastName: 'Jackson',
      emailAddresses: [{ value: 'mary@naca.example', type: 'personal' }],
    });
    expect(prospect.statusCode, prospect.body).toBe(201);
    expect(prospect.json().data.applications).toEqual([]);
    const list = await injectAs(t.app, acme.admin, { method: 'GET', url: '/api/candidates?kind=prospects' });
    expect(list.json().data.items.map((item: { firstName: string }) => item.firstName)).toEqual(['Mary']);
    const bad = await send(acme.admin, '/api/candidates', {
      firstName: '',
      emailAddresses: [],
      jobIds: ['x'],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['emailAddresses', 'firstName', 'jobIds.0', 'lastName']);
    const foreignJob = await send(acme.admin, '/api/candidates', {
      firstName: 'A',
      lastName: 'B',
      emailAddresses: [{ value: 'ab@x.example', type: 'personal' }],
      jobIds: [globex.job.id],
    });
    expect(foreignJob.statusCode).toBe(400);
    expect(foreignJob.json().errors).toEqual([
      { path: 'jobIds', message: 'Choose open or draft jobs of your company' },
    ]);
    const forbidden = await send(viewer, '/api/candidates', {
      firstName: 'A',
      lastName: 'B',
      emailAddresses: [{ value: 'ab@x.example', type: 'personal' }],
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
