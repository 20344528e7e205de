import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, newHires, outboxMessages, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { JOB_SCHEMA } from '../../../db/job-schema.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import {
  NEW_HIRES_URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';
import { activateHire } from '../new-hires/new-hire-activation.ts';
import { NEXT_STEP_MAIL_JOB, sendNextStepMail, sweepHireMails } from './hire-mails.ts';

describe("a new hire's account: made at the invitation, mailed a way in, activated on the start date", () => {
  let t: OnboardingTestApp;
  let maya: string;
  const today = todayIn('UTC');

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = (await t.colleague('Maya', 'Lindqvist')).id;
    await t.addPlanTask({ name: 'Fill in your profile', assigneeRole: 'new_hire', dueOffsetDays: 0 });
  });
  afterAll(() => t.close());

  const deps = () => ({
    db: t.app.db,
    mailer: t.app.mailer,
    log: t.app.log,
    publicUrl: 'https://atrium.test',
  });
  const hireRow = async (id: string) =>
    (await t.app.db.select().from(newHires).where(eq(newHires.id, id)))[0]!;
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const invite = (id: string) => t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${id}/invite`);
  const mailsTo = (to: string) => t.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

  it('creates an invited account that opens Onboarding only, and queues the next-step mail minutes later', async () => {
    const hire = await t.addHire({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'Grace.Hopper@example.test',
      startDate: addDays(today, 10),
      jobTitle: 'Engineer',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerUserId: maya,
    });
    const response = await invite(hire.id);
    expect(response.statusCode, response.body).toBe(200);
    const row = await hireRow(hire.id);
    expect(row.state).toBe('onboarding');
    const account = await userRow(row.userId!);
    expect(account).toMatchObject({
      companyId: t.acme.company.id,
      email: 'grace.hopper@example.test',
      status: 'invited',
      role: null,
      allowedModules: ['ONBOARDING'],
      // People lists them as invited, with where they will work and from when.
      departmentId: row.departmentId,
      startDate: row.startDate,
      passwordHash: null,
    });
    // Queued after the commit, without holding the answer back: it may land a moment later.
    const queued = async () =>
      rowsOf<{ startAfter: Date }>(
        await t.app.database.execute(
          `select start_after as "startAfter" from ${JOB_SCHEMA}.job where name = $1 and data->>'newHireId' = $2`,
          [NEXT_STEP_MAIL_JOB, hire.id],
        ),
      );
    await expect.poll(async () => (await queued()).length).toBe(1);
    const jobs = await queued();
    expect(new Date(jobs[0]!.startAfter).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await mailsTo('grace.hopper@example.test')).toHaveLength(0);
  });

  it('mails the next step once, whose link and temporary password set a password that signs in', async () => {
    const hire = await t.addHire({
      legalFirstName: 'Alan',
      legalLastName: 'Turing',
      personalEmail: 'alan.turing@example.test',
      startDate: addDays(today, 10),
      jobTitle: 'Cryptanalyst',
    });
    expect((await invite(hire.id)).statusCode).toBe(200);
    // What the delayed job runs; the sweep and a second run send nothing more.
    expect(await sendNextStepMail(deps(), t.acme.company.id, hire.id)).toBe(true);
    expect(await sendNextStepMail(deps(), t.acme.company.id, hire.id)).toBe(false);
    await sweepHireMails(deps(), new Date(Date.now() + 3_600_000));
    const mails = await mailsTo('alan.turing@example.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your next step with ${t.acme.company.name}`);
    expect(mail.text).toContain('Hello Alan');
    expect(mail.text).toContain('Cryptanalyst');
    const link = /https:\/\/atrium\.test\/set-new-password\?userId=([^\s]+)/.exec(mail.text)!;
    expect(decodeURIComponent(link[1]!)).toBe('alan.turing@example.test');
    const temp = /Your temporary password: (\S+)/.exec(mail.text)![1]!;

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-new-password',
      payload: { email: 'alan.turing@example.test', tempPassword: temp, newPassword: 'Enigma@Bletch42' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: 'alan.turing@example.test', password: 'Enigma@Bletch42' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().data.authToken as string;
    const welcome = await t.app.inject({
      method: 'GET',
      url: '/api/onboarding/welcome/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(welcome.statusCode, welcome.body).toBe(200);
    expect(welcome.json().data.hire).toMatchObject({ id: hire.id, firstName: 'Alan', state: 'onboarding' });
  });

  it('mails "Welcome to the team" once, the set number of days before the start date', async () => {
    await t.as(t.acme.admin, 'PUT', '/api/onboarding/settings/welcome-experience', {
      isEnabled: true,
      welcomeMailDaysBefore: 3,
    });
    const hire = await t.addHire({
      legalFirstName: 'Kurt',
      legalLastName: 'Gödel',
      personalEmail: 'kurt@example.test',
      startDate: addDays(today, 5),
      managerUserId: maya,
    });
    const pending = await t.addHire({
      legalFirstName: 'Not',
      legalLastName: 'Invited',
      personalEmail: 'not.invited@example.test',
      startDate: addDays(today, 3),
    });
    expect((await invite(hire.id)).statusCode).toBe(200);
    const welcomes = async (to: string) =>
      (await mailsTo(to)).filter((mail) => mail.subject.startsWith('Welcome to the team'));
    const at = (days: number) => new Date(Date.parse(`${addDays(today, days)}T09:00:00Z`));
    await sweepHireMails(deps(), at(1));
    expect(await welcomes('kurt@example.test')).toHaveLength(0);
    await sweepHireMails(deps(), at(2));
    await sweepHireMails(deps(), at(2));
    await sweepHireMails(deps(), at(3));
    const sent = await welcomes('kurt@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Welcome to the team, Kurt!');
    expect(sent[0]!.text).toContain('Maya Lindqvist');
    expect(sent[0]!.text).toContain('See your welcome: https://atrium.test/onboarding/welcome');
    expect(await mailsTo('not.invited@example.test')).toHaveLength(0);
    expect(pending.id).toBeTruthy();
  });

  it("links the company's person who holds the address, and refuses another company's with a 409", async () => {
    const existing = await createUser(t.app.db, t.acme.company.id, {
      role: null,
      email: 'back.again@example.test',
    });
    const rehire = await t.addHire({
      legalFirstName: 'Back',
      legalLastName: 'Again',
      personalEmail: 'back.again@example.test',
      startDate: addDays(today, 10),
    });
    expect((await invite(rehire.id)).statusCode).toBe(200);
    expect((await hireRow(rehire.id)).userId).toBe(existing.id);

    await createUser(t.app.db, t.globex.company.id, { role: null, email: 'elsewhere@example.test' });
    const taken = await t.addHire({
      legalFirstName: 'Else',
      legalLastName: 'Where',
      personalEmail: 'elsewhere@example.test',
      startDate: addDays(today, 10),
    });
    const refused = await invite(taken.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ path: 'personalEmail', message: expect.any(String) }]);
    expect(await hireRow(taken.id)).toMatchObject({ state: 'pending', userId: null });
  });

  it("activates the invited hire's account on the start date: the company's modules and their place in People", async () => {
    const hire = await t.addHire({
      legalFirstName: 'Ada',
      legalLastName: 'Lovelace',
      personalEmail: 'ada.lovelace@example.test',
      startDate: addDays(today, 1),
      jobTitle: 'Analyst',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerUserId: maya,
      employmentType: 'full_time',
    });
    expect((await invite(hire.id)).statusCode).toBe(200);
    const userId = (await hireRow(hire.id)).userId!;
    expect(await activateHire(t.app.db, t.acme.company.id, hire.id)).toBe('skipped');
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await activateHire(t.app.db, t.acme.company.id, hire.id, tomorrow)).toBe('activated');
    const [company] = await t.app.db.select().from(companies).where(eq(companies.id, t.acme.company.id));
    expect(await userRow(userId)).toMatchObject({
      status: 'active',
      allowedModules: company!.allowedModules,
      jobTitle: 'Analyst',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerId: maya,
      employmentType: 'full_time',
      startDate: addDays(today, 1),
    });
    const row = await hireRow(hire.id);
    expect(row.userId).toBe(userId);
    expect(row.activatedAt).toBeInstanceOf(Date);
    expect(await activateHire(t.app.db, t.acme.company.id, hire.id, tomorrow)).toBe('skipped');
    // People lists them as an active person.
    const people = await t.as(t.acme.admin, 'GET', `/api/users?search=${encodeURIComponent('Lovelace')}`);
    expect(people.statusCode).toBe(200);
    expect(JSON.stringify(people.json())).toContain('ada.lovelace@example.test');
    expect(
      await t.app.db.$count(
        users,
        and(eq(users.email, 'ada.lovelace@example.test'), eq(users.status, 'active')),
      ),
    ).toBe(1);
  });
  it("closes the invitation's account when the hire is cancelled or deleted before starting, never a colleague's", async () => {
    const hire = await t.addHire({
      legalFirstName: 'Katherine',
      legalLastName: 'Johnson',
      personalEmail: 'katherine.johnson@example.test',
      startDate: addDays(today, 10),
    });
    expect((await invite(hire.id)).statusCode).toBe(200);
    expect(await sendNextStepMail(deps(), t.acme.company.id, hire.id)).toBe(true);
    const [mail] = await mailsTo('katherine.johnson@example.test');
    const temp = /Your temporary password: (\S+)/.exec(mail!.text)![1]!;
    const credentials = { email: 'katherine.johnson@example.test', password: 'Orbit@Hampton61' };
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-new-password',
      payload: { email: credentials.email, tempPassword: temp, newPassword: credentials.password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signIn = () => t.app.inject({ method: 'PUT', url: '/api/auth/signin', payload: credentials });
    const token = (await signIn()).json().data.authToken as string;
    const welcome = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/onboarding/welcome/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await welcome()).statusCode).toBe(200);

    const cancelled = await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${hire.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const userId = (await hireRow(hire.id)).userId!;
    expect((await userRow(userId)).status).toBe('inactive');
    // Signed out at once, and no way back in.
    expect((await welcome()).statusCode).toBe(401);
    expect((await signIn()).statusCode).not.toBe(200);

    // A colleague linked for a rehire keeps their account when the onboarding is cancelled or deleted.
    const colleague = await createUser(t.app.db, t.acme.company.id, {
      role: null,
      email: 'moving.teams@example.test',
    });
    const move = await t.addHire({
      legalFirstName: 'Moving',
      legalLastName: 'Teams',
      personalEmail: 'moving.teams@example.test',
      startDate: addDays(today, 10),
    });
    expect((await invite(move.id)).statusCode).toBe(200);
    expect((await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${move.id}/cancel`)).statusCode).toBe(200);
    expect((await userRow(colleague.id)).status).toBe(colleague.status);

    // Deleting an invited hire closes their account too.
    const deleted = await t.addHire({
      legalFirstName: 'Dorothy',
      legalLastName: 'Vaughan',
      personalEmail: 'dorothy.vaughan@example.test',
      startDate: addDays(today, 10),
    });
    expect((await invite(deleted.id)).statusCode).toBe(200);
    const account = (await hireRow(deleted.id)).userId!;
    expect((await t.as(t.acme.admin, 'DELETE', `${NEW_HIRES_URL}/${deleted.id}`)).statusCode).toBe(200);
    expect((await userRow(account)).status).toBe('inactive');
  });
});
