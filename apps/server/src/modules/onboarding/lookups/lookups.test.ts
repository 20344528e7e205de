import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createDepartment, createGroup, createLocation } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

const LOOKUPS = '/api/onboarding/lookups';
const PEOPLE = '/api/onboarding/people';
const pathsOf = (body: { errors?: Array<{ path: string }> }) => (body.errors ?? []).map((e) => e.path).sort();

describe('onboarding lookups: /api/onboarding/lookups and /api/onboarding/people', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  /** Sees new hires, and nothing of company administration. */
  let viewer: SignedInUser;
  /** Manages the plan, and does not see new hires. */
  let planner: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Hire viewer',
      permissions: ['onb.module.new_hires.new_hire.view'],
    });
    planner = await signedInWithRole(t.app, acme.company, {
      name: 'Plan editor',
      permissions: ['onb.settings.plan.tasks.manage'],
    });
    await createDepartment(t.app.db, acme.company.id, { name: 'analytics' });
    await createLocation(t.app.db, acme.company.id, { name: 'Berlin' });
    await createGroup(t.app.db, acme.company.id, { name: 'IT' });
    await createGroup(t.app.db, acme.company.id, { name: 'Facilities' });
    await createDepartment(t.app.db, globex.company.id, { name: 'Globex secret projects' });
    await createGroup(t.app.db, globex.company.id, { name: 'Globex IT' });
    for (const criterion of [
      { name: 'Seniority', values: [{ name: 'Senior' }, { name: 'Junior' }] },
      { name: 'remote', values: [{ name: 'Yes' }, { name: 'No' }] },
    ]) {
      const added = await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/onboarding/settings/other-criteria',
        payload: criterion,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const people = [
      {
        firstName: 'Maya',
        lastName: 'Lindqvist',
        email: 'maya.l@acme.test',
        jobTitle: 'Engineering Manager',
      },
      { firstName: 'Harriet', lastName: 'Cole', email: 'hr@acme.test', jobTitle: null },
      { firstName: 'Ivan', lastName: 'Gone', email: 'ivan@acme.test', status: 'inactive' as const },
      { firstName: 'Ines', lastName: 'Invited', email: 'ines@acme.test', status: 'invited' as const },
    ];
    for (const person of people) await createUser(t.app.db, acme.company.id, { role: null, ...person });
    await createUser(t.app.db, globex.company.id, {
      role: null,
      firstName: 'Maya',
      lastName: 'Globex',
      email: 'maya@globex.test',
    });
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });

  it("answers the company's lists in name order to someone who only sees new hires", async () => {
    const response = await get(viewer, LOOKUPS);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const names = (items: Array<{ name: string }>) => items.map((item) => item.name);
    expect(names(data.departments)).toEqual(['analytics', 'Engineering']);
    expect(names(data.locations)).toEqual(['Berlin', 'London']);
    expect(names(data.groups)).toEqual(['Facilities', 'IT']);
    // Criteria by name, each value in the order the company gave them.
    expect(
      data.criteria.map((c: { name: string; values: Array<{ name: string }> }) => [c.name, names(c.values)]),
    ).toEqual([
      ['remote', ['Yes', 'No']],
      ['Seniority', ['Senior', 'Junior']],
    ]);
    expect(data.employmentTypes[0]).toEqual({ value: 'full_time', label: 'Full time' });
    expect(data.employmentTypes).toHaveLength(5);
    // Only what each record is: no heads, no members, no timestamps.
    expect(Object.keys(data.departments[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers another company only its own lists', async () => {
    const data = (await get(globex.admin, LOOKUPS)).json().data;
    expect(data.departments.map((item: { name: string }) => item.name)).toEqual([
      'Engineering',
      'Globex secret projects',
    ]);
    expect(data.groups.map((item: { name: string }) => item.name)).toEqual(['Globex IT']);
    expect(data.criteria).toEqual([]);
  });

  it('finds active people of the company by name or email, in name order, a page at a time', async () => {
    const byName = await get(viewer, `${PEOPLE}?search=maya`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data).toEqual({
      items: [
        {
          id: expect.any(String),
          name: 'Maya Lindqvist',
          email: 'maya.l@acme.test',
          jobTitle: 'Engineering Manager',
        },
      ],
      page: 1,
      limit: 20,
      total: 1,
      totalPages: 1,
    });
    const byEmail = (await get(viewer, `${PEOPLE}?search=${encodeURIComponent('HR@ACME')}`)).json().data;
    expect(byEmail.items.map((person: { name: string }) => person.name)).toEqual(['Harriet Cole']);
    // Neither someone who left nor someone who has not accepted their invitation.
    for (const search of ['ivan', 'ines'])
      expect((await get(viewer, `${PEOPLE}?search=${search}`)).json().data.total, search).toBe(0);
    // A search's wildcards are plain text.
    expect((await get(viewer, `${PEOPLE}?search=%25`)).json().data.total).toBe(0);

    const everyone = (await get(viewer, `${PEOPLE}?limit=50`)).json().data;
    // By last name: Cole, Lindqvist, Owner, Support (the signed-in testers are "Tester …").
    const names = everyone.items.map((person: { name: string }) => person.name);
    expect(names.filter((name: string) => !name.includes('Tester'))).toEqual([
      'Harriet Cole',
      'Maya Lindqvist',
      'Ada Owner',
      'Sam Support',
    ]);
    expect(everyone.items.some((person: { email: string }) => person.email.endsWith('@globex.test'))).toBe(
      false,
    );
    const second = (await get(viewer, `${PEOPLE}?limit=2&page=2`)).json().data;
    expect(second).toMatchObject({ page: 2, limit: 2, total: everyone.total });
    expect(second.items).toEqual(everyone.items.slice(2, 4));
  });

  it('refuses bad input naming the fields', async () => {
    const response = await get(viewer, `${PEOPLE}?limit=51&page=0&search=${'x'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(pathsOf(response.json())).toEqual(['limit', 'page', 'search']);
    expect((await get(viewer, `${PEOPLE}?limit=ten`)).statusCode).toBe(400);
  });

  it('refuses, and records, someone who does not see new hires', async () => {
    for (const url of [LOOKUPS, PEOPLE]) {
      const refused = await get(planner, url);
      expect(refused.statusCode, url).toBe(403);
    }
    const denials = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'permission.denied'), eq(auditEvents.actorUserId, planner.user.id)));
    expect(denials).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: LOOKUPS })).statusCode).toBe(401);
  });
});
