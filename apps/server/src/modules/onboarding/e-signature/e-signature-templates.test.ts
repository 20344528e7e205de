import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { PNG } from '../../platform/files/files.test-helpers.ts';
import { contractTemplate, TEMPLATES_URL as URL, uploadAs } from './e-signature-test-kit.ts';
import { SAMPLE_CONTRACT_FIELDS, sampleContractPdf } from './sample-contract-pdf.ts';
import { sha256Hex } from './document-hash.ts';

describe('e-signature templates: /api/onboarding/e-signature/templates', () => {
  let t: OnboardingTestApp;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Viewer',
      permissions: ['onb.module.e_signature.request.view'],
    });
  });
  afterAll(() => t.close());

  it('creates a template from an uploaded PDF, reads its pages, lists, edits and serves its file', async () => {
    const { template, bytes, fileId } = await contractTemplate(t, {
      criteria: { departmentIds: [t.acme.department.id] },
    });
    expect(template).toMatchObject({
      name: 'Employment contract',
      file: { id: fileId, name: 'contract.pdf', size: bytes.length },
      pages: [
        { width: 595.28, height: 841.89 },
        { width: 595.28, height: 841.89 },
      ],
      counterSignerRole: 'manager',
      counterSigner: null,
      archived: false,
      requestCount: 0,
      criteria: { departments: [{ id: t.acme.department.id, name: 'Engineering' }] },
    });
    expect((template as unknown as { fields: unknown[] }).fields).toHaveLength(SAMPLE_CONTRACT_FIELDS.length);

    const list = await t.as(t.acme.admin, 'GET', URL);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { id: string }) => item.id)).toContain(template.id);

    const one = await t.as(t.acme.admin, 'GET', `${URL}/${template.id}`);
    expect(one.json().data.name).toBe('Employment contract');

    const file = await t.as(t.acme.admin, 'GET', `${URL}/${template.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(sha256Hex(file.rawPayload)).toBe(sha256Hex(bytes));

    const edited = await t.as(t.acme.admin, 'PUT', `${URL}/${template.id}`, {
      name: 'Contract (2027)',
      fileId,
      fields: SAMPLE_CONTRACT_FIELDS.filter((field) => field.signer === 'new_hire'),
      counterSignerRole: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Contract (2027)', counterSignerRole: null });
  });

  it('refuses a file that is not a PDF, fields off the document and bad input, with the fields', async () => {
    const png = await uploadAs(t, t.acme.admin, PNG, 'picture.pdf');
    const notPdf = await t.as(t.acme.admin, 'POST', URL, { name: 'X', fileId: png });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors).toEqual([{ path: 'fileId', message: 'Choose a PDF file' }]);

    const fileId = await uploadAs(t, t.acme.admin, await sampleContractPdf(), 'c.pdf');
    const offPage = await t.as(t.acme.admin, 'POST', URL, {
      name: 'X',
      fileId,
      fields: [{ ...SAMPLE_CONTRACT_FIELDS[1], page: 5 }],
    });
    expect(offPage.statusCode).toBe(400);
    expect(errorPathsOf(offPage)).toEqual(['fields.0.page']);

    const bad = await t.as(t.acme.admin, 'POST', URL, {
      name: ' ',
      fileId: 'nope',
      fields: [{ ...SAMPLE_CONTRACT_FIELDS[1], x: 0.9, width: 0.5 }, { ...SAMPLE_CONTRACT_FIELDS[5] }],
      counterSignerRole: 'person',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['counterSignerUserId', 'fields.0.width', 'fileId', 'name']);

    const missingPerson = await t.as(t.acme.admin, 'POST', URL, {
      name: 'X',
      fileId,
      counterSignerRole: 'person',
      counterSignerUserId: t.globex.admin.user.id,
    });
    expect(errorPathsOf(missingPerson)).toEqual(['counterSignerUserId']);
  });

  it("answers 404 for another company's template and its file", async () => {
    const { template } = await contractTemplate(t);
    for (const [method, url] of [
      ['GET', `${URL}/${template.id}`],
      ['GET', `${URL}/${template.id}/file`],
      ['DELETE', `${URL}/${template.id}`],
    ] as const)
      expect((await t.as(t.globex.admin, method, url)).statusCode).toBe(404);
    const put = await t.as(t.globex.admin, 'PUT', `${URL}/${template.id}`, {
      name: 'Mine',
      fileId: template.id,
    });
    expect(put.statusCode).toBe(404);
    // Acme's uploaded file is not Globex's to use either.
    const fileId = await uploadAs(t, t.acme.admin, await sampleContractPdf(), 'c.pdf');
    const borrowed = await t.as(t.globex.admin, 'POST', URL, { name: 'X', fileId });
    expect(borrowed.json().errors).toEqual([{ path: 'fileId', message: 'Upload the file again' }]);
  });

  it('answers 403 without the settings permission', async () => {
    const { template, fileId } = await contractTemplate(t);
    for (const [method, url, payload] of [
      ['GET', URL],
      ['POST', URL, { name: 'X', fileId }],
      ['GET', `${URL}/${template.id}`],
      ['PUT', `${URL}/${template.id}`, { name: 'X', fileId }],
      ['DELETE', `${URL}/${template.id}`],
      ['GET', `${URL}/${template.id}/file`],
    ] as const)
      expect((await t.as(viewer, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
  });

  it('deletes a template never sent', async () => {
    const { template } = await contractTemplate(t);
    const removed = await t.as(t.acme.admin, 'DELETE', `${URL}/${template.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ outcome: 'deleted' });
    expect((await t.as(t.acme.admin, 'GET', `${URL}/${template.id}`)).statusCode).toBe(404);
  });
});
