// Issue 20, Onboarding end to end: a recruiter marks a candidate hired; HR sees the new hire with the
// plan assembled from their department and location, and invites them; the hire receives the "next
// step" mail (at the SMTP catcher), sets a password, reads the welcome pages, fills in the profile
// form and signs the contract; the manager counter-signs, and the signed document names both; the
// manager and IT complete their tasks; on the start date the hire is an active person in People.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

const MANAGER = 'manager@example.com';
// The demo plan's IT task goes to Raj (no other journey signs in as him).
const IT = 'raj.kapoor@example.com';
const HIRE_PASSWORD = 'Welcome@2026';

async function apiAs(api: APIRequestContext, email: string) {
  const signIn = await api.put('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const body = (await signIn.json()).data as { authToken: string; user: { id: string } };
  const headers = { authorization: `Bearer ${body.authToken}` };
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    path: string,
    data?: unknown,
  ): Promise<T> => {
    const response = await api.fetch(path, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data as T;
  };
  return { send, userId: body.user.id };
}

const named = <T extends { name: string }>(items: T[], name: string) => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} among ${items.map((item) => item.name).join(', ')}`);
  return found;
};

const isoDay = (offsetDays: number) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return day.toISOString().slice(0, 10);
};

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

test('a hire goes from Recruiting through onboarding to People', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const admin = await apiAs(request, 'admin@example.com');
  const maya = await apiAs(request, MANAGER);

  // Setup through the API: an Engineering job in London with Maya as its hiring manager, a
  // candidate for it and their accepted offer.
  const stamp = Date.now();
  const departments = await admin.send<{ items: Array<{ id: string; name: string }> }>(
    'GET',
    '/api/admin/departments?limit=100',
  );
  const locations = await admin.send<{ items: Array<{ id: string; name: string }> }>(
    'GET',
    '/api/admin/locations?limit=100',
  );
  const job = await admin.send<{ id: string }>('POST', '/api/jobs', {
    name: `Onboarding Engineer ${stamp}`,
    departmentId: named(departments.items, 'Engineering').id,
    officeIds: [named(locations.items, 'London HQ').id],
    openings: [{}],
  });
  await admin.send('PUT', `/api/jobs/${job.id}/hiring-team`, {
    members: [
      { userId: maya.userId, role: 'hiring_manager' },
      { userId: admin.userId, role: 'recruiter', responsible: true },
    ],
  });
  const email = `nia.${stamp}@people.example.org`;
  const lastName = `Okafor${stamp}`;
  const candidate = await admin.send<{ id: string; applications: Array<{ id: string }> }>(
    'POST',
    '/api/candidates',
    {
      firstName: 'Nia',
      lastName,
      emailAddresses: [{ value: email, type: 'personal' }],
      phoneNumbers: [],
      jobIds: [job.id],
    },
  );
  const applicationId = candidate.applications[0]!.id;
  const templates = await admin.send<Array<{ id: string }> | { items: Array<{ id: string }> }>(
    'GET',
    '/api/configuration/offer-templates',
  );
  const templateId = (Array.isArray(templates) ? templates : templates.items)[0]!.id;
  const { current: offer } = await admin.send<{ current: { id: string } }>(
    'POST',
    `/api/applications/${applicationId}/offer`,
    {
      templateId,
      salary: 72_000,
      currency: 'GBP',
      startDate: isoDay(21),
    },
  );
  // The demo company's offers are approved by HR, then by the recruiter, before they are sent.
  const hrApi = await apiAs(request, 'hr.admin@example.com');
  await admin.send('POST', `/api/offers/${offer.id}/request-approval`);
  await hrApi.send('POST', `/api/offers/${offer.id}/approval`, { decision: 'approved' });
  await admin.send('POST', `/api/offers/${offer.id}/approval`, { decision: 'approved' });
  await admin.send('POST', `/api/offers/${offer.id}/send`, { message: '' });
  await admin.send('POST', `/api/offers/${offer.id}/answer`, { answer: 'accepted', note: '' });

  // The recruiter marks the candidate hired.
  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);
  await page.goto(`/candidates/${candidate.id}`);
  const offers = page.getByRole('region', { name: /^(Offer|Hired)/ });
  await offers.getByRole('button', { name: 'Mark as hired' }).click();
  const hireDialog = page.getByRole('dialog', { name: /^Mark .* as hired$/ });
  await hireDialog.getByRole('button', { name: 'Mark as hired' }).click();
  await expect(page.getByRole('region', { name: /^Hired · starts/ })).toBeVisible();

  // HR finds them among the new hires (the hand-off runs as a background job) with the plan of an
  // Engineering hire in London, and invites them.
  const hr = await browser.newPage();
  await signInThroughForm(hr, 'hr.admin@example.com', DEMO_PASSWORD);
  const hireName = `Nia ${lastName}`;
  await expect(async () => {
    await hr.goto(`/onboarding/new-hires?q=${lastName}`);
    await expect(hr.getByRole('link', { name: hireName })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await hr.getByRole('link', { name: hireName }).click();
  const plan = hr.getByRole('region', { name: 'Onboarding plan' });
  // Engineering's guide and London's building pass; not Sales' training, nor the walkthrough that
  // only senior hires (an other criterion this hire does not hold) get.
  await expect(
    plan.getByRole('listitem', { name: 'Development environment and code review guide' }),
  ).toBeVisible();
  await expect(plan.getByRole('listitem', { name: 'Desk and building pass' })).toBeVisible();
  await expect(plan.getByRole('listitem', { name: 'CRM and sales tools training' })).toHaveCount(0);
  await expect(plan.getByRole('listitem', { name: 'Architecture walkthrough' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Invite' }).click();
  await hr
    .getByRole('alertdialog', { name: 'Invite new hire' })
    .getByRole('button', { name: 'Invite' })
    .click();
  await expect(hr.getByRole('button', { name: 'Mark complete' })).toBeVisible();

  // The hire's "next step" mail: a temporary password and the link to set their own.
  const nextStep = await waitForMail(email, /^Your next step with /, stamp);
  const temporaryPassword = /temporary password:\s*(\S+)/i.exec(nextStep.text)?.[1];
  expect(temporaryPassword).toBeTruthy();
  const setPasswordLink = /https?:\/\/\S+\/set-new-password\?userId=[^\s"<>)]+/.exec(nextStep.text)?.[0];
  expect(setPasswordLink).toBeTruthy();
  const hire = await (await browser.newContext()).newPage();
  await hire.goto(setPasswordLink!.replace(/&amp;/g, '&'));
  await hire.getByRole('textbox', { name: /Temporary password/i }).fill(temporaryPassword!);
  await hire.getByRole('textbox', { name: /^New password/i }).fill(HIRE_PASSWORD);
  await hire.getByRole('textbox', { name: /Confirm new password/i }).fill(HIRE_PASSWORD);
  await hire.getByRole('button', { name: /Set (new )?password/i }).click();
  await expect(hire.getByText('New password set successfully!')).toBeVisible();
  await signInThroughForm(hire, email, HIRE_PASSWORD);

  // Their welcome pages, one after another.
  await hire.goto('/onboarding/welcome');
  await expect(hire.getByRole('heading', { name: 'Welcome to Northwind' })).toBeVisible();
  await hire.getByRole('button', { name: 'Next' }).click();
  await expect(hire.getByRole('heading', { name: 'Meet your team' })).toBeVisible();

  // Their profile: an address and the company's required fields.
  await hire.goto('/onboarding/profile');
  await hire.getByRole('textbox', { name: /^Address line 1/ }).fill('12 Harbour Street');
  await hire.getByRole('textbox', { name: /^Town or city/ }).fill('London');
  await hire.getByRole('textbox', { name: /^Postcode/ }).fill('E14 5AB');
  await hire.getByRole('combobox', { name: /^Country/ }).fill('United Kingdom');
  await hire.getByRole('option', { name: 'United Kingdom' }).click();
  await hire.getByRole('combobox', { name: /^T-shirt size/ }).click();
  await hire.getByRole('option', { name: 'M', exact: true }).click();
  await hire.getByRole('combobox', { name: /^Laptop preference/ }).click();
  await hire.getByRole('option', { name: /ThinkPad/ }).click();
  await hire.getByRole('textbox', { name: /^National Insurance number/ }).fill('QQ123456C');
  await hire.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(hire, 'Profile saved')).toBeVisible();

  // They sign the contract, typing their signature and initials.
  await hire.goto('/onboarding/my-tasks');
  await hire
    .getByRole('region', { name: /Documents to sign/i })
    .getByRole('link', { name: 'Sign Employment contract' })
    .click();
  const hireForm = hire.getByRole('form', { name: 'Sign' });
  await hireForm.getByRole('textbox', { name: 'Initials' }).fill('NO');
  await hireForm.getByRole('textbox', { name: 'Employee signature' }).fill(`Nia ${lastName}`);
  await hireForm.getByRole('checkbox', { name: /Read the handbook/ }).check();
  await hireForm.getByRole('checkbox', { name: /agree to sign this document electronically/ }).check();
  await hireForm.getByRole('button', { name: 'Sign document' }).click();
  await expect(toast(hire, /signed/i)).toBeVisible();

  // Maya counter-signs from her tasks.
  const manager = await (await browser.newContext()).newPage();
  await signInThroughForm(manager, MANAGER, DEMO_PASSWORD);
  await manager.goto('/onboarding/my-tasks');
  await manager
    .getByRole('region', { name: /Documents to sign/i })
    .getByRole('listitem')
    .filter({ hasText: hireName })
    .getByRole('link', { name: /^Counter-sign / })
    .click();
  const managerForm = manager.getByRole('form', { name: 'Sign' });
  await managerForm.getByRole('textbox', { name: 'Employer signature' }).fill('Maya Lindqvist');
  await managerForm.getByRole('checkbox', { name: /agree to sign this document electronically/ }).check();
  await managerForm.getByRole('button', { name: 'Sign document' }).click();
  await expect(toast(manager, /signed/i)).toBeVisible();

  // The signed document's audit trail names both signers.
  const found = await admin.send<{ items: Array<{ id: string }> }>(
    'GET',
    `/api/onboarding/new-hires?search=${lastName}`,
  );
  const newHireId = found.items[0]!.id;
  const [contract] = await admin.send<
    Array<{
      state: string;
      signedSha256: string | null;
      signerEvidence: { name: string } | null;
      counterSignerEvidence: { name: string } | null;
    }>
  >('GET', `/api/onboarding/e-signature/requests?newHireId=${newHireId}`);
  expect(contract).toMatchObject({
    state: 'completed',
    signerEvidence: { name: hireName },
    counterSignerEvidence: { name: 'Maya Lindqvist' },
  });
  expect(contract!.signedSha256).toMatch(/^[0-9a-f]{64}$/);

  // Maya and IT do their tasks, each on the page of My tasks that holds it.
  const it = await apiAs(request, IT);
  const completeFromMyTasks = async (who: Page, as: typeof maya, task: string) => {
    let page = 1;
    for (; ; page += 1) {
      const mine = await as.send<{
        items: Array<{ name: string; newHire: { name: string } }>;
        total: number;
      }>('GET', `/api/onboarding/my-tasks?status=open&limit=20&page=${page}`);
      if (mine.items.some((item) => item.name === task && item.newHire.name === hireName)) break;
      expect(page * 20, `${task} among the open tasks`).toBeLessThan(mine.total);
    }
    await who.goto(`/onboarding/my-tasks?page=${page}`);
    const item = who.getByRole('listitem', { name: task }).filter({ hasText: hireName });
    // Done tasks leave the list at once (done ones are behind a switch), so this is a click, not check().
    await item.getByRole('checkbox', { name: `Complete ${task}` }).click();
    await expect(who.getByRole('listitem', { name: task }).filter({ hasText: hireName })).toHaveCount(0);
  };
  await completeFromMyTasks(manager, maya, 'Plan the first week');
  const itPage = await (await browser.newContext()).newPage();
  await signInThroughForm(itPage, IT, DEMO_PASSWORD);
  await completeFromMyTasks(itPage, it, 'Prepare a laptop and accounts');
  const plan2 = await admin.send<Array<{ name: string; status: string }>>(
    'GET',
    `/api/onboarding/new-hires/${newHireId}/tasks`,
  );
  expect(
    plan2
      .filter((task) => task.status === 'done')
      .map((task) => task.name)
      .sort(),
  ).toEqual(['Plan the first week', 'Prepare a laptop and accounts']);

  // The start date comes (moved to today): they are an active person in People.
  await admin.send('PATCH', `/api/onboarding/new-hires/${newHireId}`, {
    startDate: isoDay(0),
    shiftDueDates: false,
  });
  await expect(async () => {
    const activated = await admin.send<{ activatedAt: string | null }>(
      'GET',
      `/api/onboarding/new-hires/${newHireId}`,
    );
    expect(activated.activatedAt).toBeTruthy();
  }).toPass({ timeout: 60_000 });
  const people = await admin.send<{
    items: Array<{ email: string; status: string }>;
  }>('GET', `/api/users?page=1&limit=10&search=${encodeURIComponent(email)}`);
  expect(people.items[0]).toMatchObject({ email, status: 'active' });
  await page.goto(`/admin/people?q=${encodeURIComponent(lastName)}`);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Active');
});
