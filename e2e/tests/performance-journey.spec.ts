// Issue 21, Performance end to end: a manager schedules a recurring 1-on-1 with a report (both get
// the invitation at the SMTP catcher), both add talking points, and the report's private note stays
// hers; the report praises a colleague with a company value and it is on the wall; the manager asks
// a colleague for feedback about the report, who answers; the report shares an update, and the
// manager comments and marks it reviewed; a company goal with two key results rolls up an
// individual goal's progress.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

const MANAGER = 'manager@example.com';
// Maya's reports no other journey signs in as: Aisha is the report, Priya the colleague asked.
const REPORT = 'aisha.bello@example.com';
const COLLEAGUE = 'priya.sharma@example.com';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  page.on('pageerror', (error) => console.log(`${email}: ${error.message}`));
  await signInThroughForm(page, email, DEMO_PASSWORD);
  return page;
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** Picks a colleague in an autocomplete by typing part of their name. */
async function pickColleague(page: Page, label: string | RegExp, typed: string, name: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.pressSequentially(typed);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

test('1-on-1s, praise, a feedback request, an update and goals between a manager and her report', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const startedAt = Date.now();
  const maya = await signedIn(browser, MANAGER);
  const aisha = await signedIn(browser, REPORT);

  // The manager schedules a weekly 1-on-1 with her report; both are sent the invitation.
  await maya.goto('/performance/one-on-ones');
  await maya.getByRole('button', { name: 'Schedule a 1-on-1' }).click();
  const schedule = maya.getByRole('dialog', { name: 'Schedule a 1-on-1' });
  await pickColleague(maya, /^With/, 'Aisha', 'Aisha Bello');
  await expect(schedule.getByRole('combobox', { name: /How often/ })).toHaveText('Every week');
  await schedule.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(maya, '1-on-1 scheduled')).toBeVisible();
  await expect(maya.getByRole('heading', { level: 1, name: '1-on-1 with Aisha Bello' })).toBeVisible();
  const seriesPath = new URL(maya.url()).pathname;
  for (const [to, other] of [
    [MANAGER, 'Aisha Bello'],
    [REPORT, 'Maya Lindqvist'],
  ] as const) {
    const invitation = await waitForMail(to, new RegExp(`Invitation: 1-on-1 with ${other}`), startedAt);
    const calendar = invitation.attachments.find((part) => part.mimeType === 'text/calendar');
    expect(calendar?.text).toContain('RRULE:FREQ=WEEKLY');
  }

  // Both add talking points; the report's private note is hers alone.
  const mayaPoint = `Conference budget ${stamp}`;
  await maya.getByRole('textbox', { name: 'Add a talking point' }).fill(mayaPoint);
  await maya.getByRole('button', { name: 'Add point' }).click();
  await expect(maya.getByRole('list', { name: 'Agenda' }).getByText(mayaPoint)).toBeVisible();

  const aishaPoint = `Staff engineer path ${stamp}`;
  const secret = `Thinking about the platform team ${stamp}`;
  await aisha.goto(seriesPath);
  await expect(aisha.getByRole('list', { name: 'Agenda' }).getByText(mayaPoint)).toBeVisible();
  await aisha.getByRole('textbox', { name: 'Add a talking point' }).fill(aishaPoint);
  await aisha.getByRole('button', { name: 'Add point' }).click();
  await expect(aisha.getByRole('list', { name: 'Agenda' }).getByText(aishaPoint)).toBeVisible();
  await aisha.getByRole('textbox', { name: 'Your private note' }).fill(secret);
  await aisha.getByRole('button', { name: 'Save private note' }).click();
  await expect(toast(aisha, 'Private note saved')).toBeVisible();

  await maya.reload();
  await expect(maya.getByRole('list', { name: 'Agenda' }).getByText(aishaPoint)).toBeVisible();
  await expect(maya.getByRole('textbox', { name: 'Your private note' })).not.toHaveValue(secret);
  await expect(maya.getByText(secret)).toHaveCount(0);

  // The report praises a colleague with a company value; it is on the wall.
  const praise = `Thanks for pairing on the pipeline ${stamp}`;
  await aisha.goto('/performance/feedback');
  await aisha.getByRole('button', { name: 'Give feedback' }).click();
  const give = aisha.getByRole('dialog', { name: 'Give feedback' });
  await pickColleague(aisha, /Who are you praising/, 'Ethan', 'Ethan Brooks');
  await give.getByRole('radio', { name: 'Better together' }).click();
  await give.getByRole('textbox', { name: /What did they do well/ }).fill(praise);
  await give.getByRole('button', { name: 'Post praise' }).click();
  await expect(give).toBeHidden();
  const wallPost = aisha.getByRole('article').filter({ hasText: praise });
  await expect(wallPost).toBeVisible();
  await expect(wallPost.getByText('Better together')).toBeVisible();

  // The manager asks a colleague for feedback about her report, who answers.
  const question = `How did Aisha lead the migration? ${stamp}`;
  const answer = `Clear plan, calm rollout ${stamp}`;
  await maya.goto('/performance/feedback?tab=requests');
  await maya.getByRole('button', { name: 'Request feedback' }).click();
  const ask = maya.getByRole('dialog', { name: 'Request feedback' });
  await ask.getByRole('combobox', { name: /About/ }).click();
  await maya.getByRole('option', { name: 'Aisha Bello' }).click();
  await pickColleague(maya, /Whom to ask/, 'Priya', 'Priya Sharma');
  await ask.getByRole('textbox', { name: /What would you like feedback on/ }).fill(question);
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask).toBeHidden();

  const priya = await signedIn(browser, COLLEAGUE);
  await priya.goto('/performance/feedback?tab=requests');
  const asked = priya.getByRole('article').filter({ hasText: question });
  await asked.getByRole('button', { name: 'Answer' }).click();
  const respond = priya.getByRole('dialog', { name: 'Feedback about Aisha Bello' });
  await respond.getByRole('textbox', { name: /Your feedback/ }).fill(answer);
  await respond.getByRole('button', { name: 'Send feedback' }).click();
  await expect(respond).toBeHidden();

  await maya.reload();
  await maya.getByRole('button', { name: 'I asked' }).click();
  const mine = maya.getByRole('article').filter({ hasText: question });
  await mine.getByRole('button', { name: /Read 1 answer/ }).click();
  await expect(maya.getByRole('dialog', { name: 'Answers' }).getByText(answer)).toBeVisible();
  await maya.keyboard.press('Escape');

  // The report shares her update; the manager comments and marks it reviewed.
  await aisha.goto('/performance/updates');
  await aisha.getByRole('radio', { name: 'Good' }).check();
  await aisha.getByRole('button', { name: 'Share with manager' }).click();
  await expect(toast(aisha, /shared/i)).toBeVisible();

  const comment = `Great week, thank you ${stamp}`;
  await maya.goto('/performance/updates?view=team');
  await maya.getByRole('link', { name: "Aisha Bello's update" }).click();
  await maya.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  await maya.getByRole('button', { name: 'Comment' }).click();
  await expect(maya.getByText(comment)).toBeVisible();
  await maya.getByRole('button', { name: 'Mark reviewed' }).click();
  await maya.getByRole('alertdialog').getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(maya.getByText(/Reviewed/).first()).toBeVisible();

  // HR sets a company goal with two key results; the report aligns a goal of hers to the first
  // and checks in half of it; the company goal rolls it up: 50% of one key result, 25% in all.
  const companyTitle = `Open the Nordic market ${stamp}`;
  const individualTitle = `Sign Nordic partners ${stamp}`;
  const hr = await signedIn(browser, 'hr.admin@example.com');
  await hr.goto('/performance/goals?view=all');
  await hr.getByRole('button', { name: 'New goal' }).click();
  const create = hr.getByRole('dialog', { name: 'New goal' });
  await create.getByRole('textbox', { name: /^Goal/ }).fill(companyTitle);
  await create.getByRole('combobox', { name: /^Level/ }).click();
  await hr.getByRole('option', { name: 'Company' }).click();
  await create.getByRole('button', { name: 'Add key result' }).click();
  await create.getByRole('button', { name: 'Add key result' }).click();
  await create.getByRole('textbox', { name: /^Key result 1/ }).fill('Partners signed');
  await create
    .getByRole('textbox', { name: /^Target/ })
    .nth(0)
    .fill('4');
  await create.getByRole('textbox', { name: /^Key result 2/ }).fill('Nordic revenue');
  await create
    .getByRole('textbox', { name: /^Target/ })
    .nth(1)
    .fill('100');
  await create.getByRole('button', { name: 'Create goal' }).click();
  await expect(hr.getByRole('heading', { level: 1, name: companyTitle })).toBeVisible();
  const companyPath = new URL(hr.url()).pathname;

  await aisha.goto('/performance/goals');
  await aisha.getByRole('button', { name: 'New goal' }).click();
  const own = aisha.getByRole('dialog', { name: 'New goal' });
  await own.getByRole('textbox', { name: /^Goal/ }).fill(individualTitle);
  await own.getByRole('textbox', { name: /^Target/ }).fill('2');
  await pickColleague(aisha, 'Aligned to', 'Open the Nordic', companyTitle);
  await own.getByRole('combobox', { name: /Counts toward/ }).click();
  await aisha.getByRole('option', { name: 'Key result: Partners signed' }).click();
  await own.getByRole('button', { name: 'Create goal' }).click();
  await expect(aisha.getByRole('heading', { level: 1, name: individualTitle })).toBeVisible();
  await aisha.getByRole('button', { name: 'Update progress' }).click();
  const checkIn = aisha.getByRole('dialog', { name: 'Update progress' });
  await checkIn.getByRole('textbox', { name: 'Current value' }).fill('1');
  await checkIn.getByRole('textbox', { name: 'Comment' }).fill(`First partner signed ${stamp}`);
  await checkIn.getByRole('button', { name: 'Save update' }).click();
  await expect(checkIn).toBeHidden();
  await expect(aisha.getByRole('progressbar', { name: 'Progress', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );

  await hr.goto(companyPath);
  await expect(
    hr.getByRole('progressbar', { name: 'Progress of key result Partners signed' }),
  ).toHaveAttribute('aria-valuenow', '50');
  await expect(hr.getByRole('progressbar', { name: 'Progress', exact: true })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await expect(
    hr.getByRole('list', { name: 'Goals aligned to it' }).getByRole('link', { name: individualTitle }),
  ).toBeVisible();
});
