// Issue 19, Recruiting III end to end: the recruiter schedules an interview from the candidate's
// page (the candidate's invitation is an iCalendar REQUEST at the SMTP catcher); an approver and the
// recruiter approve an offer made from a template; the recruiter sends it (the PDF letter arrives by
// mail) and the candidate accepts through the mail's link; once the interview has started, an
// interviewer whose role sees only their own scorecards opens the kit, and HR's scorecard stays
// hidden from them until they submit theirs; the recruiter marks the candidate hired and the job's one
// opening fills.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

const PLAN_INTERVIEW = 'Technical interview';
// A demo colleague no other journey signs in as, given an interviewer's role for this one.
const INTERVIEWER = 'lucas.moreau@example.com';
const INTERVIEWER_PERMISSIONS = [
  'rct.menu.candidates.view',
  'rct.module.candidates.candidate.view',
  'rct.module.interviews.interview.view',
  'rct.module.scorecards.scorecard.submit',
  'rct.module.scorecards.scorecard.view.own',
  'rct.module.scorecards.scorecard.edit.own',
];
const ATTRIBUTE = 'Communication';

async function apiAs(api: APIRequestContext, email: string) {
  const signIn = await api.put('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const body = (await signIn.json()).data as { authToken: string; user: { id: string; timezone?: string } };
  const headers = { authorization: `Bearer ${body.authToken}` };
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const response = await api.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data as T;
  };
  return { send, userId: body.user.id };
}

