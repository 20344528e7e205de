import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('candidate, application and referral custom fields', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let referrer: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    referrer = await signedInWithRole(t.app, acme.company, {
      name: 'Referrer',
      permissions: ['rct.module.jobs.job.view', 'rct.module.sourcing.referral.create'],
    });
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Candidate viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const add = async (segment: string, body: object) => {
    const response = await as(acme.admin, 'POST', `/api/configuration/custom-fields/${segment}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string };
  };

  it('keeps each kind of field apart: its own list, order and path', async () => {
    const notice = await add('candidates', { name: 'Notice period', type: 'text' });
    await add('applications', { name: 'Interview format', type: 'text' });
    const listed = (await as(acme.admin, 'GET', '/api/configuration/custom-fields/candidates')).json();
    expect(listed.message).toBe('Candidate fields');
    expect(listed.data.map((field: { name: string }) => field.name)).toEqual(['Notice period']);
    expect(listed.data[0].position).toBe(0);
    const jobs = (await as(acme.admin, 'GET', '/api/configuration/custom-fields/jobs')).json().data;
    expect(jobs.some((field: { id: string }) => field.id === notice.id)).toBe(false);
    // A candidate field is not found under another kind's path.
    const elsewhere = await as(acme.admin, 'PUT', `/api/configuration/custom-fields/jobs/${notice.id}`, {
      name: 'x',
      type: 'text',
    });
    expect(elsewhere.statusCode).toBe(404);
    const order = await as(acme.admin, 'PUT', '/api/configuration/custom-fields/applications/order', {
      ids: [notice.id],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].path).toBe('ids.0');
  });

  it('asks referrers the referral questions, checks their answers and shows them on the application', async () => {
    const how = await add('referral-questions', {
      name: 'How do you know them?',
      type: 'text',
      required: true,
    });
    const rehire = await add('referral-questions', {
      name: 'Would you work with them again?',
      type: 'yes_no',
    });
    const questions = await as(referrer, 'GET', '/api/referral-questions');
    expect(questions.statusCode).toBe(200);
    expect(questions.json().data.map((field: { name: string }) => field.name)).toEqual([
      'How do you know them?',
      'Would you work with them again?',
    ]);
    const jobId = (
      await as(acme.admin, 'POST', '/api/jobs', { name: 'Referred Role', openings: [{}] })
    ).json().data.id;
    const person = { firstName: 'Paul', lastName: 'Pal', email: 'paul@pal.test' };
    const missing = await as(referrer, 'POST', `/api/jobs/${jobId}/referrals`, {
      ...person,
      answers: { [rehire.id]: 'maybe' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { path: `answers.${how.id}`, message: 'This field is required' },
        { path: `answers.${rehire.id}`, message: 'Choose yes or no' },
      ]),
    );
    const sent = await as(referrer, 'POST', `/api/jobs/${jobId}/referrals`, {
      ...person,
      answers: { [how.id]: 'We built the billing system together', [rehire.id]: true },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const applicationId = sent.json().data.applicationId;
    const candidates = (await as(acme.admin, 'GET', '/api/candidates?search=paul@pal.test')).json().data;
    const candidateId = candidates.items[0].id;
    const shown = (await as(viewer, 'GET', `/api/candidates/${candidateId}/custom-fields`)).json().data;
    expect(shown.applications).toEqual([
      {
        applicationId,
        values: {},
        referralAnswers: { [how.id]: 'We built the billing system together', [rehire.id]: true },
      },
    ]);
    // Editing the application's own fields leaves the referral's answers alone.
    const saved = await as(acme.admin, 'PUT', `/api/applications/${applicationId}/custom-fields`, {
      customFields: {},
    });
    expect(saved.json().data.applications[0].referralAnswers[rehire.id]).toBe(true);
  });

  it('checks candidate and application values by type, saves them at once and records the edit in the feed', async () => {
    const salary = await add('candidates', { name: 'Salary expectation', type: 'currency' });
    const visa = await add('candidates', { name: 'Visa sponsorship needed', type: 'yes_no', required: true });
    const format = await add('applications', {
      name: 'Preferred interview format',
      type: 'single_select',
      options: ['On site', 'Video'],
    });
    const jobId = (await as(acme.admin, 'POST', '/api/jobs', { name: 'Valued Role', openings: [{}] })).json()
      .data.id;
    const created = await as(acme.admin, 'POST', '/api/candidates', {
      firstName: 'Vera',
      lastName: 'Values',
      emailAddresses: [{ value: 'vera@values.test', type: 'personal' }],
      jobIds: [jobId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const candidateId = created.json().data.id;
    const url = `/api/candidates/${candidateId}/custom-fields`;
    const bad = await as(acme.admin, 'PUT', url, {
      customFields: { [salary.id]: { amount: 'lots', currency: 'GBP' }, nope: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { path: `customFields.${salary.id}`, message: 'Enter an amount and a three-letter currency' },
        { path: `customFields.${visa.id}`, message: 'This field is required' },
        { path: 'customFields.nope', message: 'Not one of your candidate fields' },
      ]),
    );
    const values = { [salary.id]: { amount: 65000, currency: 'GBP' }, [visa.id]: false };
    const saved = await as(acme.admin, 'PUT', url, { customFields: values });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.candidate).toMatchObject(values);
    const feed = (await as(acme.admin, 'GET', `/api/candidates/${candidateId}/activity`)).json().data;
    expect(JSON.stringify(feed)).toContain(
      'Custom fields edited: Salary expectation, Visa sponsorship needed',
    );

    const applicationId = (await as(acme.admin, 'GET', url)).json().data.applications[0].applicationId;
    const appUrl = `/api/applications/${applicationId}/custom-fields`;
    const wrong = await as(acme.admin, 'PUT', appUrl, { customFields: { [format.id]: 'By pigeon' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { path: `customFields.${format.id}`, message: 'Choose one of the options' },
    ]);
    const chosen = await as(acme.admin, 'PUT', appUrl, { customFields: { [format.id]: 'Video' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.applications[0].values).toEqual({ [format.id]: 'Video' });
    const entries = (await as(acme.admin, 'GET', `/api/candidates/${candidateId}/activity`)).json().data;
    expect(JSON.stringify(entries)).toContain('Application fields edited: Preferred interview format');
  });

  it('refuses another company (404), people without the permission (403) and a bad body (400)', async () => {
    const created = await as(acme.admin, 'POST', '/api/candidates', {
      firstName: 'Owen',
      lastName: 'Outsider',
      emailAddresses: [{ value: 'owen@outsider.test', type: 'personal' }],
    });
    const candidateId = created.json().data.id;
    expect((await as(globex.admin, 'GET', `/api/candidates/${candidateId}/custom-fields`)).statusCode).toBe(
      404,
    );
    expect(
      (await as(globex.admin, 'PUT', `/api/candidates/${candidateId}/custom-fields`, { customFields: {} }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await as(globex.admin, 'PUT', `/api/applications/${candidateId}/custom-fields`, {
          customFields: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await as(viewer, 'PUT', `/api/candidates/${candidateId}/custom-fields`, { customFields: {} }))
        .statusCode,
    ).toBe(403);
    expect((await as(viewer, 'GET', '/api/referral-questions')).statusCode).toBe(403);
    expect((await as(viewer, 'GET', '/api/configuration/custom-fields/candidates')).statusCode).toBe(403);
    const malformed = await as(acme.admin, 'PUT', `/api/candidates/${candidateId}/custom-fields`, {
      customFields: 'x',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('customFields');
  });
});
