import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, type CompanyRow } from '../src/db/schema/index.ts';
import { createUser, type UserOverrides } from '../src/db/seed/factories.ts';
import { peopleCompany } from './people-company.ts';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from './test-app.ts';

export type PeopleCompany = Awaited<ReturnType<typeof peopleCompany>>;
type TestCompany = { company: CompanyRow; admin: SignedInUser };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const PLAN_TASKS_URL = '/api/onboarding/settings/tasks';
export const NEW_HIRES_URL = '/api/onboarding/new-hires';

export interface OnboardingTestApp<C extends TestCompany = PeopleCompany> extends TestApp {
  /** The company under test, on UTC: its "today" is `todayIn('UTC')`. */
  acme: C;
  /** Another company: its admin is the outsider who gets 404s. */
  globex: C;
  as(who: SignedInUser, method: Method, url: string, payload?: object): ReturnType<typeof injectAs>;
  /** A person of Acme with no system role (a manager, a buddy, IT). */
  colleague(firstName: string, lastName: string, overrides?: UserOverrides): ReturnType<typeof createUser>;
  /** A task of Acme's plan, added by its admin. */
  addPlanTask(payload: Record<string, unknown>): Promise<{ id: string; name: string; position: number }>;
  /** A new hire of Acme, added by its admin (with their plan assembled). */
  addHire(payload: Record<string, unknown>): Promise<{ id: string } & Record<string, unknown>>;
}

/** The fields a 400 names, in order: what the tests of bad input compare. */
export const errorPathsOf = (response: LightMyRequestResponse): string[] =>
  (response.json() as { errors: Array<{ path: string }> }).errors.map((error) => error.path).sort();

type CompanyMaker<C> = (app: FastifyInstance, name?: string) => Promise<C>;

/**
 * What the onboarding test files share: a fresh app with two companies, Acme (UTC) and Globex,
 * made by `makeCompany` (people and an office by default), and the calls their tests make.
 */
export function onboardingTestApp(): Promise<OnboardingTestApp>;
export function onboardingTestApp<C extends TestCompany>(
  makeCompany: CompanyMaker<C>,
): Promise<OnboardingTestApp<C>>;
export async function onboardingTestApp(
  makeCompany: CompanyMaker<TestCompany> = peopleCompany,
): Promise<OnboardingTestApp<TestCompany>> {
  const t = await createTestApp();
  const acme = await makeCompany(t.app);
  const globex = await makeCompany(t.app, 'Globex Ltd');
  await t.app.db.update(companies).set({ timezone: 'UTC' }).where(eq(companies.id, acme.company.id));
  const as = (who: SignedInUser, method: Method, url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const created = async (url: string, payload: Record<string, unknown>) => {
    const response = await as(acme.admin, 'POST', url, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  return {
    ...t,
    acme,
    globex,
    as,
    colleague: (firstName, lastName, overrides = {}) =>
      createUser(t.app.db, acme.company.id, { role: null, firstName, lastName, ...overrides }),
    addPlanTask: (payload) => created(PLAN_TASKS_URL, payload),
    addHire: (payload) => created(NEW_HIRES_URL, payload),
  };
}
