import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MAIL_DEFAULTS } from '@atrium/shared/schemas/onboarding/email';
import { signedInWithRole } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { renderOnboardingMail } from './onboarding-mail.ts';

const URL = '/api/onboarding/settings/email';

describe('onboarding settings → email: every onboarding mail from a template the company may edit', () => {
  let t: OnboardingTestApp;

  beforeAll(async () => {
    t = await onboardingTestApp();
  });
  afterAll(() => t.close());

  it('lists the four mails at their defaults, saves an edit, previews and resets it', async () => {
    const list = await t.as(t.acme.admin, 'GET', URL);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((template: { key: string }) => template.key)).toEqual([
      'next_step',
      'welcome_to_team',
      'task_digest',
      'feedback_request',
    ]);
    expect(list.json().data[0]).toMatchObject({
      isDefault: true,
      subject: ONBOARDING_MAIL_DEFAULTS.next_step.subject,
    });

    const body = {
      subject: 'Hi {{NEW_HIRE_FIRST_NAME}}, join {{COMPANY_NAME}}',
      bodyHtml: '<p>Welcome <b>{{NEW_HIRE_FULL_NAME}}</b></p><script>alert(1)</script>',
    };
    const saved = await t.as(t.acme.admin, 'PUT', URL, { key: 'next_step', ...body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ isDefault: false, subject: body.subject });
    expect(saved.json().data.bodyHtml).not.toContain('script');

    const mail = await renderOnboardingMail(t.app.db, t.acme.company.id, 'next_step', {
      NEW_HIRE_FIRST_NAME: '<i>Grace</i>',
      NEW_HIRE_FULL_NAME: '<i>Grace</i> Hopper',
    });
    expect(mail.subject).toBe(`Hi <i>Grace</i>, join ${t.acme.company.name}`);
    expect(mail.html).toContain('Welcome <b>&lt;i&gt;Grace&lt;/i&gt; Hopper</b>');
    // Globex still has the default.
    const globex = await renderOnboardingMail(t.app.db, t.globex.company.id, 'next_step', {});
    expect(globex.subject).toBe(`Your next step with ${t.globex.company.name}`);

    const preview = await t.as(t.acme.admin, 'POST', `${URL}/preview`, {
      key: 'welcome_to_team',
      subject: 'See you {{START_DATE}}',
      bodyHtml: '<p>{{MANAGER_NAME}} waits</p>',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.subject).toBe('See you 5 January 2027');
    expect(preview.json().data.html).toContain('Maya Lindqvist waits');

    const reset = await t.as(t.acme.admin, 'POST', `${URL}/reset`, { key: 'next_step' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data).toMatchObject({
      isDefault: true,
      subject: ONBOARDING_MAIL_DEFAULTS.next_step.subject,
    });
  });

  it('refuses bad input with the fields named: empty parts, a token the mail cannot fill, an unknown mail', async () => {
    const empty = await t.as(t.acme.admin, 'PUT', URL, {
      key: 'next_step',
      subject: ' ',
      bodyHtml: '<p></p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorPathsOf(empty)).toEqual(['bodyHtml', 'subject']);
    const token = await t.as(t.acme.admin, 'PUT', URL, {
      key: 'task_digest',
      subject: 'Tasks',
      bodyHtml: '<p>{{NEW_HIRE_FIRST_NAME}}</p>',
    });
    expect(token.statusCode).toBe(400);
    expect(errorPathsOf(token)).toEqual(['bodyHtml']);
    const preview = await t.as(t.acme.admin, 'POST', `${URL}/preview`, {
      key: 'next_step',
      subject: '{{NOPE}}',
      bodyHtml: '<p>x</p>',
    });
    expect(errorPathsOf(preview)).toEqual(['subject']);
    const unknown = await t.as(t.acme.admin, 'PUT', URL, {
      key: 'nope',
      subject: 'x',
      bodyHtml: '<p>x</p>',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorPathsOf(unknown)).toEqual(['key']);
  });

  it("keeps each company's templates to itself: another company's admin reads only their own", async () => {
    await t.as(t.acme.admin, 'PUT', URL, {
      key: 'welcome_to_team',
      subject: 'Acme only',
      bodyHtml: '<p>x</p>',
    });
    const theirs = await t.as(t.globex.admin, 'GET', URL);
    expect(theirs.json().data[1]).toMatchObject({ key: 'welcome_to_team', isDefault: true });
    await t.as(t.globex.admin, 'POST', `${URL}/reset`, { key: 'welcome_to_team' });
    const ours = await t.as(t.acme.admin, 'GET', URL);
    expect(ours.json().data[1]).toMatchObject({ subject: 'Acme only', isDefault: false });
  });

  it('needs onb.settings.plan.email.manage', async () => {
    const colleague = await signedInWithRole(t.app, t.acme.company, {
      name: 'No email',
      permissions: ['onb.settings.plan.tasks.manage'],
    });
    const body = { subject: 'x', bodyHtml: '<p>x</p>' };
    expect((await t.as(colleague, 'GET', URL)).statusCode).toBe(403);
    expect((await t.as(colleague, 'PUT', URL, { key: 'next_step', ...body })).statusCode).toBe(403);
    expect((await t.as(colleague, 'POST', `${URL}/reset`, { key: 'next_step' })).statusCode).toBe(403);
    expect((await t.as(colleague, 'POST', `${URL}/preview`, { key: 'next_step', ...body })).statusCode).toBe(
      403,
    );
  });
});
