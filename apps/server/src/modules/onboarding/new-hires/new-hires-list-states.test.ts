import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEW_HIRES_URL as URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

describe('new hires list: several states at once (GET /api/onboarding/new-hires?states=)', () => {
  let t: OnboardingTestApp;

  beforeAll(async () => {
    t = await onboardingTestApp();
    const add = async (first: string) =>
      (
        await t.addHire({
          legalFirstName: first,
          legalLastName: 'Example',
          personalEmail: `${first.toLowerCase()}@example.test`,
          startDate: '2030-03-04',
        })
      ).id;
    await add('Pia');
    const olga = await add('Olga');
    const cleo = await add('Cleo');
    const carl = await add('Carl');
    for (const [id, transitions] of [
      [olga, ['invite']],
      [cleo, ['invite', 'complete']],
      [carl, ['cancel']],
    ] as const)
      for (const transition of transitions)
        expect((await t.as(t.acme.admin, 'POST', `${URL}/${id}/${transition}`)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const response = await t.as(t.acme.admin, 'GET', `${URL}?sortBy=name&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items.map((hire: { name: string }) => hire.name);
  };

  it('keeps the hires in any of the states named, with the total of those', async () => {
    expect(await names('states=pending,onboarding')).toEqual(['Olga Example', 'Pia Example']);
    const page = await t.as(t.acme.admin, 'GET', `${URL}?states=pending,onboarding&limit=1`);
    expect(page.json().data).toMatchObject({ total: 2, totalPages: 2 });
    expect(await names('states=cancelled')).toEqual(['Carl Example']);
    // Empty, every state; with state too, the hires in both.
    expect(await names('states=')).toHaveLength(4);
    expect(await names('states=pending,onboarding&state=onboarding')).toEqual(['Olga Example']);
    expect(await names('states=complete&state=onboarding')).toEqual([]);
  });

  it('refuses a state that is not one, naming where it is', async () => {
    const bad = await t.as(t.acme.admin, 'GET', `${URL}?states=pending,hired`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'states.1', message: 'Use states among pending, onboarding, complete, cancelled' },
    ]);
  });
});
