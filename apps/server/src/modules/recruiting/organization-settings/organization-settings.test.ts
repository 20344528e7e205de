import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

type Company = Awaited<ReturnType<typeof peopleCompany>>;
const URL = '/api/configuration/organization';

describe('organization: /api/configuration/organization', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let nobody: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    nobody = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser) => injectAs(t.app, who, { method: 'GET', url: URL });
  const save = (who: SignedInUser, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'PUT', url: URL, payload });

  it("shows the company profile's identity, its offices and departments, and the defaults", async () => {
    const shown = await get(acme.support);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({
      company: {
        name: 'Acme Widgets Ltd',
        logoUrl: null,
        timezone: 'Europe/London',
        careersPath: `/careers?company-name=${acme.company.slug}`,
      },
      offices: 1,
      departments: 1,
      settings: { defaultCurrency: 'GBP', defaultInterviewMinutes: 45 },
      updatedAt: null,
    });
  });

  it('saves the defaults for this company only', async () => {
    const saved = await save(acme.admin, { defaultCurrency: ' eur ', defaultInterviewMinutes: 30 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toEqual({ defaultCurrency: 'EUR', defaultInterviewMinutes: 30 });
    expect((await get(acme.admin)).json().data.updatedAt).toEqual(expect.any(String));
    expect((await get(globex.admin)).json().data.settings.defaultCurrency).toBe('GBP');
  });

  it('refuses bad input field by field', async () => {
    const bad = await save(acme.admin, { defaultCurrency: 'euro', defaultInterviewMinutes: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'defaultCurrency', message: 'Enter a three-letter currency code' },
        { path: 'defaultInterviewMinutes', message: 'At least 5 minutes' },
      ]),
    );
    expect((await save(acme.admin, { defaultCurrency: 'USD' })).statusCode).toBe(400);
  });

  it('needs the permissions: view to read, edit to save', async () => {
    expect((await get(nobody)).statusCode).toBe(403);
    expect(
      (await save(acme.support, { defaultCurrency: 'USD', defaultInterviewMinutes: 60 })).statusCode,
    ).toBe(403);
    expect((await get(acme.admin)).json().data.settings.defaultCurrency).toBe('EUR');
  });
});
