import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('job setup: scorecard, forms, stage transitions', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Setup reader',
      permissions: [
        'rct.module.jobs.job.view',
        'rct.module.job_setup.scorecard.view',
        'rct.module.job_setup.forms.view',
        'rct.module.job_setup.stage_transitions.view',
      ],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const newJob = async () =>
    (await as(acme.admin, 'POST', '/api/jobs', { name: `Setup ${Date.now()}`, openings: [{}] })).json().data
      .id as string;

  it('starts with Greenhouse’s scorecard sections and keeps attribute ids across edits', async () => {
    const jobId = await newJob();
    const empty = (await as(viewer, 'GET', `/api/jobs/${jobId}/scorecard`)).json().data;
    expect(empty.categories.map((category: { name: string }) => category.name)).toEqual([
      'Skills',
      'Personality Traits',
      'Qualifications',
      'Details',
    ]);
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/scorecard`, {
      categories: [
        { name: 'Skills', attributes: [{ name: 'TypeScript' }, { name: 'SQL' }] },
        { name: 'Traits', attributes: [{ name: 'Curiosity' }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const card = saved.json().data;
    const typescript = card.categories[0].attributes[0];
    expect(typescript).toEqual({ id: expect.stringMatching(/^a_/), name: 'TypeScript' });
    const again = (
      await as(acme.admin, 'PUT', `/api/jobs/${jobId}/scorecard`, {
        categories: [{ ...card.categories[0], attributes: [typescript, { name: 'Go' }] }],
      })
    ).json().data;
    expect(again.categories[0].attributes[0].id).toBe(typescript.id);
    const bad = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/scorecard`, {
      categories: [{ name: '', attributes: [{ name: '' }] }],
    });
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['categories.0.attributes.0.name', 'categories.0.name']);
  });

  it('keeps candidate forms and rules for entering a stage, checking every link, and copies them with the job', async () => {
    const jobId = await newJob();
    const form = await as(acme.admin, 'POST', `/api/jobs/${jobId}/forms`, {
      name: 'Right to work',
      questions: [{ label: 'Do you hold a UK visa?', type: 'yes_no', required: true }],
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = form.json().data.id;
    expect(
      (
        await as(acme.admin, 'POST', `/api/jobs/${jobId}/forms`, {
          name: 'Files',
          questions: [{ label: 'CV', type: 'file' }],
        })
      ).statusCode,
    ).toBe(400);
    const template = (
      await as(acme.admin, 'POST', '/api/configuration/email-templates', {
        name: 'Invite',
        type: 'general',
        subject: 'Hi {{CANDIDATE_FIRST_NAME}}',
        bodyHtml: '<p>Hi</p>',
      })
    ).json().data;
    const stages = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/interview-plan`)).json().data.stages;
    const phone = stages[2];
    const saved = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/stage-transitions`, {
      rules: [
        {
          stageId: phone.id,
          action: 'send_email_template',
          emailTemplateId: template.id,
          creditUserId: acme.admin.user.id,
        },
        { stageId: phone.id, action: 'send_form', formId },
        { stageId: stages[3].id, action: 'request_availability' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .data.map(
          (rule: {
            stageName: string;
            action: string;
            emailTemplateName: string | null;
            formName: string | null;
          }) => [rule.stageName, rule.action, rule.emailTemplateName ?? rule.formName],
        ),
    ).toEqual([
      ['Phone Interview', 'send_email_template', 'Invite'],
      ['Phone Interview', 'send_form', 'Right to work'],
      ['Face to Face', 'request_availability', null],
    ]);
    const missing = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/stage-transitions`, {
      rules: [{ stageId: phone.id, action: 'send_form' }],
    });
    expect(missing.json().errors).toEqual([{ path: 'rules.0.formId', message: 'Select a form' }]);
    const otherJob = await newJob();
    const otherStage = (await as(acme.admin, 'GET', `/api/jobs/${otherJob}/interview-plan`)).json().data
      .stages[1];
    const foreign = await as(acme.admin, 'PUT', `/api/jobs/${jobId}/stage-transitions`, {
      rules: [{ stageId: otherStage.id, action: 'request_availability', creditUserId: globex.admin.user.id }],
    });
    expect(foreign.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'rules.0.stageId',
      'rules.0.creditUserId',
    ]);

    const copy = (await as(acme.admin, 'POST', `/api/jobs/${jobId}/copy`, { name: 'Setup copy' })).json()
      .data;
    const copiedRules = (await as(acme.admin, 'GET', `/api/jobs/${copy.id}/stage-transitions`)).json().data;
    expect(
      copiedRules.map((rule: { stageName: string; formName: string | null }) => [
        rule.stageName,
        rule.formName,
      ]),
    ).toEqual([
      ['Phone Interview', null],
      ['Phone Interview', 'Right to work'],
      ['Face to Face', null],
    ]);
    expect(
      (await as(acme.admin, 'GET', `/api/jobs/${copy.id}/forms`))
        .json()
        .data.map((item: { name: string }) => item.name),
    ).toEqual(['Right to work']);
    expect((await as(acme.admin, 'DELETE', `/api/jobs/${jobId}/forms/${formId}`)).statusCode).toBe(200);
    expect((await as(acme.admin, 'GET', `/api/jobs/${jobId}/stage-transitions`)).json().data).toHaveLength(2);
  });

  it('answers 404 to another company and 403 without the edit permissions', async () => {
    const jobId = await newJob();
    const form = (
      await as(acme.admin, 'POST', `/api/jobs/${jobId}/forms`, {
        name: 'F',
        questions: [{ label: 'Q', type: 'short_text' }],
      })
    ).json().data;
    for (const url of [
      `/api/jobs/${jobId}/scorecard`,
      `/api/jobs/${jobId}/forms`,
      `/api/jobs/${jobId}/stage-transitions`,
    ])
      expect((await as(globex.admin, 'GET', url)).statusCode).toBe(404);
    expect((await as(globex.admin, 'DELETE', `/api/jobs/${jobId}/forms/${form.id}`)).statusCode).toBe(404);
    expect((await as(viewer, 'PUT', `/api/jobs/${jobId}/scorecard`, { categories: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await as(viewer, 'POST', `/api/jobs/${jobId}/forms`, { name: 'x', questions: [] })).statusCode,
    ).toBe(403);
    expect((await as(viewer, 'PUT', `/api/jobs/${jobId}/stage-transitions`, { rules: [] })).statusCode).toBe(
      403,
    );
  });
});
