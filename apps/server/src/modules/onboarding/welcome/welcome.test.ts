import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHires, type UserRow } from '../../../db/schema/index.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  NEW_HIRES_URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { insertFile } from '../../platform/files/files.repository.ts';
import { addDays, longDate, todayIn } from '../plan/plan-rules.ts';

const SETTINGS = '/api/onboarding/settings';
const PAGES = `${SETTINGS}/pages`;

describe('onboarding welcome experience: settings, branding, pages, preview and the hire’s own view', () => {
  let t: OnboardingTestApp;
  let maya: UserRow;
  let dora: UserRow;
  let logo: string;
  let pdf: string;
  let globexImage: string;
  let sales: string;
  const today = todayIn('UTC');

  const file = async (companyId: string, mimeType: string, name: string) =>
    (
      await insertFile(t.app.db, {
        companyId,
        storageKey: `${crypto.randomUUID()}.${name.split('.').pop()}`,
        originalName: name,
        mimeType,
        sizeBytes: 10,
      })
    ).id;

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = await t.colleague('Maya', 'Lindqvist', {
      jobTitle: 'Engineering Manager',
      avatarUrl: '/api/files/public/maya.png',
    });
    dora = await t.colleague('Dora', 'Buddy');
    logo = await file(t.acme.company.id, 'image/png', 'logo.png');
    pdf = await file(t.acme.company.id, 'application/pdf', 'contract.pdf');
    globexImage = await file(t.globex.company.id, 'image/png', 'theirs.png');
    sales = (await createDepartment(t.app.db, t.acme.company.id, { name: 'Sales' })).id;
  });
  afterAll(() => t.close());

  const addPage = async (payload: Record<string, unknown>) => {
    const response = await t.as(t.acme.admin, 'POST', PAGES, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string };
  };

  const welcomePage = {
    title: 'Welcome to Acme, {{NEW_HIRE_FIRST_NAME}}',
    components: [
      { type: 'rich_text', html: '<p>Hello {{NEW_HIRE_FIRST_NAME}}, you start {{START_DATE}}</p>' },
      { type: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Our story' },
      { type: 'image', fileId: '', alt: 'The office' },
    ],
  };

  it('turns the experience on or off and sets the welcome mail lead', async () => {
    const read = await t.as(t.acme.admin, 'GET', `${SETTINGS}/welcome-experience`);
    expect(read.json().data).toEqual({ isEnabled: true, welcomeMailDaysBefore: 3, pageCount: 0 });
    const saved = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/welcome-experience`, {
      isEnabled: true,
      welcomeMailDaysBefore: 5,
    });
    expect(saved.json().data).toMatchObject({ welcomeMailDaysBefore: 5 });
    const bad = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/welcome-experience`, {
      isEnabled: 'yes',
      welcomeMailDaysBefore: 61,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['isEnabled', 'welcomeMailDaysBefore']);
    expect(
      (await t.as(t.globex.admin, 'GET', `${SETTINGS}/welcome-experience`)).json().data.welcomeMailDaysBefore,
    ).toBe(3);
  });

  it('saves the logo (an image of the company) and colours with enough contrast', async () => {
    const saved = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/branded-assets`, {
      logoFileId: logo,
      primaryColor: '#0B3D91',
      accentColor: '#B45309',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      logoFileId: logo,
      logoUrl: expect.stringMatching(/^\/api\/files\/public\/.+\.png$/),
      primaryColor: '#0b3d91',
    });
    const pale = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/branded-assets`, {
      logoFileId: null,
      primaryColor: '#ffee00',
      accentColor: 'blue',
    });
    expect(pale.statusCode).toBe(400);
    expect(errorPathsOf(pale)).toEqual(['accentColor', 'primaryColor']);
    for (const id of [pdf, globexImage]) {
      const wrong = await t.as(t.acme.admin, 'PUT', `${SETTINGS}/branded-assets`, {
        logoFileId: id,
        primaryColor: '#0b3d91',
        accentColor: '#b45309',
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorPathsOf(wrong)).toEqual(['logoFileId']);
    }
    expect((await t.as(t.acme.admin, 'GET', `${SETTINGS}/branded-assets`)).json().data.logoFileId).toBe(logo);
  });

  let welcomeId: string;
  let teamId: string;
  let salesId: string;

  it('adds, reads, edits, reorders and deletes pages, each with rules and components in order', async () => {
    const created = await t.as(t.acme.admin, 'POST', PAGES, {
      ...welcomePage,
      components: welcomePage.components.map((c) => (c.type === 'image' ? { ...c, fileId: logo } : c)),
    });
    expect(created.statusCode, created.body).toBe(201);
    welcomeId = created.json().data.id;
    expect(created.json().data.components[2]).toMatchObject({
      type: 'image',
      fileId: logo,
      url: expect.any(String),
    });
    teamId = (
      await addPage({
        title: 'Meet your team',
        components: [
          { type: 'team', showManager: true, showBuddy: true, showHrContact: true, userIds: [dora.id] },
          {
            type: 'timeline',
            items: [
              { day: 2, time: '10:00', title: 'Team lunch', description: '' },
              { day: 1, time: '09:00', title: 'Laptop pick-up', description: 'At reception' },
            ],
          },
          { type: 'profile_form' },
          { type: 'documents' },
        ],
      })
    ).id;
    salesId = (await addPage({ title: 'Sales playbook', rules: { departmentIds: [sales] } })).id;

    const list = await t.as(t.acme.admin, 'GET', PAGES);
    expect(list.json().data.map((page: { title: string }) => page.title)).toEqual([
      'Welcome to Acme, {{NEW_HIRE_FIRST_NAME}}',
      'Meet your team',
      'Sales playbook',
    ]);
    const order = await t.as(t.acme.admin, 'PUT', `${PAGES}/order`, { ids: [teamId, welcomeId, salesId] });
    expect(order.json().data.map((page: { id: string }) => page.id)).toEqual([teamId, welcomeId, salesId]);
    const missing = await t.as(t.acme.admin, 'PUT', `${PAGES}/order`, { ids: [teamId] });
    expect(errorPathsOf(missing)).toEqual(['ids']);
    await t.as(t.acme.admin, 'PUT', `${PAGES}/order`, { ids: [welcomeId, teamId, salesId] });

    const edited = await t.as(t.acme.admin, 'PUT', `${PAGES}/${salesId}`, {
      title: 'Sales playbook v2',
      rules: { departmentIds: [sales] },
      components: [{ type: 'rich_text', html: '<p>Quota</p>' }],
    });
    expect(edited.json().data).toMatchObject({
      title: 'Sales playbook v2',
      rules: { departmentIds: [sales] },
    });
    expect((await t.as(t.acme.admin, 'GET', `${PAGES}/${salesId}`)).json().data.title).toBe(
      'Sales playbook v2',
    );

    const extra = await addPage({ title: 'Soon gone' });
    expect((await t.as(t.acme.admin, 'DELETE', `${PAGES}/${extra.id}`)).statusCode).toBe(200);
    expect((await t.as(t.acme.admin, 'GET', `${PAGES}/${extra.id}`)).statusCode).toBe(404);
    expect((await t.as(t.acme.admin, 'GET', `${SETTINGS}/welcome-experience`)).json().data.pageCount).toBe(3);
  });

  it('refuses a bad page with the fields named', async () => {
    const bad = await t.as(t.acme.admin, 'POST', PAGES, {
      title: '',
      rules: { departmentIds: [t.globex.department.id] },
      components: [
        { type: 'video', url: 'https://evil.example/video.mp4' },
        { type: 'timeline', items: [{ day: 0, time: '9am', title: '' }] },
        { type: 'rich_text', html: '<p>{{SALARY}}</p>' },
        { type: 'nope' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual([
      'components.0.url',
      'components.1.items.0.day',
      'components.1.items.0.time',
      'components.1.items.0.title',
      'components.2.html',
      'components.3.type',
      'title',
    ]);
    const links = await t.as(t.acme.admin, 'POST', PAGES, {
      title: 'Links',
      rules: { departmentIds: [t.globex.department.id] },
      components: [
        { type: 'image', fileId: globexImage },
        { type: 'team', userIds: [t.globex.admin.user.id] },
        { type: 'image', fileId: pdf },
      ],
    });
    expect(links.statusCode).toBe(400);
    expect(errorPathsOf(links)).toEqual(['components.1.userIds.0', 'rules.departmentIds.0']);
    const images = await t.as(t.acme.admin, 'POST', PAGES, {
      title: 'Images',
      components: [
        { type: 'image', fileId: globexImage },
        { type: 'image', fileId: pdf },
      ],
    });
    expect(errorPathsOf(images)).toEqual(['components.0.fileId', 'components.1.fileId']);
  });

  it("answers 404 for another company's page, and changes nothing", async () => {
    for (const [method, url, body] of [
      ['GET', `${PAGES}/${welcomeId}`, undefined],
      ['PUT', `${PAGES}/${welcomeId}`, { title: 'Taken' }],
      ['DELETE', `${PAGES}/${welcomeId}`, undefined],
    ] as const)
      expect((await t.as(t.globex.admin, method, url, body)).statusCode).toBe(404);
    const order = await t.as(t.globex.admin, 'PUT', `${PAGES}/order`, { ids: [welcomeId] });
    expect(order.statusCode).toBe(400);
    expect((await t.as(t.acme.admin, 'GET', `${PAGES}/${welcomeId}`)).json().data.title).toBe(
      welcomePage.title,
    );
    expect((await t.as(t.globex.admin, 'GET', PAGES)).json().data).toEqual([]);
  });

  let hire: { id: string };
  let hireUser: SignedInUser;

  it('shows a hire their matching pages with tokens filled in and their team, and previews the same', async () => {
    hire = await t.addHire({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@example.test',
      startDate: addDays(today, 7),
      departmentId: t.acme.department.id,
      managerUserId: maya.id,
    });
    hireUser = await signedInUser(t.app, { role: null, email: 'grace.account@example.test' }, t.acme.company);
    await t.app.db
      .update(newHires)
      .set({ userId: hireUser.user.id, state: 'onboarding' })
      .where(eq(newHires.id, hire.id));

    const mine = await t.as(hireUser, 'GET', '/api/onboarding/welcome/me');
    expect(mine.statusCode).toBe(200);
    const data = mine.json().data;
    expect(data).toMatchObject({
      companyName: t.acme.company.name,
      branding: { primaryColor: '#0b3d91', logoUrl: expect.any(String) },
      hire: { id: hire.id, firstName: 'Grace', state: 'onboarding' },
    });
    expect(data.pages.map((page: { title: string }) => page.title)).toEqual([
      'Welcome to Acme, Grace',
      'Meet your team',
    ]);
    const [welcome, team] = data.pages;
    expect(welcome.components).toEqual([
      { type: 'rich_text', html: `<p>Hello Grace, you start ${longDate(addDays(today, 7))}</p>` },
      { type: 'video', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', title: 'Our story' },
      { type: 'image', url: expect.stringMatching(/^\/api\/files\/public\//), alt: 'The office' },
    ]);
    expect(team.components[0].members).toEqual([
      expect.objectContaining({
        id: maya.id,
        name: 'Maya Lindqvist',
        role: 'Manager',
        avatarUrl: '/api/files/public/maya.png',
      }),
      expect.objectContaining({ id: dora.id, role: 'Colleague' }),
    ]);
    expect(
      team.components[1].items.map((item: { title: string; date: string }) => [item.title, item.date]),
    ).toEqual([
      ['Laptop pick-up', addDays(today, 7)],
      ['Team lunch', addDays(today, 8)],
    ]);

    const preview = await t.as(t.acme.admin, 'GET', `${SETTINGS}/preview-experience?newHireId=${hire.id}`);
    expect(preview.json().data.pages).toEqual(data.pages);
    const sample = await t.as(t.acme.admin, 'GET', `${SETTINGS}/preview-experience?departmentId=${sales}`);
    expect(sample.json().data.pages.map((page: { title: string }) => page.title)).toEqual([
      'Welcome to Acme, Grace',
      'Meet your team',
      'Sales playbook v2',
    ]);
    expect(sample.json().data.pages[0].components[0].html).toContain('Hello Grace');
    const bad = await t.as(
      t.acme.admin,
      'GET',
      `${SETTINGS}/preview-experience?departmentId=${t.globex.department.id}&employmentType=pirate`,
    );
    expect(errorPathsOf(bad)).toEqual(['employmentType']);
    const foreign = await t.as(
      t.acme.admin,
      'GET',
      `${SETTINGS}/preview-experience?departmentId=${t.globex.department.id}`,
    );
    expect(errorPathsOf(foreign)).toEqual(['departmentId']);
    expect(
      (await t.as(t.globex.admin, 'GET', `${SETTINGS}/preview-experience?newHireId=${hire.id}`)).statusCode,
    ).toBe(404);
  });

  it('shows no pages to someone who is no hire, to a cancelled hire, or when the experience is off', async () => {
    expect((await t.as(t.acme.admin, 'GET', '/api/onboarding/welcome/me')).json().data).toMatchObject({
      hire: null,
      pages: [],
    });
    await t.as(t.acme.admin, 'PUT', `${SETTINGS}/welcome-experience`, {
      isEnabled: false,
      welcomeMailDaysBefore: 3,
    });
    expect((await t.as(hireUser, 'GET', '/api/onboarding/welcome/me')).json().data.pages).toEqual([]);
    await t.as(t.acme.admin, 'PUT', `${SETTINGS}/welcome-experience`, {
      isEnabled: true,
      welcomeMailDaysBefore: 3,
    });
    await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${hire.id}/cancel`);
    expect((await t.as(hireUser, 'GET', '/api/onboarding/welcome/me')).json().data).toMatchObject({
      hire: null,
      pages: [],
    });
  });

  it('needs each section’s permission', async () => {
    const other = await signedInWithRole(t.app, t.acme.company, {
      name: 'Tasks only',
      permissions: ['onb.settings.plan.tasks.manage'],
    });
    const calls = [
      ['GET', `${SETTINGS}/welcome-experience`, undefined],
      ['PUT', `${SETTINGS}/welcome-experience`, { isEnabled: true, welcomeMailDaysBefore: 3 }],
      ['GET', `${SETTINGS}/branded-assets`, undefined],
      [
        'PUT',
        `${SETTINGS}/branded-assets`,
        { logoFileId: null, primaryColor: '#0b3d91', accentColor: '#b45309' },
      ],
      ['GET', PAGES, undefined],
      ['POST', PAGES, { title: 'x' }],
      ['PUT', `${PAGES}/order`, { ids: [] }],
      ['GET', `${PAGES}/${welcomeId}`, undefined],
      ['PUT', `${PAGES}/${welcomeId}`, { title: 'x' }],
      ['DELETE', `${PAGES}/${welcomeId}`, undefined],
      ['GET', `${SETTINGS}/preview-experience`, undefined],
    ] as const;
    for (const [method, url, body] of calls)
      expect((await t.as(other, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    const pagesOnly = await signedInWithRole(t.app, t.acme.company, {
      name: 'Pages',
      permissions: ['onb.settings.experience.pages.manage'],
    });
    expect((await t.as(pagesOnly, 'GET', PAGES)).statusCode).toBe(200);
    expect((await t.as(pagesOnly, 'GET', `${SETTINGS}/branded-assets`)).statusCode).toBe(403);
  });
});
