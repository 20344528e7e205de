import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

test('a recruiter creates a job from scratch, staffs its hiring team, writes its kickoff, has it approved, closes and reopens it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);
  const name = `Staff Engineer ${Date.now()}`;

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('tab', { name: /^Open \(\d+\)$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Create job' }).click();

  const form = page.getByRole('form', { name: 'Job info' });
  await form.getByRole('textbox', { name: /^Job name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Requisition ID/ }).fill(`E2E-${Date.now()}`);
  await form.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: 'Engineering', exact: true }).click();
  await form.getByRole('combobox', { name: 'Offices' }).click();
  await page.getByRole('option', { name: 'London' }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: /^From/ }).fill('85000');
  await form.getByRole('textbox', { name: /^To$/ }).fill('105000');
  await form.getByRole('button', { name: 'Create job' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('£85,000 – £105,000 a year')).toBeVisible();

  // The hiring team: a responsible recruiter.
  // The job's own pages (the draft's setup checklist links to them too).
  const jobPages = page.getByRole('navigation', { name: 'Job pages' });
  await jobPages.getByRole('link', { name: 'Hiring team' }).click();
  const add = page.getByRole('form', { name: 'Add to the team' });
  await add.getByRole('combobox', { name: /^Person/ }).fill('Harriet');
  await page.getByRole('option', { name: /Harriet Cole/ }).click();
  await add.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Recruiter' }).click();
  await add.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('radio', { name: 'Harriet Cole is the responsible recruiter' }).check();
  await page.getByRole('button', { name: 'Save team' }).click();
  await expect(page.getByText('Hiring team updated successfully!')).toBeVisible();
  await page.getByRole('link', { name }).click();

  // The kickoff, written in the rich-text editor.
  await jobPages.getByRole('link', { name: 'Kickoff' }).click();
  const responsibilities = page.getByRole('textbox', { name: /^Responsibilities/ });
  await responsibilities.click();
  await page.keyboard.type('Own the billing platform end to end.');
  await page.getByRole('button', { name: 'Save kickoff' }).click();
  await expect(page.getByText('Kickoff saved successfully!')).toBeVisible();
  await expect(page.getByText(/last saved .* by Amelia Hart/)).toBeVisible();
  await page.getByRole('link', { name }).click();

  // The demo company's jobs open once HR approves.
  await page.getByRole('button', { name: 'Request approval' }).click();
  await page
    .getByRole('alertdialog', { name: 'Request approval' })
    .getByRole('button', { name: 'Request approval' })
    .click();
  await expect(page.getByRole('link', { name: 'Approval requested' })).toBeVisible();
  const jobUrl = page.url();
  const hr = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const approver = await hr.newPage();
  await signInThroughForm(approver, 'hr.admin@example.com', DEMO_PASSWORD);
  await approver.goto(`${jobUrl}/approvals`);
  await approver
    .getByRole('region', { name: 'Current request' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(approver.getByText('Approved: the job is open.')).toBeVisible();
  await hr.close();
  await page.reload();

  await page.getByRole('button', { name: 'Close job' }).click();
  const closing = page.getByRole('dialog', { name: 'Close job' });
  await closing.getByRole('combobox', { name: /^Close reason/ }).click();
  await page.getByRole('option', { name: 'Hire made' }).click();
  await closing.getByRole('button', { name: 'Close job' }).click();
  await expect(closing).toBeHidden();
  await expect(page.getByText('Hire made')).toBeVisible();

  await page.getByRole('button', { name: 'Reopen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reopen job' })
    .getByRole('button', { name: 'Reopen as draft' })
    .click();
  await expect(page.getByRole('button', { name: 'Request approval' })).toBeVisible();

  // The list finds it among the drafts, with Harriet on its team.
  await page.goto('/jobs');
  await page.getByRole('tab', { name: /^Draft/ }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name })).toBeVisible();
});
