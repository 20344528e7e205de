import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const SETTINGS = '/api/onboarding/settings/fields';
const TABLE = '/api/onboarding/fields';
const valuesOf = (id: string) => `/api/onboarding/new-hires/${id}/fields`;

interface Field {
  id: string;
  name: string;
  type: string;
}

describe('onboarding fields: settings → fields and the table of hires × fields', () => {
  let t: OnboardingTestApp;
  let viewer: SignedInUser;
  let fields: Record<string, Field>;
  let ada: string;
  let alan: string;

  beforeAll(async () => {
    t = await onboardingTestApp();
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Fields viewer',
      permissions: ['onb.module.fields.field.view'],
    });
    const add = async (body: object) => {
      const response = await t.as(t.acme.admin, 'POST', SETTINGS, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as Field;
    };
    fields = {
      text: await add({ name: 'Nickname', type: 'text' }),
      longText: await add({
        name: 'Dietary requirements',
        type: 'long_text',
        section: 'Practical',
        required: true,
      }),
      date: await add({ name: 'Available from', type: 'date' }),
      single: await add({
        name: 'T-shirt size',
        type: 'single_choice',
        options: ['S', 'M', 'L'],
        required: true,
      }),
      multiple: await add({ name: 'Languages', type: 'multiple_choice', options: ['English', 'French'] }),
      country: await add({ name: 'Citizenship', type: 'country' }),
      address: await add({ name: 'Postal address', type: 'address' }),
      contact: await add({ name: 'Doctor', type: 'contact' }),
      person: await add({ name: 'Referred by', type: 'person' }),
      team: await add({ name: 'Preferred team', type: 'team' }),
      image: await add({ name: 'Badge photo', type: 'image' }),
      masked: await add({ name: 'Passport number', type: 'masked' }),
    };
    ada = (
      await t.addHire({
        legalFirstName: 'Ada',
        legalLastName: 'Lovelace',
        personalEmail: 'ada@example.test',
        startDate: '2030-02-03',
      })
    ).id;
    alan = (
      await t.addHire({
        legalFirstName: 'Alan',
        legalLastName: 'Turing',
        personalEmail: 'alan@example.test',
        startDate: '2030-02-10',
      })
    ).id;
  });
  afterAll(() => t.close());

  it('lists fields in order, reorders, updates and deletes them', async () => {
    const list = (await t.as(t.acme.admin, 'GET', SETTINGS)).json().data as Field[];
    expect(list.map((field) => field.name)).toEqual(Object.values(fields).map((field) => field.name));
    expect(list[1]).toMatchObject({ section: 'Practical', required: true, helpText: null, options: [] });
    const reversed = list.map((field) => field.id).reverse();
    const ordered = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/order`, { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().data.map((field: Field) => field.id)).toEqual(reversed);
    const partial = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/order`, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);

    const extra = await t.as(t.acme.admin, 'POST', SETTINGS, {
      name: 'Laptop',
      type: 'single_choice',
      options: ['Mac', 'PC'],
    });
    const id = extra.json().data.id;
    const updated = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/${id}`, {
      name: 'Laptop preference',
      type: 'single_choice',
      options: ['Mac', 'Windows', 'Linux'],
      helpText: 'We order it two weeks before you start',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Laptop preference',
      options: ['Mac', 'Windows', 'Linux'],
    });
    expect((await t.as(t.acme.admin, 'DELETE', `${SETTINGS}/${id}`)).statusCode).toBe(200);
    expect((await t.as(t.acme.admin, 'DELETE', `${SETTINGS}/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad definitions, naming the fields', async () => {
    const bad = await t.as(t.acme.admin, 'POST', SETTINGS, { name: '', type: 'single_choice', options: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['name', 'options']);
    const wrongType = await t.as(t.acme.admin, 'POST', SETTINGS, {
      name: 'X',
      type: 'colour',
      options: ['a'],
    });
    expect(errorPathsOf(wrongType)).toEqual(['type']);
    const notChoice = await t.as(t.acme.admin, 'POST', SETTINGS, { name: 'Y', type: 'text', options: ['a'] });
    expect(errorPathsOf(notChoice)).toEqual(['options']);
    const taken = await t.as(t.acme.admin, 'POST', SETTINGS, { name: 'nickname', type: 'text' });
    expect(taken.statusCode).toBe(409);
  });

  it('checks each value by its field type', async () => {
    const f = fields;
    const bad = await t.as(t.acme.admin, 'PUT', valuesOf(ada), {
      values: {
        [f.text!.id]: 'x'.repeat(501),
        [f.date!.id]: '2030-02-30',
        [f.single!.id]: 'XL',
        [f.multiple!.id]: ['English', 'German'],
        [f.country!.id]: 'Atlantis',
        [f.address!.id]: { line1: '1 Road', city: '', country: 'FR' },
        [f.contact!.id]: { name: 'Dr Who' },
        [f.person!.id]: 'not-an-id',
        [f.team!.id]: t.globex.department.id,
        [f.image!.id]: '00000000-0000-4000-8000-000000000000',
        [f.masked!.id]: 'x'.repeat(101),
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(
      [
        `values.${f.text!.id}`,
        `values.${f.date!.id}`,
        `values.${f.single!.id}`,
        `values.${f.multiple!.id}.1`,
        `values.${f.country!.id}`,
        `values.${f.address!.id}.city`,
        `values.${f.contact!.id}.phone`,
        `values.${f.person!.id}`,
        `values.${f.masked!.id}`,
      ].sort(),
    );
    // The links are checked once the types pass: another company's department is no team of ours.
    const links = await t.as(t.acme.admin, 'PUT', valuesOf(ada), {
      values: { [f.team!.id]: t.globex.department.id, [f.image!.id]: '00000000-0000-4000-8000-000000000000' },
    });
    expect(links.statusCode).toBe(400);
    expect(errorPathsOf(links)).toEqual([`values.${f.image!.id}`, `values.${f.team!.id}`].sort());

    const good = await t.as(t.acme.admin, 'PUT', valuesOf(ada), {
      values: {
        [f.text!.id]: 'Countess',
        [f.longText!.id]: 'Vegetarian',
        [f.date!.id]: '2030-01-20',
        [f.single!.id]: 'S',
        [f.multiple!.id]: ['English', 'French'],
        [f.country!.id]: 'gb',
        [f.address!.id]: { line1: '12 St James Square', city: 'London', country: 'GB' },
        [f.contact!.id]: { name: 'Dr Babbage', email: 'cb@example.test' },
        [f.person!.id]: t.acme.admin.user.id,
        [f.team!.id]: t.acme.department.id,
        [f.masked!.id]: 'P1234567',
      },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({
      values: { [f.country!.id]: 'GB', [f.masked!.id]: '•••• 4567', [f.single!.id]: 'S' },
      missingRequired: [],
    });
  });

  it('shows hires × fields with completion, search and the incomplete filter', async () => {
    const table = await t.as(viewer, 'GET', TABLE);
    expect(table.statusCode, table.body).toBe(200);
    const data = table.json().data;
    expect(data.fields.length).toBeGreaterThan(10);
    const row = (id: string) => data.items.find((item: { newHireId: string }) => item.newHireId === id);
    expect(row(ada).missingRequired).toEqual([]);
    expect(row(alan).missingRequired.sort()).toEqual([fields.longText!.id, fields.single!.id].sort());
    expect(JSON.stringify(data)).not.toContain('P1234567');

    const incomplete = (await t.as(viewer, 'GET', `${TABLE}?incomplete=true`)).json().data;
    expect(incomplete.items.map((item: { newHireId: string }) => item.newHireId)).toEqual([alan]);
    const search = (await t.as(viewer, 'GET', `${TABLE}?search=lovel`)).json().data;
    expect(search.items.map((item: { newHireId: string }) => item.newHireId)).toEqual([ada]);
    expect((await t.as(viewer, 'GET', `${TABLE}?limit=0`)).statusCode).toBe(400);
  });

  it('answers 404 for another company and 403 without the permission', async () => {
    expect(
      (await t.as(t.globex.admin, 'PUT', `${SETTINGS}/${fields.text!.id}`, { name: 'Z', type: 'text' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${SETTINGS}/${fields.text!.id}`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'PUT', valuesOf(ada), { values: {} })).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', TABLE)).json().data.items).toEqual([]);
    expect((await t.as(viewer, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await t.as(viewer, 'POST', SETTINGS, { name: 'Q', type: 'text' })).statusCode).toBe(403);
    expect((await t.as(viewer, 'PUT', valuesOf(ada), { values: {} })).statusCode).toBe(403);
    expect((await t.as(t.acme.support, 'GET', TABLE)).statusCode).toBe(200);
  });
});
