import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newHires } from '../../../db/schema/index.ts';
import { signedInUser, type SignedInUser } from '../../../../test/test-app.ts';
import type { OnboardingTestApp } from '../../../../test/onboarding-company.ts';
import { fileField, multipart } from '../../platform/files/files.test-helpers.ts';
import { SAMPLE_CONTRACT_FIELDS, sampleContractPdf } from './sample-contract-pdf.ts';

export const TEMPLATES_URL = '/api/onboarding/e-signature/templates';
export const REQUESTS_URL = '/api/onboarding/e-signature/requests';
export const MINE_URL = '/api/onboarding/e-signature/mine';

/** Uploads bytes through the platform's own upload route, as the settings page does. */
export async function uploadAs(t: OnboardingTestApp, who: SignedInUser, body: Uint8Array, name: string) {
  const form = multipart([fileField(Buffer.from(body), name, 'application/pdf')]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

/** The sample contract uploaded and made a template by Acme's admin (manager counter-signs). */
export async function contractTemplate(t: OnboardingTestApp, overrides: Record<string, unknown> = {}) {
  const bytes = await sampleContractPdf();
  const fileId = await uploadAs(t, t.acme.admin, bytes, 'contract.pdf');
  const response = await t.as(t.acme.admin, 'POST', TEMPLATES_URL, {
    name: 'Employment contract',
    fileId,
    fields: SAMPLE_CONTRACT_FIELDS,
    counterSignerRole: 'manager',
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { template: response.json().data as { id: string; name: string }, bytes, fileId };
}

/** A signed-in person of Acme with no role (every .own permission), e.g. a hire or a manager. */
export const acmePerson = (t: OnboardingTestApp, firstName: string, lastName: string) =>
  signedInUser(t.app, { role: null, firstName, lastName }, t.acme.company);

/** Links a hire to their account, as inviting them does (helper B builds the invitation). */
export async function linkHire(t: OnboardingTestApp, hireId: string, userId: string) {
  await t.app.db
    .update(newHires)
    .set({ userId })
    .where(and(eq(newHires.companyId, t.acme.company.id), eq(newHires.id, hireId)));
}
