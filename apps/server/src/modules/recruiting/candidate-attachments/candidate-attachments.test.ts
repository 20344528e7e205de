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
import { applications, files } from '../../../db/schema/index.ts';
import { resumePdf } from '../../../db/seed/resume-pdf.ts';
import { fileField, multipart, PNG } from '../../platform/files/files.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

const resume = (name: string, skill: string) =>
  resumePdf({
    name,
    headline: 'Compiler engineer',
    email: `${name.split(' ')[0]!.toLowerCase()}@resume.test`,
    summary: `Builds compilers; loves ${skill}.`,
    experience: [{ title: 'Engineer', company: 'Remington Rand', years: '1949-1967', points: ['COBOL'] }],
    education: [{ school: 'Yale University', degree: 'PhD Mathematics', years: '1930-1934' }],
    skills: [skill, 'Assembly'],
  });

describe('candidate attachments: /api/candidates/:id/attachments', () => {
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

  const upload = async (who: SignedInUser, body: Buffer, name: string, type: string) => {
    const form = multipart([fileField(body, name, type)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  const send = (who: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const search = async (words: string) =>
    (
      (await send(acme.admin, 'GET', `/api/candidates?search=${encodeURIComponent(words)}`)).json().data
        .items as Array<{ firstName: string }>
    ).map((item) => item.firstName);

  it('puts a résumé on the profile, reads it into the search, downloads it and deletes it', async () => {
    const grace = acme.people[0]!;
    const fileId = await upload(
      acme.admin,
      await resume('Grace Hopper', 'Flowmatic'),
      'grace.pdf',
      'application/pdf',
    );
    const added = await send(acme.admin, 'POST', `/api/candidates/${grace.id}/attachments`, {
      fileId,
      type: 'resume',
      applicationId: acme.applied[0]!.id,
    });
    expect(added.statusCode, added.body).toBe(201);
    const attachment = added.json().data;
    expect(attachment).toMatchObject({
      type: 'resume',
      name: 'grace.pdf',
      mimeType: 'application/pdf',
      jobName: 'Backend Engineer',
      uploadedBy: { id: acme.admin.user.id },
    });
    // The résumé's words find her, and nobody else.
    expect(await search('flowmatic')).toEqual(['Grace']);

    const listed = await send(viewer, 'GET', `/api/candidates/${grace.id}/attachments`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((item: { id: string }) => item.id)).toEqual([attachment.id]);

    const url = `/api/candidates/${grace.id}/attachments/${attachment.id}`;
    const download = await send(acme.admin, 'GET', `${url}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Downloading needs its own permission; seeing the list does not.
    expect((await send(viewer, 'GET', `${url}/download`)).statusCode).toBe(403);

    const feed = await send(acme.admin, 'GET', `/api/candidates/${grace.id}/activity`);
    expect(feed.json().data.items[0]).toMatchObject({
      kind: 'attachment',
      summary: 'Résumé uploaded: grace.pdf',
    });

    expect((await send(viewer, 'DELETE', url)).statusCode).toBe(403);
    expect((await send(acme.admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await send(acme.admin, 'GET', `/api/candidates/${grace.id}/attachments`)).json().data).toEqual(
      [],
    );
    expect(await search('flowmatic')).toEqual([]);
    const [file] = await t.app.db
      .select()
      .from(files)
      .where(and(eq(files.companyId, acme.company.id), eq(files.id, fileId)));
    expect(file).toBeUndefined();
    expect((await send(acme.admin, 'DELETE', url)).statusCode).toBe(404);
  });

  it("lists an application's résumé, and deleting it takes it off the application", async () => {
    const alan = acme.people[1]!;
    const application = acme.applied[1]!;
    const fileId = await upload(
      acme.admin,
      await resume('Alan Turing', 'Enigma'),
      'alan.pdf',
      'application/pdf',
    );
    await t.app.db
      .update(applications)
      .set({ resumeFileId: fileId })
      .where(and(eq(applications.companyId, acme.company.id), eq(applications.id, application.id)));
    const listed = (await send(acme.admin, 'GET', `/api/candidates/${alan.id}/attachments`)).json().data;
    expect(listed).toMatchObject([
      { type: 'resume', name: 'alan.pdf', applicationId: application.id, uploadedBy: null },
    ]);
    const deleted = await send(
      acme.admin,
      'DELETE',
      `/api/candidates/${alan.id}/attachments/${listed[0].id}`,
    );
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.app.db
      .select({ resumeFileId: applications.resumeFileId })
      .from(applications)
      .where(and(eq(applications.companyId, acme.company.id), eq(applications.id, application.id)));
    expect(row!.resumeFileId).toBeNull();
  });

  it('reads the résumé of a candidate added by hand into the search', async () => {
    const fileId = await upload(
      acme.admin,
      await resume('Barbara Liskov', 'Substitution'),
      'cv.pdf',
      'application/pdf',
    );
    const added = await send(acme.admin, 'POST', '/api/candidates', {
      firstName: 'Barbara',
      lastName: 'Liskov',
      emailAddresses: [{ value: 'barbara@resume.test', type: 'personal' }],
      jobIds: [acme.job.id],
      resumeFileId: fileId,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await search('substitution')).toEqual(['Barbara']);
  });

  it('refuses what is not a file of the company, a résumé that is an image, and another candidate’s application', async () => {
    const ada = acme.people[2]!;
    const url = `/api/candidates/${ada.id}/attachments`;
    const image = await upload(acme.admin, PNG, 'photo.png', 'image/png');
    const theirs = await upload(globex.admin, PNG, 'theirs.png', 'image/png');
    const cases: Array<[object, string]> = [
      [{ fileId: 'nope', type: 'other' }, 'fileId'],
      [{ fileId: image, type: 'passport' }, 'type'],
      [{ fileId: theirs, type: 'other' }, 'fileId'],
      [{ fileId: image, type: 'resume' }, 'fileId'],
      [{ fileId: image, type: 'other', applicationId: acme.applied[0]!.id }, 'applicationId'],
    ];
    for (const [payload, path] of cases) {
      const response = await send(acme.admin, 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toContain(path);
    }
    // Any file may be "other".
    expect((await send(acme.admin, 'POST', url, { fileId: image, type: 'other' })).statusCode).toBe(201);
  });

  it('answers 404 for another company’s candidate and 403 without the permission', async () => {
    const ada = acme.people[2]!;
    const image = await upload(globex.admin, PNG, 'x.png', 'image/png');
    expect((await send(globex.admin, 'GET', `/api/candidates/${ada.id}/attachments`)).statusCode).toBe(404);
    expect(
      (
        await send(globex.admin, 'POST', `/api/candidates/${ada.id}/attachments`, {
          fileId: image,
          type: 'other',
        })
      ).statusCode,
    ).toBe(404);
    const mine = await upload(acme.admin, PNG, 'y.png', 'image/png');
    expect(
      (await send(viewer, 'POST', `/api/candidates/${ada.id}/attachments`, { fileId: mine, type: 'other' }))
        .statusCode,
    ).toBe(403);
  });
});
