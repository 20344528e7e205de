import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('referrals: /api/jobs/:id/referrals', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let referrer: SignedInUser;
  let jobsOnly: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    const own = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Referrer',
      permissions: [
        'rct.module.jobs.job.view',
        'rct.module.sourcing.referral.create',
        'rct.module.sourcing.referral.view.own',
      ],
    });
    referrer = await signedInUser(
      t.app,
      { role: null, customRoleId: own.id, firstName: 'Rita', lastName: 'Referrer' },
      acme.company,
    );
    jobsOnly = await signedInWithRole(t.app, acme.company, {
      name: 'Jobs only',
      permissions: ['rct.module.jobs.job.view'],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });

  it('puts a referred candidate in Application Review, credited to the referrer, and merges a repeat', async () => {
    const jobId = (
      await as(acme.admin, 'POST', '/api/jobs', { name: 'Referred Role', openings: [{}] })
    ).json().data.id;
    const sent = await as(referrer, 'POST', `/api/jobs/${jobId}/referrals`, {
      firstName: 'Paul',
      lastName: 'Pal',
      email: 'Paul@Pal.test',
      note: 'Worked with him for three years',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.merged).toBe(false);
    expect(
      (
        await as(acme.admin, 'POST', `/api/jobs/${jobId}/referrals`, {
          firstName: 'Paul',
          lastName: 'Pal',
          email: 'paul@pal.test',
        })
      ).json().data.merged,
    ).toBe(true);
    const all = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/referrals`)).json().data;
    expect(all).toEqual([
      expect.objectContaining({
        candidateName: 'Paul Pal',
        email: 'paul@pal.test',
        referredBy: { id: referrer.user.id, name: 'Rita Referrer' },
        note: 'Worked with him for three years',
        stageName: 'Application Review',
        status: 'active',
      }),
    ]);
    const applications = (await as(acme.admin, 'GET', `/api/jobs/${jobId}/applications`)).json().data.items;
    expect(applications[0]).toMatchObject({ source: 'Referral', submissions: 2 });
    expect((await as(referrer, 'GET', `/api/jobs/${jobId}/referrals`)).json().data).toHaveLength(1);
  });

  it('refuses bad input and another company (404); everyone may refer, and sees only their own referrals', async () => {
    const jobId = (await as(acme.admin, 'POST', '/api/jobs', { name: 'Guarded Role', openings: [{}] })).json()
      .data.id;
    const bad = await as(referrer, 'POST', `/api/jobs/${jobId}/referrals`, {
      firstName: '',
      lastName: 'X',
      email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'firstName']);
    expect((await as(globex.admin, 'GET', `/api/jobs/${jobId}/referrals`)).statusCode).toBe(404);
    expect(
      (
        await as(globex.admin, 'POST', `/api/jobs/${jobId}/referrals`, {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.test',
        })
      ).statusCode,
    ).toBe(404);
    // Every employee may refer (a baseline grant), and then sees their own referrals, not the others'.
    expect(
      (
        await as(referrer, 'POST', `/api/jobs/${jobId}/referrals`, {
          firstName: 'R',
          lastName: 'One',
          email: 'r1@x.test',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await as(jobsOnly, 'POST', `/api/jobs/${jobId}/referrals`, {
          firstName: 'J',
          lastName: 'Two',
          email: 'j2@x.test',
        })
      ).statusCode,
    ).toBe(201);
    const mine = (await as(jobsOnly, 'GET', `/api/jobs/${jobId}/referrals`)).json().data;
    expect(mine.map((item: { candidateName: string }) => item.candidateName)).toEqual(['J Two']);
    expect((await as(acme.admin, 'GET', `/api/jobs/${jobId}/referrals`)).json().data).toHaveLength(2);
  });
});
