import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobBoardApiKeys } from '../../../db/schema/index.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { mailsTo } from '../../platform/auth/auth.test-helpers.ts';
import { hashApiKey } from '../job-board-api/job-board-api.repository.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('templates: email templates, offer templates, sender address', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let nobody: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    nobody = await signedInWithRole(t.app, acme.company, {
      name: 'Jobs only',
      permissions: ['rct.module.jobs.job.view'],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const template = (overrides: object = {}) => ({
    name: 'Warm thanks',
    type: 'application_confirmation',
    subject: 'Thanks for applying to {{JOB_NAME}}, {{CANDIDATE_FIRST_NAME}}',
    bodyHtml: '<p>Hello {{CANDIDATE_FIRST_NAME}}, {{COMPANY_NAME}} has your application.</p>',
    isDefault: true,
    ...overrides,
  });

  it('keeps several templates per type with one default, and the default one confirms applications', async () => {
    const first = (await as(acme.admin, 'POST', '/api/configuration/email-templates', template())).json()
      .data;
    const second = await as(
      acme.admin,
      'POST',
      '/api/configuration/email-templates',
      template({ name: 'Short thanks', subject: 'Got it, {{CANDIDATE_FIRST_NAME}}' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const list = (await as(acme.admin, 'GET', '/api/configuration/email-templates')).json().data;
    expect(list.map((item: { name: string; isDefault: boolean }) => [item.name, item.isDefault])).toEqual([
      ['Short thanks', true],
      ['Warm thanks', false],
    ]);
    const edited = await as(acme.admin, 'PUT', `/api/configuration/email-templates/${first.id}`, template());
    expect(edited.json().data.isDefault).toBe(true);
    expect(
      (await as(acme.admin, 'GET', `/api/configuration/email-templates/${second.json().data.id}`)).json().data
        .isDefault,
    ).toBe(false);

    // An application through the Job Board API is confirmed with the default template, tokens filled in.
    const key = `atr_${acme.company.id}.templates_test_key_0123456789`;
    await t.app.db
      .insert(jobBoardApiKeys)
      .values({ companyId: acme.company.id, name: 'k', prefix: key.slice(0, 8), keyHash: hashApiKey(key) });
    const board = await createJobBoard(t.app.db, acme.company.id, { slug: 'acme-templates' });
    const job = await createRecruitingJob(t.app.db, acme.company.id);
    const post = await createJobPost(t.app.db, acme.company.id, job.id, board.id, { title: 'Data <Wizard>' });
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/job-board/v1/boards/acme-templates/jobs/${post.id}`,
      headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
      payload: { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@x.test', resume_text: 'CV' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailsTo(t.app.db, 'ann.lee@x.test');
    expect(mail!.subject).toBe('Thanks for applying to Data <Wizard>, Ann');
    expect(mail!.html).toBe('<p>Hello Ann, Acme Widgets Ltd has your application.</p>');
  });

  it('refuses unknown tokens and missing fields on the field that has them', async () => {
    const bad = await as(
      acme.admin,
      'POST',
      '/api/configuration/email-templates',
      template({ subject: 'Hi {{SALARY}}', bodyHtml: '', type: 'memo' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['bodyHtml', 'subject', 'type']);
    expect(bad.json().errors.find((error: { path: string }) => error.path === 'subject').message).toBe(
      'Unknown token {{SALARY}}',
    );
    const offer = await as(acme.admin, 'POST', '/api/configuration/offer-templates', {
      name: 'Standard offer',
      bodyHtml: '<p>{{SALARY}} from {{START_DATE}} {{BOGUS}}</p>',
    });
    expect(offer.statusCode).toBe(400);
    expect(offer.json().errors).toEqual([{ path: 'bodyHtml', message: 'Unknown token {{BOGUS}}' }]);
  });

  it('keeps offer templates', async () => {
    const created = await as(acme.admin, 'POST', '/api/configuration/offer-templates', {
      name: 'Standard offer',
      bodyHtml: '<p>{{CANDIDATE_NAME}}: {{SALARY}} from {{START_DATE}}</p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(
      (
        await as(acme.admin, 'PUT', `/api/configuration/offer-templates/${id}`, {
          name: 'Senior offer',
          bodyHtml: '<p>{{SALARY}}</p>',
        })
      ).json().data.name,
    ).toBe('Senior offer');
    expect(
      (await as(acme.admin, 'GET', '/api/configuration/offer-templates'))
        .json()
        .data.map((item: { name: string }) => item.name),
    ).toEqual(['Senior offer']);
    expect((await as(globex.admin, 'GET', `/api/configuration/offer-templates/${id}`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'DELETE', `/api/configuration/offer-templates/${id}`)).statusCode).toBe(
      404,
    );
    expect((await as(nobody, 'GET', '/api/configuration/offer-templates')).statusCode).toBe(403);
    expect((await as(acme.admin, 'DELETE', `/api/configuration/offer-templates/${id}`)).statusCode).toBe(200);
  });

  it('verifies the sender address with the code mailed to it', async () => {
    expect((await as(acme.admin, 'GET', '/api/configuration/email-sender')).json().data).toBeNull();
    const set = await as(acme.admin, 'PUT', '/api/configuration/email-sender', {
      name: 'Acme Talent',
      email: 'Talent@Acme.test',
    });
    expect(set.json().data).toEqual({
      name: 'Acme Talent',
      email: 'talent@acme.test',
      verified: false,
      verifiedAt: null,
    });
    const [mail] = await mailsTo(t.app.db, 'talent@acme.test');
    const code = mail!.subject.slice(0, 6);
    expect(
      (
        await as(acme.admin, 'POST', '/api/configuration/email-sender/verify', {
          code: code === '000000' ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await as(acme.admin, 'POST', '/api/configuration/email-sender/verify', { code: '12' })).json()
        .errors[0].path,
    ).toBe('code');
    const verified = await as(acme.admin, 'POST', '/api/configuration/email-sender/verify', { code });
    expect(verified.json().data.verified).toBe(true);
    expect(
      (await as(nobody, 'PUT', '/api/configuration/email-sender', { name: 'x', email: 'x@x.test' }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for another company’s template and 403 without permission', async () => {
    const id = (
      await as(acme.admin, 'POST', '/api/configuration/email-templates', template({ isDefault: false }))
    ).json().data.id;
    for (const method of ['GET', 'DELETE'] as const)
      expect((await as(globex.admin, method, `/api/configuration/email-templates/${id}`)).statusCode).toBe(
        404,
      );
    expect(
      (await as(globex.admin, 'PUT', `/api/configuration/email-templates/${id}`, template())).statusCode,
    ).toBe(404);
    expect((await as(nobody, 'GET', '/api/configuration/email-templates')).statusCode).toBe(403);
    expect((await as(acme.admin, 'DELETE', `/api/configuration/email-templates/${id}`)).statusCode).toBe(200);
  });
});