/** The date and the minute an instant reads on a clock in a time zone (what the schedule form takes). */
function onClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a recruiter interviews, scores, offers and hires a candidate', async ({ page, request }) => {
  test.setTimeout(300_000);
  const admin = await apiAs(request, 'admin@example.com');
  const hr = await apiAs(request, 'hr.admin@example.com');
  const interviewer = await apiAs(request, INTERVIEWER);
  const role = await admin.send<{ id: string }>('POST', '/api/roles', {
    name: `Interviewer ${Date.now()}`,
    permissions: INTERVIEWER_PERMISSIONS,
  });
  await admin.send('PUT', `/api/configuration/users/${interviewer.userId}/role`, { customRoleId: role.id });
  const me = await admin.send<{ timezone: string }>('GET', '/api/users/me');
  const zone = me.timezone || 'Europe/London';

  // A job of its own (one opening), its scorecard, and a plan interview both colleagues hold.
  const stamp = Date.now();
  const job = await admin.send<{ id: string; name: string }>('POST', '/api/jobs', {
    name: `Journey Engineer ${stamp}`,
    openings: [{}],
  });
  const scorecard = await admin.send<{ categories: Array<{ attributes: Array<{ id: string }> }> }>(
    'PUT',
    `/api/jobs/${job.id}/scorecard`,
    { categories: [{ name: 'Skills', attributes: [{ name: ATTRIBUTE }] }] },
  );
  const plan = await admin.send<{ stages: Array<{ id: string; name: string; kind: string }> }>(
    'GET',
    `/api/jobs/${job.id}/interview-plan`,
  );
  const between = plan.stages.filter((stage) => stage.kind === 'interview');
  await admin.send('PUT', `/api/jobs/${job.id}/interview-plan`, {
    stages: between.map((stage, index) => ({
      id: stage.id,
      name: stage.name,
      interviews:
        index === 0
          ? [
              {
                name: PLAN_INTERVIEW,
                durationMinutes: 30,
                interviewerIds: [interviewer.userId, hr.userId],
                instructions: 'Ask about trade-offs.',
                questions: ['Tell us about a system you designed'],
                focusAttributeIds: [scorecard.categories[0]!.attributes[0]!.id],
              },
            ]
          : [],
    })),
  });
  const email = `jordan.${stamp}@candidates.example.com`;
  const candidate = await admin.send<{
    id: string;
    applications: Array<{ id: string; stage: { id: string } }>;
  }>('POST', '/api/candidates', {
    firstName: 'Jordan',
    lastName: `Journey${stamp}`,
    emailAddresses: [{ value: email, type: 'personal' }],
    phoneNumbers: [],
    jobIds: [job.id],
  });
  const applicationId = candidate.applications[0]!.id;
  await admin.send('POST', `/api/applications/${applicationId}/move`, {
    toStageId: between[0]!.id,
    fromStageId: candidate.applications[0]!.stage.id,
  });

  // The recruiter schedules the plan's interview, starting in about a minute and a half.
  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);
  await page.goto(`/candidates/${candidate.id}`);
  await page.getByRole('link', { name: `Schedule ${PLAN_INTERVIEW}` }).click();
  const startsAt = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
  const clock = onClock(startsAt, zone);
  await page.getByLabel('Date', { exact: true }).fill(clock.date);
  await page.getByLabel(/^Start time/).fill(clock.time);
  await page.getByRole('button', { name: 'Next: preview invitation' }).click();
  await expect(page.getByRole('region', { name: 'The candidate receives' })).toBeVisible();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Scheduled interviews' })).toContainText(PLAN_INTERVIEW);

  const invitation = await waitForMail(email, /^Invitation: /, stamp);
  const calendar = invitation.attachments.find((part) => part.mimeType === 'text/calendar');
  expect(calendar?.method).toBe('REQUEST');
  expect(calendar?.text).toContain('METHOD:REQUEST');
  expect(calendar?.text).toMatch(/ATTENDEE[^:]*PARTSTAT=NEEDS-ACTION[^:]*:mailto:/i);
  const interviews = await admin.send<{ scheduled: Array<{ id: string }> }>(
    'GET',
    `/api/applications/${applicationId}/interviews`,
  );
  const interviewId = interviews.scheduled[0]!.id;

  // An offer from the demo template: HR approves first, then the recruiter on the page.
  const offers = page.getByRole('region', { name: /^(Offer|Hired)/ });
  await offers.getByRole('button', { name: 'Create offer' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create offer' });
  await dialog.getByRole('combobox', { name: /Offer template/ }).click();
  await page.getByRole('option', { name: 'Standard offer letter' }).click();
  await dialog.getByRole('textbox', { name: /^Salary/ }).fill('65000');
  const start = new Date(Date.now() + 45 * 86_400_000);
  const ddmmyyyy = `${String(start.getDate()).padStart(2, '0')}${String(start.getMonth() + 1).padStart(2, '0')}${start.getFullYear()}`;
  await dialog
    .getByRole('group', { name: /start date/i })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(ddmmyyyy);
  await dialog.getByRole('button', { name: 'Create offer' }).click();
  await expect(dialog).toBeHidden();
  await offers.getByRole('button', { name: 'Request approval' }).click();
  await expect(offers.getByRole('region', { name: 'Approval' })).toBeVisible();
  const current = await admin.send<{ current: { id: string } }>(
    'GET',
    `/api/applications/${applicationId}/offer`,
  );
  await hr.send('POST', `/api/offers/${current.current.id}/approval`, { decision: 'approved' });
  await page.reload();
  await offers.getByRole('button', { name: 'Approve' }).click();
  dialog = page.getByRole('dialog', { name: 'Approve the offer' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(offers.getByText('Approved by every approver: it can be sent.')).toBeVisible();

  // Sent: the letter arrives as a PDF, and the candidate accepts through the mail's link.
  await offers.getByRole('button', { name: 'Send offer' }).click();
  dialog = page.getByRole('dialog', { name: /^Send the offer to/ });
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(offers.getByText('Sent', { exact: true })).toBeVisible();
  const offerMail = await waitForMail(email, /Your offer from/, stamp);
  const pdf = offerMail.attachments.find((part) => part.mimeType === 'application/pdf');
  expect(pdf?.text).toMatch(/^%PDF-/);
  const answerLink = /https?:\/\/\S+\/offer-response\?[^\s"<>)]+/
    .exec(offerMail.text)![0]
    .replace(/&amp;/g, '&');
  const candidatePage = await page.context().browser()!.newPage();
  await candidatePage.goto(answerLink);
  await candidatePage.getByRole('button', { name: 'Accept the offer' }).click();
  await expect(candidatePage.getByRole('heading', { name: 'Welcome aboard!' })).toBeVisible();
  await candidatePage.close();

  // The interview has started: HR's scorecard is in, hidden from the other interviewer until they
  // submit their own (the company's default: after submitting).
  await expect
    .poll(() => Date.now(), { timeout: 150_000, intervals: [2_000] })
    .toBeGreaterThan(startsAt.getTime() + 1_000);
  await hr.send('PUT', `/api/interviews/${interviewId}/scorecard`, {
    keyTakeaways: 'Thoughtful about failure modes.',
    overallRecommendation: 'strong_yes',
    submit: true,
  });
  const interviewerPage = await (await page.context().browser()!.newContext()).newPage();
  await signInThroughForm(interviewerPage, INTERVIEWER, DEMO_PASSWORD);
  await interviewerPage.goto(`/candidates/${candidate.id}/interview-details?interviewId=${interviewId}`);
  await expect(interviewerPage.getByRole('region', { name: 'Interview kit' })).toBeVisible();
  await expect(interviewerPage.getByText('1 scorecard is hidden until you submit yours.')).toBeVisible();
  await expect(interviewerPage.getByText('Thoughtful about failure modes.')).toHaveCount(0);
  const form = interviewerPage.getByRole('region', { name: 'Scorecard' });
  await form.getByRole('group', { name: ATTRIBUTE }).getByRole('button', { name: 'Strong yes' }).click();
  await form
    .getByRole('group', { name: 'Overall recommendation' })
    .getByRole('button', { name: 'Yes', exact: true })
    .click();
  await form.getByRole('button', { name: 'Submit scorecard' }).click();
  await expect(toast(interviewerPage, 'Scorecard submitted successfully!')).toBeVisible();
  await expect(interviewerPage.getByText('Thoughtful about failure modes.')).toBeVisible();
  await interviewerPage.close();

  // Hired into the job's one opening: the opening fills and the job closes with it.
  await page.goto(`/candidates/${candidate.id}`);
  await offers.getByRole('button', { name: 'Mark as hired' }).click();
  dialog = page.getByRole('dialog', { name: /^Mark .* as hired$/ });
  await dialog.getByRole('button', { name: 'Mark as hired' }).click();
  await expect(page.getByRole('region', { name: /^Hired · starts/ })).toBeVisible();
  const after = await admin.send<{ status: string; openOpenings: number }>('GET', `/api/jobs/${job.id}`);
  expect(after.openOpenings).toBe(0);
});
