import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/session';
import { waitForMail } from '../support/mail';

// A minimal real PDF: the server checks a résumé's type by its content, not its name.
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a recruiter sets up a job from a sample and has it approved; a candidate finds it on the careers page, verifies by email and applies; the recruiter sees the application', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);
  const name = `Software Engineer ${Date.now()}`;

  // From the sample library.
  await page.goto('/job-types');
  await page
    .getByRole('region', { name: 'Engineering' })
    .getByRole('link', { name: /Software Engineer/ })
    .click();
  await expect(page).toHaveURL(/\/create-job\?sample_job=software-engineer/);
  const form = page.getByRole('form', { name: 'Job info' });
  await form.getByRole('textbox', { name: /^Job name/ }).fill(name);
  await form.getByRole('combobox', { name: 'Offices' }).click();
  await page.getByRole('option', { name: 'London' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const jobUrl = page.url();

  // The interview plan: the sample's stages, plus one of our own with an interview.
  const jobNav = page.getByRole('navigation', { name: 'Job pages' });
  await jobNav.getByRole('link', { name: 'Interview plan' }).click();
  const stages = page.getByRole('list', { name: 'Interview stages' });
  await expect(stages.getByRole('textbox', { name: /^Stage name/ }).first()).toHaveValue('Recruiter Screen');
  await page.getByRole('button', { name: 'Add stage' }).click();
  await page
    .getByRole('group', { name: 'Stage new' })
    .getByRole('textbox', { name: /^Stage name/ })
    .fill('Pair Programming');
  const pairing = page.getByRole('group', { name: 'Stage Pair Programming' });
  await pairing.getByRole('button', { name: 'Add interview to Pair Programming' }).click();
  await pairing.getByRole('textbox', { name: /^Interview name/ }).fill('Pairing session');
  await page.getByRole('button', { name: 'Save interview plan' }).click();
  await expect(page.getByText('Interview plan saved')).toBeVisible();

  // A post on the public board, with a question of our own.
  await jobNav.getByRole('link', { name: 'Job posts' }).click();
  await page.getByRole('link', { name: 'Create job post' }).click();
  const post = page.getByRole('form', { name: 'Job post' });
  await post.getByRole('textbox', { name: /^Location/ }).fill('London');
  await post.getByRole('button', { name: 'Add a question' }).click();
  await post.getByRole('textbox', { name: /^Question/ }).fill('Are you authorised to work in the UK?');
  await post.getByRole('combobox', { name: 'Answer type' }).click();
  await page.getByRole('option', { name: 'Yes / No' }).click();
  await post.getByRole('checkbox', { name: 'Required' }).check();
  await post.getByRole('button', { name: 'Create job post' }).click();
  await expect(page.getByRole('table', { name: 'Job posts' }).getByText('Northwind Careers')).toBeVisible();

  // Approval: the recruiter asks, HR approves in their own browser, the job opens.
  await page.goto(jobUrl);
  await page.getByRole('button', { name: 'Request approval' }).click();
  await page
    .getByRole('alertdialog', { name: 'Request approval' })
    .getByRole('button', { name: 'Request approval' })
    .click();
  await expect(page.getByRole('link', { name: 'Approval requested' })).toBeVisible();
  const hrContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const hr = await hrContext.newPage();
  await signInThroughForm(hr, 'hr.admin@example.com', DEMO_PASSWORD);
  await hr.goto('/dashboard');
  await hr
    .getByRole('region', { name: 'Waiting for your approval' })
    .getByRole('link', { name: `Open ${name}` })
    .click();
  await hr.getByRole('region', { name: 'Current request' }).getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('Approved: the job is open.')).toBeVisible();
  await hrContext.close();

  // Now open, the post goes live.
  await page.goto(`${jobUrl}/job-posts`);
  await page.getByRole('switch', { name: `${name} on Northwind Careers is live` }).click();
  await expect(page.getByRole('switch', { name: `${name} on Northwind Careers is live` })).toBeChecked();

  // A candidate, in a browser of their own, finds the job on the careers page and applies.
  const candidateEmail = uniqueEmail('candidate');
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const candidate = await visitor.newPage();
  await candidate.goto('/careers?company-name=northwind-analytics-ltd');
  await candidate.getByRole('searchbox', { name: 'Search jobs' }).fill(name);
  await candidate.getByRole('button', { name: 'Search' }).click();
  await candidate.getByRole('link', { name }).click();
  await expect(candidate.getByRole('heading', { level: 1, name })).toBeVisible();
  await candidate.getByRole('link', { name: 'Apply for this job' }).first().click();
  await candidate.getByLabel('First name').fill('Grace');
  await candidate.getByLabel('Last name').fill('Hopper');
  await candidate.getByLabel('Email').fill(candidateEmail);
  await candidate
    .getByLabel('Resume/CV')
    .setInputFiles({ name: 'grace-hopper.pdf', mimeType: 'application/pdf', buffer: RESUME_PDF });
  await candidate.getByLabel('Are you authorised to work in the UK?').selectOption({ label: 'Yes' });
  const before = Date.now() - 1000;
  await candidate.getByRole('button', { name: 'Submit application' }).click();
  await expect(candidate.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mail = await waitForMail(candidateEmail, /is your code to apply/, before);
  const code = mail.subject.match(/^(\d{4})/)![1]!;
  await candidate.getByLabel('Verification code').fill(code);
  await candidate.getByRole('button', { name: 'Verify and apply' }).click();
  await expect(candidate.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
  // The demo company's own confirmation template, tokens filled in.
  await waitForMail(candidateEmail, new RegExp(`^We have your application for ${name}$`), before);
  await visitor.close();

  // The recruiter sees the application in Application Review.
  await page.goto(`${jobUrl}/pipeline`);
  const table = page.getByRole('table', { name: 'Candidates' });
  await expect(table.getByText('Grace Hopper')).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Grace Hopper/ }).getByText('Application Review'),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Grace Hopper/ }).getByText('Company careers page'),
  ).toBeVisible();
});
