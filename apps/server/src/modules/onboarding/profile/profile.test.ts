import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, newHires, onboardingProfiles } from '../../../db/schema/index.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const FIELDS = '/api/onboarding/settings/fields';
const ME = '/api/onboarding/profile/me';
const profileOf = (id: string) => `/api/onboarding/new-hires/${id}/profile`;

const PROFILE = {
  preferredFirstName: 'Ali',
  legalFirstName: 'Alison',
  legalLastName: 'Hart',
  dateOfBirth: '1994-03-12',
  address: { line1: '1 High Street', city: 'Leeds', postcode: 'LS1 1AA', country: 'gb' },
  emergencyContacts: [{ name: 'Sam Hart', relationship: 'Sister', phone: '+44 7700 900123' }],
  bankDetails: {
    kind: 'uk',
    accountHolder: 'Alison Hart',
    bankName: 'Monzo',
    sortCode: '04-00-04',
    accountNumber: '12345678',
  },
};

describe("onboarding profile: the hire's own, HR's, bank details sealed, masked and revealed", () => {
  let t: OnboardingTestApp;
  let hireId: string;
  let hireUser: SignedInUser;
  let viewer: SignedInUser;
  let niField: string;
  let shirtField: string;

  beforeAll(async () => {
    t = await onboardingTestApp();
    const hire = await t.addHire({
      legalFirstName: 'Alison',
      legalLastName: 'Hart',
      personalEmail: 'alison@example.test',
      startDate: '2030-01-06',
    });
    hireId = hire.id;
    // The hire's own account, linked as the welcome experience links it (contracts: new_hires.user_id).
    hireUser = await signedInUser(
      t.app,
      { role: null, firstName: 'Alison', lastName: 'Hart' },
      t.acme.company,
    );
    await t.app.db.update(newHires).set({ userId: hireUser.user.id }).where(eq(newHires.id, hireId));
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Profile viewer',
      permissions: ['onb.module.profile.profile.view.all'],
    });
    const created = async (body: object) => {
      const response = await t.as(t.acme.admin, 'POST', FIELDS, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    niField = await created({ name: 'National Insurance number', type: 'masked', required: true });
    shirtField = await created({ name: 'T-shirt size', type: 'single_choice', options: ['S', 'M', 'L'] });
  });
  afterAll(() => t.close());

  it('lets the hire fill in their own profile; bank details are sealed at rest and answered masked', async () => {
    const saved = await t.as(hireUser, 'PUT', ME, {
      ...PROFILE,
      fieldValues: { [niField]: 'QQ 12 34 56 C', [shirtField]: 'M' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = saved.json().data;
    expect(profile).toMatchObject({
      name: 'Ali Hart',
      address: { line1: '1 High Street', country: 'GB', line2: null },
      bankDetails: {
        kind: 'uk',
        accountHolder: 'Alison Hart',
        bankName: 'Monzo',
        accountMasked: '•••• 5678',
      },
      fieldValues: { [niField]: '•••• 456C', [shirtField]: 'M' },
      missingRequired: [],
      canReveal: false,
    });
    expect(saved.body).not.toContain('12345678');
    expect(saved.body).not.toContain('QQ 12');

    // At rest: the column holds neither the account number nor the sort code nor the NI number.
    const [row] = await t.app.db
      .select()
      .from(onboardingProfiles)
      .where(eq(onboardingProfiles.newHireId, hireId));
    expect(row!.bankDetailsSealed).toMatch(/^v1\./);
    expect(row!.bankDetailsSealed).not.toContain('12345678');
    expect(JSON.stringify(row)).not.toContain('12345678');
    expect(JSON.stringify(row)).not.toContain('040004');
    expect(JSON.stringify(row!.fieldValues)).not.toContain('QQ 12');

    // Saved again without bank details or the masked field: both are kept.
    const again = await t.as(hireUser, 'PUT', ME, {
      ...PROFILE,
      bankDetails: undefined,
      fieldValues: { [shirtField]: 'L' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      bankDetails: { accountMasked: '•••• 5678' },
      fieldValues: { [niField]: '•••• 456C', [shirtField]: 'L' },
    });
    expect((await t.as(hireUser, 'GET', ME)).json().data.preferredFirstName).toBe('Ali');
  });

  it('reveals bank details and masked fields only with the permission, auditing each reveal', async () => {
    const denied = await t.as(viewer, 'POST', `${profileOf(hireId)}/reveal`, { target: 'bankDetails' });
    expect(denied.statusCode).toBe(403);
    expect((await t.as(viewer, 'GET', profileOf(hireId))).json().data.bankDetails.accountMasked).toBe(
      '•••• 5678',
    );

    const revealed = await t.as(t.acme.admin, 'POST', `${profileOf(hireId)}/reveal`, {
      target: 'bankDetails',
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json().data.bankDetails).toEqual({
      kind: 'uk',
      accountHolder: 'Alison Hart',
      bankName: 'Monzo',
      sortCode: '040004',
      routingNumber: null,
      accountNumber: '12345678',
      iban: null,
    });
    const ni = await t.as(t.acme.admin, 'POST', `${profileOf(hireId)}/reveal`, { target: niField });
    expect(ni.json().data.value).toBe('QQ 12 34 56 C');
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'onboarding.profile.reveal'), eq(auditEvents.targetId, hireId)));
    expect(audits.map((audit) => (audit.after as { target: string }).target).sort()).toEqual(
      ['bankDetails', niField].sort(),
    );

    const bad = await t.as(t.acme.admin, 'POST', `${profileOf(hireId)}/reveal`, { target: 'everything' });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['target']);
    const notMasked = await t.as(t.acme.admin, 'POST', `${profileOf(hireId)}/reveal`, { target: shirtField });
    expect(notMasked.statusCode).toBe(400);
  });

  it('validates the profile, naming the fields: bank details, address, contacts, custom field types', async () => {
    const bad = await t.as(t.acme.admin, 'PUT', profileOf(hireId), {
      legalFirstName: '',
      legalLastName: 'Hart',
      dateOfBirth: '2999-01-01',
      address: { line1: '', city: 'Leeds', country: 'XX' },
      emergencyContacts: [{ name: 'Sam', relationship: '', phone: 'call me' }],
      bankDetails: { kind: 'uk', accountHolder: 'A', bankName: 'B', sortCode: '12', accountNumber: '1234' },
      fieldValues: { [shirtField]: 'XXL', [niField]: null, unknown: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual([
      'address.country',
      'address.line1',
      'bankDetails.accountNumber',
      'bankDetails.sortCode',
      'dateOfBirth',
      'emergencyContacts.0.phone',
      'emergencyContacts.0.relationship',
      'legalFirstName',
    ]);
    const fields = await t.as(t.acme.admin, 'PUT', profileOf(hireId), {
      ...PROFILE,
      bankDetails: { kind: 'iban', accountHolder: 'A', bankName: 'B', iban: 'GB82 WEST 1234 5698 7654 32' },
      fieldValues: { [shirtField]: 'XXL', [niField]: null, unknown: 'x' },
    });
    expect(fields.statusCode).toBe(400);
    expect(errorPathsOf(fields)).toEqual(
      [`fieldValues.${niField}`, `fieldValues.${shirtField}`, 'fieldValues.unknown'].sort(),
    );
    const us = await t.as(t.acme.admin, 'PUT', profileOf(hireId), {
      ...PROFILE,
      bankDetails: {
        kind: 'us',
        accountHolder: 'A',
        bankName: 'B',
        routingNumber: '123456789',
        accountNumber: '1234',
      },
    });
    expect(errorPathsOf(us)).toEqual(['bankDetails.routingNumber']);
    const badIban = await t.as(t.acme.admin, 'PUT', profileOf(hireId), {
      ...PROFILE,
      bankDetails: { kind: 'iban', accountHolder: 'A', bankName: 'B', iban: 'GB82 WEST 1234 5698 7654 33' },
    });
    expect(errorPathsOf(badIban)).toEqual(['bankDetails.iban']);
    const iban = await t.as(t.acme.admin, 'PUT', profileOf(hireId), {
      ...PROFILE,
      bankDetails: { kind: 'iban', accountHolder: 'A', bankName: 'B', iban: 'GB82 WEST 1234 5698 7654 32' },
      fieldValues: {},
    });
    expect(iban.statusCode, iban.body).toBe(200);
    expect(iban.json().data.bankDetails).toMatchObject({ kind: 'iban', accountMasked: '•••• 5432' });
  });

  it("answers 404 for another company's hire or a caller who is no hire, 403 without the permission", async () => {
    expect((await t.as(t.globex.admin, 'GET', profileOf(hireId))).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'PUT', profileOf(hireId), PROFILE)).statusCode).toBe(404);
    expect(
      (await t.as(t.globex.admin, 'POST', `${profileOf(hireId)}/reveal`, { target: 'bankDetails' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(t.acme.admin, 'GET', ME)).statusCode).toBe(404);
    expect((await t.as(viewer, 'PUT', profileOf(hireId), PROFILE)).statusCode).toBe(403);
    const nobody = await signedInWithRole(t.app, t.acme.company, { name: 'Nothing', permissions: [] });
    expect((await t.as(nobody, 'GET', profileOf(hireId))).statusCode).toBe(403);
    // A person with no role holds the .own grants, but is no hire.
    const colleague = await signedInUser(t.app, { role: null }, t.acme.company);
    expect((await t.as(colleague, 'GET', ME)).statusCode).toBe(404);
  });
});
