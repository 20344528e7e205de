import { and, eq, like } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFDict } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema/index.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { PNG } from '../../platform/files/files.test-helpers.ts';
import {
  acmePerson,
  contractTemplate,
  linkHire,
  MINE_URL,
  REQUESTS_URL as URL,
  TEMPLATES_URL,
} from './e-signature-test-kit.ts';
import { sha256Hex } from './document-hash.ts';

const DRAWN = `data:image/png;base64,${PNG.toString('base64')}`;

async function pdfTextOfPages(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

describe('e-signature requests: sending, signing, counter-signing, the signed PDF', () => {
  let t: OnboardingTestApp;
  let grace: SignedInUser;
  let maya: SignedInUser;
  let stranger: SignedInUser;
  let viewer: SignedInUser;
  let template: { id: string; name: string };
  let templateBytes: Uint8Array;
  let fileId: string;
  let hireId: string;

  beforeAll(async () => {
    t = await onboardingTestApp();
    grace = await acmePerson(t, 'Grace', 'Hopper');
    maya = await acmePerson(t, 'Maya', 'Lindqvist');
    stranger = await acmePerson(t, 'Sam', 'Stranger');
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Signature viewer',
      permissions: ['onb.module.e_signature.request.view'],
    });
    ({
      template,
      bytes: templateBytes,
      fileId,
    } = await contractTemplate(t, {
      criteria: { departmentIds: [t.acme.department.id] },
    }));
    const hire = await t.addHire({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@example.test',
      startDate: '2027-03-01',
      departmentId: t.acme.department.id,
      managerUserId: maya.user.id,
    });
    hireId = hire.id;
    await linkHire(t, hireId, grace.user.id);
  });
  afterAll(() => t.close());

  const requestsOfHire = async (id: string) =>
    (await t.as(t.acme.admin, 'GET', `${URL}?newHireId=${id}`)).json().data as Array<{
      id: string;
      state: string;
      name: string;
      fields: unknown[];
    }>;

  it('sends a template to a hire matching its criteria as their plan is assembled, and to nobody else', async () => {
    const [request] = await requestsOfHire(hireId);
    expect(request).toMatchObject({ name: 'Employment contract', state: 'waiting_for_signature' });
    const other = await t.addHire({
      legalFirstName: 'Otto',
      legalLastName: 'Other',
      personalEmail: 'otto@example.test',
      startDate: '2027-03-01',
    });
    expect(await requestsOfHire(other.id)).toEqual([]);

    const mine = await t.as(grace, 'GET', MINE_URL);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        id: request!.id,
        party: 'new_hire',
        newHire: { id: hireId, name: 'Grace Hopper' },
      }),
    ]);
    expect((await t.as(maya, 'GET', MINE_URL)).json().data).toEqual([]);
    // Support views every request but signs nothing of its own.
    expect((await t.as(t.acme.support, 'GET', MINE_URL)).statusCode).toBe(403);
  });

  it('lets the hire sign, then the manager counter-sign, and builds a flattened PDF with its certificate', async () => {
    const { id } = (await requestsOfHire(hireId))[0]!;
    const opened = await t.as(grace, 'GET', `${URL}/${id}`);
    expect(opened.json().data).toMatchObject({
      canSign: true,
      counterSigner: { id: maya.user.id, name: 'Maya Lindqvist' },
    });
    const original = await t.as(grace, 'GET', `${URL}/${id}/file`);
    expect(sha256Hex(original.rawPayload)).toBe(sha256Hex(templateBytes));

    const noConsent = await t.as(grace, 'POST', `${URL}/${id}/sign`, { values: {} });
    expect(noConsent.statusCode).toBe(400);
    expect(errorPathsOf(noConsent)).toEqual(['consent']);
    const incomplete = await t.as(grace, 'POST', `${URL}/${id}/sign`, {
      consent: true,
      values: { 'hire-signature': { mode: 'drawn', image: 'data:image/png;base64,AAAAAAAAAAAAAAAA' } },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(errorPathsOf(incomplete)).toEqual([
      'values.handbook',
      'values.hire-name',
      'values.hire-signature',
      'values.initials',
    ]);
    const early = await t.as(maya, 'POST', `${URL}/${id}/sign`, { consent: true, values: {} });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('This document is not waiting for your signature');

    const signed = await t.as(grace, 'POST', `${URL}/${id}/sign`, {
      consent: true,
      values: {
        initials: { mode: 'typed', text: 'G.H.' },
        'hire-signature': { mode: 'drawn', image: DRAWN },
        'hire-name': 'Grace Brewster Hopper',
        handbook: true,
        // Another party's field is not the hire's to fill.
        'manager-signature': { mode: 'typed', text: 'Forged' },
      },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({
      state: 'waiting_for_counter_signature',
      canSign: false,
      signerEvidence: { name: 'Grace Hopper', email: grace.user.email, party: 'new_hire' },
    });
    expect(signed.json().data.values['manager-signature']).toBeUndefined();
    const mail = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, maya.user.email), like(outboxMessages.subject, 'Please counter-sign%')),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain(`/onboarding/documents/${id}`);
    expect((await t.as(grace, 'POST', `${URL}/${id}/sign`, { consent: true, values: {} })).statusCode).toBe(
      403,
    );

    // Editing the template now changes nothing of the document already sent.
    const edit = await t.as(t.acme.admin, 'PUT', `${TEMPLATES_URL}/${template.id}`, {
      name: 'Contract v2',
      fileId,
      fields: [],
      counterSignerRole: null,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    expect((await t.as(maya, 'GET', MINE_URL)).json().data).toEqual([
      expect.objectContaining({ id, party: 'counter_signer' }),
    ]);
    const counter = await t.as(maya, 'POST', `${URL}/${id}/sign`, {
      consent: true,
      values: { 'manager-signature': { mode: 'typed', text: 'Maya Lindqvist' } },
    });
    expect(counter.statusCode, counter.body).toBe(200);
    const done = counter.json().data;
    expect(done).toMatchObject({ name: 'Employment contract', state: 'completed', canDownload: true });
    expect(done.fields).toHaveLength(7);
    expect(done.originalSha256).toBe(sha256Hex(templateBytes));

    const download = await t.as(grace, 'GET', `${URL}/${id}/signed`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const bytes = download.rawPayload;
    expect(sha256Hex(bytes)).toBe(done.signedSha256);
    for (const who of [maya, viewer, t.acme.admin, t.acme.support])
      expect((await t.as(who, 'GET', `${URL}/${id}/signed`)).statusCode).toBe(200);
    expect((await t.as(stranger, 'GET', `${URL}/${id}/signed`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', `${URL}/${id}/signed`)).statusCode).toBe(404);

    // The PDF itself: no form left, the drawn signature an image on page 2, the typed marks in the
    // text, and the certificate last, naming both signers and the original's hash.
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.catalog.get(PDFName.of('AcroForm'))).toBeUndefined();
    expect(pdf.getForm().getFields()).toHaveLength(0);
    expect(pdf.getPageCount()).toBe(3);
    const xObjects = pdf.getPage(1).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    expect(xObjects.keys().length).toBeGreaterThanOrEqual(1);
    const text = await pdfTextOfPages(bytes);
    expect(text[0]).toContain('G.H.');
    expect(text[1]).toContain('Grace Brewster Hopper');
    expect(text[1]).toContain('Maya Lindqvist');
    const certificate = text[2]!;
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain('Grace Hopper');
    expect(certificate).toContain('Maya Lindqvist');
    expect(certificate).toContain(grace.user.email);
    expect(certificate).toContain(maya.user.email);
    expect(certificate).toContain(`Request id: ${id}`);
    expect(certificate).toContain(sha256Hex(templateBytes));
    expect(certificate).toContain('I agree to sign this document electronically');

    // Sent once, the template is archived rather than deleted.
    const removed = await t.as(t.acme.admin, 'DELETE', `${TEMPLATES_URL}/${template.id}`);
    expect(removed.json().data).toEqual({ outcome: 'archived' });
    const again = await t.as(t.acme.admin, 'POST', URL, { newHireId: hireId, templateId: template.id });
    expect(again.statusCode).toBe(409);
  });

  it('sends by hand, refuses a second live copy, cancels, and checks input', async () => {
    const { template: nda } = await contractTemplate(t, {
      name: 'NDA',
      counterSignerRole: null,
      fields: [
        {
          id: 'sig',
          type: 'signature',
          page: 1,
          x: 0.1,
          y: 0.2,
          width: 0.3,
          height: 0.08,
          signer: 'new_hire',
        },
      ],
    });
    const sent = await t.as(t.acme.admin, 'POST', URL, { newHireId: hireId, templateId: nda.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as string;
    expect(sent.json().data).toMatchObject({ name: 'NDA', state: 'waiting_for_signature', canCancel: true });
    const mail = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, grace.user.email), eq(outboxMessages.subject, 'Please sign: NDA')));
    expect(mail).toHaveLength(1);
    expect(
      (await t.as(t.acme.admin, 'POST', URL, { newHireId: hireId, templateId: nda.id })).statusCode,
    ).toBe(409);

    const bad = await t.as(t.acme.admin, 'POST', URL, { newHireId: 'x', templateId: t.globex.admin.user.id });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['newHireId']);
    const unknownTemplate = await t.as(t.acme.admin, 'POST', URL, { newHireId: hireId, templateId: hireId });
    expect(errorPathsOf(unknownTemplate)).toEqual(['templateId']);
    expect((await t.as(viewer, 'POST', URL, { newHireId: hireId, templateId: nda.id })).statusCode).toBe(403);
    expect(
      (await t.as(t.globex.admin, 'POST', URL, { newHireId: hireId, templateId: nda.id })).statusCode,
    ).toBe(400);

    expect((await t.as(viewer, 'POST', `${URL}/${id}/cancel`)).statusCode).toBe(403);
    expect((await t.as(t.globex.admin, 'POST', `${URL}/${id}/cancel`)).statusCode).toBe(404);
    const cancelled = await t.as(t.acme.admin, 'POST', `${URL}/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', canCancel: false });
    expect((await t.as(t.acme.admin, 'POST', `${URL}/${id}/cancel`)).statusCode).toBe(409);
    const late = await t.as(grace, 'POST', `${URL}/${id}/sign`, {
      consent: true,
      values: { sig: { mode: 'typed', text: 'Grace' } },
    });
    expect(late.statusCode).toBe(409);
    // Cancelled, it can be sent again.
    expect(
      (await t.as(t.acme.admin, 'POST', URL, { newHireId: hireId, templateId: nda.id })).statusCode,
    ).toBe(201);
  });

  it('opens a document to its parties and viewers only; lists need the view permission', async () => {
    // Newest first: the NDA sent again, waiting for Grace.
    const { id } = (await requestsOfHire(hireId))[0]!;
    for (const who of [grace, viewer]) expect((await t.as(who, 'GET', `${URL}/${id}`)).statusCode).toBe(200);
    // The NDA has no counter-signer: the manager is no party to it.
    for (const who of [maya, stranger]) expect((await t.as(who, 'GET', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', `${URL}/${id}`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', `${URL}/${id}/file`)).statusCode).toBe(404);
    // Every user holds document.sign.own but Support, which views all and signs none.
    expect((await t.as(t.acme.support, 'GET', `${URL}/${id}`)).statusCode).toBe(200);
    const support = await t.as(t.acme.support, 'POST', `${URL}/${id}/sign`, { consent: true });
    expect(support.statusCode).toBe(403);

    expect((await t.as(viewer, 'GET', `${URL}?newHireId=${hireId}`)).statusCode).toBe(200);
    expect((await t.as(grace, 'GET', URL)).statusCode).toBe(403);
    expect((await t.as(t.globex.admin, 'GET', `${URL}?newHireId=${hireId}`)).statusCode).toBe(404);
    const badQuery = await t.as(t.acme.admin, 'GET', `${URL}?state=signed`);
    expect(badQuery.statusCode).toBe(400);
    expect(errorPathsOf(badQuery)).toEqual(['state']);
    const waiting = await t.as(t.acme.admin, 'GET', `${URL}?state=completed`);
    expect(waiting.json().data.every((item: { state: string }) => item.state === 'completed')).toBe(true);
    const notSigned = await t.as(t.acme.admin, 'GET', `${URL}/${id}/signed`);
    expect(notSigned.statusCode).toBe(409);
  });
});
