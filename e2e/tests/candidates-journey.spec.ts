// Issue 18, Recruiting's candidates end to end: a recruiter adds candidates (one by typing the
// /add-candidate form), reviews a new application with the keyboard, moves a card on the pipeline
// board (the stage transition's email reaches the SMTP catcher), @mentions a colleague in a note
// (whose mail arrives), rejects with a scheduled email and cancels it, transfers an application to
// another job, merges two duplicate profiles, and adds a new person to a talent pool, then converts
// them to a candidate on a job.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/session';

// Two of the demo company's open jobs: the journey's own candidates apply to the first; one is
// transferred to the second.
const JOB = 'Data Engineer';
const OTHER_JOB = 'Operations Analyst';
const TRANSITION_TEMPLATE = 'Interview availability';

interface Options {
  jobs: Array<{ id: string; name: string; status: string; stages: Array<{ id: string; name: string }> }>;
  users: Array<{ id: string; name: string }>;
  emailTemplates: Array<{ id: string; name: string; type: string }>;
}

interface NewCandidate {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  jobIds: string[];
}

/** The admin's API, with the token a sign-in answers: for what the journey needs done beforehand. */
async function adminApi(api: APIRequestContext) {
  const signIn = await api.put('/api/auth/signin', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await signIn.json()).data.authToken as string}` };
  const read = async <T>(path: string): Promise<T> => {
    const response = await api.get(path, { headers });
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()).data as T;
  };
  return {
    read,
    put: async (path: string, data: unknown) => {
      const response = await api.put(path, { headers, data });
      expect(response.ok(), `PUT ${path}: ${await response.text()}`).toBe(true);
    },
    addCandidate: async (candidate: NewCandidate): Promise<string> => {
      const response = await api.post('/api/candidates', {
        headers,
        data: {
          firstName: candidate.firstName,
          lastName: candidate.lastName,
          emailAddresses: [{ value: candidate.email, type: 'personal' }],
          phoneNumbers: candidate.phone ? [{ value: candidate.phone, type: 'mobile' }] : [],
          jobIds: candidate.jobIds,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()).data.id as string;
    },
    status: async (path: string) => (await api.get(path, { headers })).status(),
  };
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

/** The value a datetime-local input takes, in the browser's (this machine's) time zone. */
const localMinute = (date: Date) => {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** As the profile shows a time (dayjs 'DD MMM YYYY, HH:mm'). */
const shownDayTime = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${localMinute(date).slice(11)}`;

