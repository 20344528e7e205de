import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, injectAs, type TestApp } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { candidateFormRequests } from '../../../db/schema/index.ts';
import { waitForMail } from '../../platform/auth/auth.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('forms sent by a stage transition: /candidate-form', () => {
  let t: TestApp;
  let acme: Company;
  let link: URL;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5 } });
    acme = await candidatesCompany(t.app);
    const as = (method: 'POST' | 'PUT', url: string, payload: object) =>
      injectAs(t.app, acme.admin, { method, url, payload });
    const form = await as('POST', `/api/jobs/${acme.job.id}/forms`, {
      name: 'Right to work',
      questions: [
        { label: 'Do you hold a UK visa?', type: 'yes_no', required: true },
        { label: 'Earliest start date', type: 'short_text', required: false },
      ],
    });
    expect(form.statusCode, form.body).toBe(201);
    const rules = await as('PUT', `/api/jobs/${acme.job.id}/stage-transitions`, {
      rules: [{ stageId: acme.stages[2]!.id, action: 'send_form', formId: form.json().data.id }],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const moved = await as('POST', `/api/applications/${acme.applied[0]!.id}/move`, {
      toStageId: acme.stages[2]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await waitForMail(t.app.db, 'grace@acme.test');
    const found = /https?:\/\/\S+\/candidate-form\?[^\s"<]+/.exec(mail.text);
    expect(found, mail.text).not.toBeNull();
    link = new URL(found![0].replaceAll('&amp;', '&'));
  });
  afterAll(() => t.close());

  const path = (url: URL) => `${url.pathname}${url.search}`;
  const submit = (url: URL, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const withToken = (token: string) => {
    const copy = new URL(link);
    copy.searchParams.set('token', token);
    return copy;
  };

  it('mails a link to a page with the form’s questions, and takes the answers once', async () => {
    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Right to work');
    expect(page.body).toContain('Do you hold a UK visa?');
    expect(page.body).toContain('Hello Grace');

    const [request] = await t.app.db
      .select()
      .from(candidateFormRequests)
      .where(eq(candidateFormRequests.companyId, acme.company.id));
    const questionId = request!.questions[0]!.id;
    const missing = await submit(link, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(`id="question_${questionId}-error"`);

    const sent = await submit(link, {
      [`question_${questionId}`]: '1',
      [`question_${request!.questions[1]!.id}`]: 'March 2027',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('Thank you');

    const feed = (
      await injectAs(t.app, acme.admin, {
        method: 'GET',
        url: `/api/candidates/${acme.applied[0]!.candidateId}/activity`,
      })
    ).json().data.items as Array<{ kind: string; summary: string; body: string | null }>;
    expect(feed.find((entry) => entry.kind === 'form')).toMatchObject({
      summary: 'Answered the form "Right to work" for Backend Engineer',
      body: 'Do you hold a UK visa?: Yes\nEarliest start date: March 2027',
    });

    // Once answered, the link says so and a second submission changes nothing.
    const again = await submit(link, { [`question_${questionId}`]: '0' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('have been sent');
    const [saved] = await t.app.db
      .select()
      .from(candidateFormRequests)
      .where(eq(candidateFormRequests.id, request!.id));
    expect(saved!.answers?.[0]).toMatchObject({ value: 'Yes' });
  });

  it('refuses a wrong secret or another company’s address as not found, and an old link as expired', async () => {
    expect((await t.app.inject({ method: 'GET', url: path(withToken('guess')) })).statusCode).toBe(404);
    const elsewhere = new URL(link);
    elsewhere.searchParams.set('company', crypto.randomUUID());
    expect((await t.app.inject({ method: 'GET', url: path(elsewhere) })).statusCode).toBe(404);
    const garbage = await t.app.inject({ method: 'GET', url: '/candidate-form?company=x&request=y' });
    expect(garbage.statusCode).toBe(404);
    expect(garbage.headers['content-type']).toContain('text/html');

    await t.app.db
      .update(candidateFormRequests)
      .set({ answeredAt: null, answers: null, expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(candidateFormRequests.companyId, acme.company.id)));
    const expired = await t.app.inject({ method: 'GET', url: path(link) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect((await submit(link, {})).statusCode).toBe(410);
  });
});