test('a recruiter adds, reviews, moves, notes, rejects, transfers and merges candidates, and converts a prospect', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // Letters only, so the names read as names; unique per run, so nothing here meets another test's data.
  const run = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const surname = (name: string) => `${name}-${run}`;

  const request = await playwright.request.newContext({ baseURL });
  const api = await adminApi(request);
  const options = await api.read<Options>('/api/candidates/filter-options');
  const job = options.jobs.find((item) => item.name === JOB && item.status === 'open')!;
  const otherJob = options.jobs.find((item) => item.name === OTHER_JOB && item.status === 'open')!;
  expect(job, `the demo's open job ${JOB}`).toBeTruthy();
  expect(otherJob, `the demo's open job ${OTHER_JOB}`).toBeTruthy();
  const [reviewStage, nextStage] = job.stages;
  expect(reviewStage!.name).toBe('Application Review');

  // Entering the stage after Application Review emails the candidate (the job's other rules kept).
  const template = options.emailTemplates.find((item) => item.name === TRANSITION_TEMPLATE)!;
  expect(template, `the demo's template ${TRANSITION_TEMPLATE}`).toBeTruthy();
  const existing = await api.read<
    Array<{
      stageId: string;
      action: string;
      emailTemplateId: string | null;
      formId: string | null;
      creditUserId: string | null;
    }>
  >(`/api/jobs/${job.id}/stage-transitions`);
  const rules = existing.map(({ stageId, action, emailTemplateId, formId, creditUserId }) => ({
    stageId,
    action,
    emailTemplateId,
    formId,
    creditUserId,
  }));
  if (!rules.some((rule) => rule.stageId === nextStage!.id && rule.emailTemplateId === template.id))
    rules.push({
      stageId: nextStage!.id,
      action: 'send_email_template',
      emailTemplateId: template.id,
      formId: null,
      creditUserId: null,
    });
  await api.put(`/api/jobs/${job.id}/stage-transitions`, { rules });
  const transitionSubject = new RegExp(`^When are you free to talk about ${JOB}\\?$`);

  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);

  // 1. A candidate added by hand: the résumé first (it fills the email and phone), then the form.
  const ada = { name: `Ada ${surname('Lovelace')}`, email: uniqueEmail('ada') };
  await page.goto('/add-candidate');
  const form = page.getByRole('form', { name: 'Add candidate' });
  await form.getByLabel('Résumé').setInputFiles({
    name: 'ada-lovelace.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`Ada Lovelace\nAnalytical engines, data pipelines\n${ada.email}\n+44 7700 900 418\n`),
  });
  await expect(
    form.getByRole('status').filter({ hasText: 'Filled from the résumé: email and phone.' }),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveValue(ada.email);
  await expect(form.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+44 7700 900 418');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill(surname('Lovelace'));
  await form.getByRole('textbox', { name: 'Title' }).fill('Analyst Programmer');
  await form.getByRole('combobox', { name: /^Jobs/ }).click();
  await page.getByRole('option', { name: JOB, exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: 'Referred by' }).click();
  await page.getByRole('option', { name: 'Harriet Cole' }).click();
  await form.getByRole('button', { name: 'Save candidate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: ada.name })).toBeVisible();
  await expect(page).toHaveURL(/\/candidates\/[0-9a-f-]{36}$/);
  const adaId = page.url().split('/').pop()!;
  const adaCard = page.getByRole('article', { name: JOB });
  await expect(adaCard.getByText('Application Review')).toBeVisible();
  await expect(adaCard.getByText('Referral')).toBeVisible();

  // The others through the API, each for one step below; the duplicates share a name and a phone.
  const grace = { firstName: 'Grace', lastName: surname('Hopper'), email: uniqueEmail('grace') };
  const alan = { firstName: 'Alan', lastName: surname('Turing'), email: uniqueEmail('alan') };
  const katherine = { firstName: 'Katherine', lastName: surname('Johnson'), email: uniqueEmail('katherine') };
  await api.addCandidate({ ...grace, jobIds: [job.id] });
  const alanId = await api.addCandidate({ ...alan, jobIds: [job.id] });
  const katherineId = await api.addCandidate({ ...katherine, jobIds: [job.id] });
  const mary = { firstName: 'Mary', lastName: surname('Jackson'), phone: '+44 7700 900 731' };
  const maryEmails = [uniqueEmail('mary.home'), uniqueEmail('mary.work')] as const;
  const maryId = await api.addCandidate({ ...mary, email: maryEmails[0], jobIds: [job.id] });
  const maryAgainId = await api.addCandidate({ ...mary, email: maryEmails[1], jobIds: [] });

  // 2. Application review, by keyboard: the job chosen, S past everyone else until Ada, then A.
  await page.goto('/application-review');
  await page.getByRole('combobox', { name: 'Job' }).click();
  const jobOption = page.getByRole('option', { name: new RegExp(`^${JOB} \\(\\d+\\)$`) });
  const jobCount = /\((\d+)\)$/.exec((await jobOption.textContent()) ?? '')?.[1];
  await jobOption.click();
  await expect(page).toHaveURL(new RegExp(`jobId=${job.id}`));
  // The job's queue, not the one shown before it was chosen: keys act on what is on screen.
  await expect(page.getByText(new RegExp(`^${jobCount} left`))).toBeVisible();
  const loading = page.getByRole('progressbar', { name: 'Loading the next application' });
  const shown = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(loading).toBeHidden();
  const waiting = Number(/^(\d+) left/.exec((await page.getByText(/^\d+ left/).textContent()) ?? '')?.[1]);
  expect(waiting).toBeGreaterThan(0);
  for (let skipped = 0; ; skipped += 1) {
    await expect(loading).toBeHidden();
    if ((await shown.textContent()) === ada.name) break;
    expect(skipped, 'Ada is among the applications waiting').toBeLessThan(waiting - 1);
    await page.keyboard.press('s');
    await expect(page.getByText(new RegExp(`· ${skipped + 1} skipped$`))).toBeVisible();
  }
  await expect(page.getByText(`${JOB} · applied`)).toBeVisible();
  const reviewed = Date.now() - 1000;
  await page.keyboard.press('a');
  await expect(toast(page, `${ada.name} moved to ${nextStage!.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: ada.name })).toBeHidden();
  // Ada entered the stage with the rule: the email goes out.
  await waitForMail(ada.email, transitionSubject, reviewed);

  // 3. The pipeline board: Grace dragged from Application Review into the next stage.
  await page.goto(`/jobs/${job.id}/pipeline?view=board`);
  const board = page.getByRole('group', { name: `Pipeline board of ${JOB}` });
  const reviewColumn = board.getByRole('list', { name: `Candidates in ${reviewStage!.name}` });
  const nextColumn = board.getByRole('list', { name: `Candidates in ${nextStage!.name}` });
  const graceName = `${grace.firstName} ${grace.lastName}`;
  const graceCard = reviewColumn.getByRole('article', { name: graceName });
  await expect(graceCard).toBeVisible();
  await expect(nextColumn.getByRole('article', { name: ada.name })).toBeVisible();
  const moved = Date.now() - 1000;
  // Held by the card's empty corner (not its link), then moved in steps: dnd-kit starts a drag
  // after 6 px of travel and finds the column under the pointer as it moves.
  await graceCard.scrollIntoViewIfNeeded();
  const from = (await graceCard.boundingBox())!;
  const to = (await nextColumn.boundingBox())!;
  await page.mouse.move(from.x + 8, from.y + from.height - 8);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height - 8, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(nextColumn.getByRole('article', { name: graceName })).toBeVisible();
  await expect(reviewColumn.getByRole('article', { name: graceName })).toHaveCount(0);
  await expect(page.getByText(`Moved ${graceName} to ${nextStage!.name}`)).toBeAttached();
  await waitForMail(grace.email, transitionSubject, moved);
  // Saved, not just drawn: a fresh board agrees.
  await page.reload();
  await expect(nextColumn.getByRole('article', { name: graceName })).toBeVisible();

  // 4. A note on Ada that mentions a colleague, picked from the suggestions "@" opens.
  await page.goto(`/candidates/${adaId}`);
  const note = page.getByRole('form', { name: 'Add a note' });
  const noteField = note.getByRole('textbox', { name: /^Note/ });
  await noteField.click();
  await noteField.pressSequentially('Strong on pipelines. @Harr');
  const people = page.getByRole('listbox', { name: 'People to mention' });
  await people.getByRole('option', { name: 'Harriet Cole' }).click();
  await expect(people).toBeHidden();
  await noteField.pressSequentially('could you take the phone screen?');
  await expect(noteField).toHaveValue('Strong on pipelines. @Harriet Cole could you take the phone screen?');
  const noted = Date.now() - 1000;
  await note.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  await expect(noteField).toHaveValue('');
  await expect(page.getByText('could you take the phone screen?').first()).toBeVisible();
  const mention = await waitForMail(
    'hr.admin@example.com',
    new RegExp(`^You were mentioned in a note on ${ada.name}$`),
    noted,
  );
  expect(mention.text).toContain('could you take the phone screen?');

  // 5. Alan rejected with a reason and an email for later, seen waiting on his application, then stopped.
  await page.goto(`/candidates/${alanId}`);
  const alanCard = page.getByRole('article', { name: JOB });
  await alanCard.getByRole('button', { name: 'Reject' }).click();
  const rejecting = page.getByRole('dialog', { name: `Reject from ${JOB}` });
  await rejecting.getByRole('combobox', { name: /^Rejection reason/ }).click();
  await page.getByRole('option', { name: 'Not enough relevant experience' }).click();
  await rejecting.getByRole('textbox', { name: 'Note for the team' }).fill('Keep in mind for a junior role.');
  await rejecting.getByRole('checkbox', { name: 'Email the candidate' }).check();
  await expect(rejecting.getByRole('combobox', { name: /^Email template/ })).toHaveText(
    'After application review',
  );
  await rejecting.getByRole('radio', { name: 'Send at a chosen time' }).check();
  const sendAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  sendAt.setHours(10, 30, 0, 0);
  await rejecting.getByLabel(/^Send at(?! a chosen)/).fill(localMinute(sendAt));
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(rejecting).toBeHidden();
  await expect(alanCard.getByText('Rejected', { exact: true }).first()).toBeVisible();
  await expect(alanCard.getByText('Not enough relevant experience')).toBeVisible();
  const scheduled = alanCard
    .getByRole('alert')
    .filter({ hasText: `“Your application for ${JOB}” will be emailed on ${shownDayTime(sendAt)}.` });
  await expect(scheduled).toBeVisible();
  await scheduled.getByRole('button', { name: 'Cancel email' }).click();
  const cancelling = page.getByRole('alertdialog', { name: 'Cancel the scheduled email' });
  await cancelling.getByRole('button', { name: 'Cancel email' }).click();
  await expect(cancelling).toBeHidden();
  await expect(scheduled).toBeHidden();
  await expect(page.getByText(`Scheduled email cancelled: Your application for ${JOB}`)).toBeVisible();

  // 6. Katherine transferred to another open job, where her application now is.
  await page.goto(`/candidates/${katherineId}`);
  await page.getByRole('article', { name: JOB }).getByRole('button', { name: 'Transfer' }).click();
  const transferring = page.getByRole('dialog', { name: `Transfer from ${JOB}` });
  await transferring.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: OTHER_JOB, exact: true }).click();
  await transferring.getByRole('button', { name: 'Transfer' }).click();
  await expect(transferring).toBeHidden();
  await expect(page.getByRole('article', { name: OTHER_JOB })).toBeVisible();
  await expect(page.getByRole('article', { name: JOB })).toHaveCount(0);
  const katherineName = `${katherine.firstName} ${katherine.lastName}`;
  await page.getByRole('article', { name: OTHER_JOB }).getByRole('link', { name: OTHER_JOB }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${otherJob.id}/pipeline`));
  await expect(
    page.getByRole('table', { name: 'Candidates' }).getByRole('row', { name: new RegExp(katherineName) }),
  ).toBeVisible();

  // 7. Two profiles of Mary (same name and phone, different emails) merged into one with both emails.
  const maryName = `${mary.firstName} ${mary.lastName}`;
  await page.goto(`/candidates/${maryId}`);
  await expect(page.getByRole('heading', { level: 1, name: maryName })).toBeVisible();
  const duplicate = page
    .getByRole('alert')
    .filter({ hasText: `Possible duplicate: ${maryName} (${maryEmails[1]}) — same name and phone` });
  await duplicate.getByRole('button', { name: 'Review and merge' }).click();
  const merging = page.getByRole('dialog', { name: 'Merge duplicate candidates' });
  await expect(
    merging.getByRole('region', { name: 'Possible duplicate' }).getByText(maryEmails[1]),
  ).toBeVisible();
  await expect(merging.getByRole('radio', { name: `This candidate (${maryEmails[0]})` })).toBeChecked();
  await merging.getByRole('button', { name: 'Merge candidates' }).click();
  await expect(merging).toBeHidden();
  await expect(toast(page, 'Candidates merged')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/candidates/${maryId}$`));
  const emails = page.getByRole('list', { name: 'Email' });
  await expect(emails.getByRole('link', { name: maryEmails[0] })).toBeVisible();
  await expect(emails.getByRole('link', { name: maryEmails[1] })).toBeVisible();
  await expect(duplicate).toHaveCount(0);
  expect(await api.status(`/api/candidates/${maryAgainId}`)).toBe(404);

  // 8. A new person into the demo's Engineering community pool, then a candidate on the job.
  const prospectName = `Dorothy ${surname('Vaughan')}`;
  await page.goto('/talent-pool');
  await page.getByRole('tab', { name: /^Engineering community/ }).click();
  await page.getByRole('button', { name: 'Add prospect' }).first().click();
  const adding = page.getByRole('dialog', { name: 'Add prospect to Engineering community' });
  await adding.getByRole('radio', { name: 'A new person' }).check();
  await adding.getByLabel('First name').fill('Dorothy');
  await adding.getByLabel('Last name').fill(surname('Vaughan'));
  await adding.getByLabel('Email').fill(uniqueEmail('dorothy'));
  await adding.getByRole('button', { name: 'Add prospect' }).click();
  await expect(adding).toBeHidden();
  await expect(toast(page, 'Prospect added')).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${prospectName}` }).click();
  await page.getByRole('menuitem', { name: 'Convert to candidate' }).click();
  const converting = page.getByRole('dialog', { name: `Convert ${prospectName} to a candidate` });
  await converting.getByRole('combobox', { name: /^Job/ }).click();
  await page.getByRole('option', { name: JOB, exact: true }).click();
  await converting.getByRole('button', { name: 'Convert' }).click();
  const converted = page.getByRole('dialog', { name: `${prospectName} is a candidate` });
  await expect(converted).toContainText(`now has an application for ${JOB}`);
  await converted.getByRole('link', { name: `Open ${prospectName}’s application` }).click();
  await expect(page.getByRole('heading', { level: 1, name: prospectName })).toBeVisible();
  await expect(page.getByText('Converted from the Engineering community pool').first()).toBeVisible();

  await request.dispose();
});
