import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  applications,
  candidateEducations,
  candidateFollowers,
  candidates,
  notifications,
  prospectPools,
  prospects,
} from '../../../db/schema/index.ts';
import { waitForMail } from '../../platform/auth/auth.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;
interface Item {
  id: string;
  firstName: string;
  tags: Array<{ name: string }>;
  applications: Array<{ jobName: string; stageName: string; status: string }>;
}

describe('candidates: /api/candidates', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let outsider: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    outsider = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view', 'rct.module.notes.note.view.all'],
    });
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });
  const send = (who: SignedInUser, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    injectAs(t.app, who, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const names = async (who: SignedInUser, query: string) => {
    const response = await get(who, `/api/candidates?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Item[]).map((item) => item.firstName);
  };

  it('lists the company’s candidates with their applications, searched, filtered, sorted and paged', async () => {
    const response = await get(acme.admin, '/api/candidates?sortBy=name&sortOrder=1&limit=2');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(data.items[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      publicId: expect.any(Number),
      applications: [{ jobName: 'Backend Engineer', stageName: 'Application Review', status: 'active' }],
    });
    expect(await names(acme.admin, 'sortBy=name&sortOrder=1&page=2&limit=2')).toEqual(['Alan']);
    // By name, email, phone and company, whatever the case.
    expect(await names(acme.admin, 'search=TURING')).toEqual(['Alan']);
    expect(await names(acme.admin, 'search=grace@acme')).toEqual(['Grace']);
    expect(await names(acme.admin, 'search=7700%20900002')).toEqual(['Ada']);
    expect(await names(acme.admin, 'search=navy')).toEqual(['Grace']);
    // LIKE's wildcards are taken literally.
    expect(await names(acme.admin, 'search=%25')).toEqual([]);
    expect(await names(acme.admin, 'source=LinkedIn')).toEqual(['Alan']);
    expect(await names(acme.admin, `jobId=${acme.other.id}`)).toEqual([]);
    expect(await names(acme.admin, 'kind=prospects')).toEqual([]);
    expect(await names(acme.admin, 'appliedFrom=2026-10-02&appliedTo=2026-10-02')).toEqual(['Alan']);
    // Another company's candidates are its own.
    expect(await names(globex.admin, 'search=grace')).toEqual(['Grace']);
    const theirs = await get(globex.admin, `/api/candidates/${acme.people[0]!.id}`);
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a bad query field by field, and anyone without the permission', async () => {
    const bad = await get(acme.admin, '/api/candidates?jobId=nope&appliedFrom=2026-02-30&sortBy=salary');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['appliedFrom', 'jobId', 'sortBy']);
    expect((await get(outsider, '/api/candidates')).statusCode).toBe(403);
    expect((await get(outsider, `/api/candidates/${acme.people[0]!.id}`)).statusCode).toBe(403);
    expect((await get(outsider, '/api/candidates/filter-options')).statusCode).toBe(403);
  });

  it('shows a profile with every application and the stages it can move to', async () => {
    const response = await get(viewer, `/api/candidates/${acme.people[0]!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Grace',
      company: 'Navy Labs',
      emailAddresses: [{ value: 'grace@acme.test', type: 'personal' }],
      phoneNumbers: [{ value: '+44 7700 900000', type: 'mobile' }],
      applications: [
        {
          job: { name: 'Backend Engineer' },
          stage: { name: 'Application Review' },
          stages: [
            { name: 'Application Review' },
            { name: 'Phone Screen' },
            { name: 'Onsite' },
            { name: 'Offer' },
          ],
          status: 'active',
          rejectionReason: null,
          scheduledEmail: null,
        },
      ],
    });
    const options = (await get(viewer, '/api/candidates/filter-options')).json().data;
    expect(options.jobs.map((job: { name: string }) => job.name)).toEqual([
      'Backend Engineer',
      'Data Analyst',
    ]);
    expect(options.sources).toEqual(['Careers page', 'LinkedIn']);
    // Templates are for those who may email candidates.
    expect(options.emailTemplates).toEqual([]);
    expect((await get(acme.admin, '/api/candidates/filter-options')).json().data.emailTemplates).toHaveLength(
      2,
    );
  });

  it('edits the profile, keeps every email one candidate’s, and records the change', async () => {
    const url = `/api/candidates/${acme.people[1]!.id}`;
    const invalid = await send(acme.admin, 'PUT', url, {
      firstName: ' ',
      lastName: 'Turing',
      emailAddresses: [{ value: 'not-an-email', type: 'personal' }],
      phoneNumbers: [{ value: 'call me', type: 'pager' }],
      websiteAddresses: [{ value: 'turing.example', type: 'personal' }],
      recruiterId: acme.admin.user.id,
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual([
      'emailAddresses.0.value',
      'firstName',
      'phoneNumbers.0.type',
      'phoneNumbers.0.value',
      'websiteAddresses.0.value',
    ]);
    const taken = await send(acme.admin, 'PUT', url, {
      firstName: 'Alan',
      lastName: 'Turing',
      emailAddresses: [{ value: 'GRACE@acme.test', type: 'work' }],
    });
    expect(taken.statusCode).toBe(409);
    const stranger = await send(acme.admin, 'PUT', url, {
      firstName: 'Alan',
      lastName: 'Turing',
      emailAddresses: [{ value: 'alan@acme.test', type: 'personal' }],
      recruiterId: globex.admin.user.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'recruiterId', message: 'Choose a colleague' }]);
    const saved = await send(acme.admin, 'PUT', url, {
      firstName: 'Alan',
      lastName: 'Turing',
      title: 'Mathematician',
      company: 'Bletchley Park',
      emailAddresses: [
        { value: 'alan.turing@work.test', type: 'work' },
        { value: 'alan@acme.test', type: 'personal' },
      ],
      phoneNumbers: [{ value: '+44 20 7946 0000', type: 'work' }],
      websiteAddresses: [{ value: 'https://turing.example', type: 'personal' }],
      socialMediaAddresses: [{ value: 'https://linkedin.example/in/turing' }],
      recruiterId: acme.admin.user.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      title: 'Mathematician',
      recruiter: { id: acme.admin.user.id, name: 'Ada Owner' },
      emailAddresses: [
        { value: 'alan.turing@work.test', type: 'work' },
        { value: 'alan@acme.test', type: 'personal' },
      ],
    });
    // The new primary email and the company are searchable at once.
    expect(await names(acme.admin, 'search=bletchley')).toEqual(['Alan']);
    expect(await names(acme.admin, `recruiterId=${acme.admin.user.id}`)).toEqual(['Alan']);
    const feed = (await get(acme.admin, `${url}/activity?kind=activity`)).json().data;
    expect(feed.items[0]).toMatchObject({ kind: 'edited', actor: { name: 'Ada Owner' } });
    expect(feed.items[0].summary).toContain('company');
    expect((await send(viewer, 'PUT', url, saved.json().data)).statusCode).toBe(403);
  });

  it('tags candidates with the company’s tags; lists filter and search by them; a deleted tag untags', async () => {
    const created = await send(acme.admin, 'POST', '/api/configuration/candidate-tags', {
      name: 'Silver medalist',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json().data;
    expect(tag).toMatchObject({ name: 'Silver medalist', candidateCount: 0, publicId: expect.any(Number) });
    expect(
      (await send(acme.admin, 'POST', '/api/configuration/candidate-tags', { name: 'SILVER medalist' }))
        .statusCode,
    ).toBe(409);
    const foreign = (
      await send(globex.admin, 'POST', '/api/configuration/candidate-tags', { name: 'Theirs' })
    ).json().data;
    const url = `/api/candidates/${acme.people[2]!.id}/tags`;
    const wrong = await send(acme.admin, 'PUT', url, { tagIds: [foreign.id] });
    expect(wrong.statusCode).toBe(400);
    const tagged = await send(acme.admin, 'PUT', url, { tagIds: [tag.id] });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().data.tags).toEqual([{ id: tag.id, name: 'Silver medalist' }]);
    expect(await names(acme.admin, `tagId=${tag.id}`)).toEqual(['Ada']);
    expect(await names(acme.admin, 'search=silver')).toEqual(['Ada']);
    const list = (await get(acme.admin, '/api/configuration/candidate-tags')).json().data;
    expect(list).toEqual([expect.objectContaining({ name: 'Silver medalist', candidateCount: 1 })]);
    expect((await send(viewer, 'PUT', url, { tagIds: [] })).statusCode).toBe(403);
    expect((await send(viewer, 'POST', '/api/configuration/candidate-tags', { name: 'X' })).statusCode).toBe(
      403,
    );
    expect(
      (await send(globex.admin, 'DELETE', `/api/configuration/candidate-tags/${tag.id}`)).statusCode,
    ).toBe(404);
    expect((await send(acme.admin, 'DELETE', `/api/configuration/candidate-tags/${tag.id}`)).statusCode).toBe(
      200,
    );
    expect((await get(acme.admin, `/api/candidates/${acme.people[2]!.id}`)).json().data.tags).toEqual([]);
  });

  it('adds notes; a mentioned colleague is told in the app and by mail; private notes stay private', async () => {
    const url = `/api/candidates/${acme.people[0]!.id}`;
    const mention = `@[Sam Support](${acme.support.user.id})`;
    const note = await send(acme.admin, 'POST', `${url}/notes`, {
      body: `Strong systems sense, ${mention} please call her`,
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data).toMatchObject({
      kind: 'note',
      visibility: 'public',
      actor: { name: 'Ada Owner' },
    });
    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, acme.support.user.id),
          eq(notifications.link, `/candidates/${acme.people[0]!.id}`),
        ),
      );
    expect(told?.title).toBe('You were mentioned in a note on Grace Hopper');
    const mail = await waitForMail(t.app.db, acme.support.user.email);
    expect(mail.text).toContain('@Sam Support please call her');
    await send(acme.admin, 'POST', `${url}/notes`, { body: 'Salary expectation 95k', visibility: 'private' });
    const seen = async (who: SignedInUser) =>
      ((await get(who, `${url}/activity?kind=notes`)).json().data.items as Array<{ body: string }>).map(
        (n) => n.body,
      );
    expect(await seen(acme.admin)).toEqual([
      'Salary expectation 95k',
      expect.stringContaining('Strong systems'),
    ]);
    expect(await seen(viewer)).toEqual([expect.stringContaining('Strong systems')]);
    const forbidden = await send(viewer, 'POST', `${url}/notes`, { body: 'hi' });
    expect(forbidden.statusCode).toBe(403);
    const empty = await send(acme.admin, 'POST', `${url}/notes`, { body: '  ', visibility: 'secret' });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['body', 'visibility']);
    expect((await send(globex.admin, 'POST', `${url}/notes`, { body: 'x' })).statusCode).toBe(404);
  });

  it('flags a duplicate on both profiles and merges it into the primary, keeping everything', async () => {
    const [twin] = await t.app.db
      .insert(candidates)
      .values({
        companyId: acme.company.id,
        firstName: 'grace',
        lastName: 'HOPPER',
        email: 'g.hopper@navy.test',
        phone: '+447700900000',
      })
      .returning();
    await t.app.db.insert(applications).values({
      companyId: acme.company.id,
      jobId: acme.other.id,
      candidateId: twin!.id,
      stageId: acme.otherStages[0]!.id,
      source: 'Agency',
    });
    await send(acme.admin, 'POST', `/api/candidates/${twin!.id}/notes`, { body: 'Met at the meetup' });
    const [pool] = await t.app.db
      .insert(prospectPools)
      .values({ companyId: acme.company.id, name: 'Navy alumni' })
      .returning();
    await t.app.db
      .insert(prospects)
      .values({ companyId: acme.company.id, candidateId: twin!.id, poolId: pool!.id });
    await t.app.db
      .insert(candidateEducations)
      .values({ companyId: acme.company.id, candidateId: twin!.id, schoolName: 'Yale' });
    await t.app.db
      .insert(candidateFollowers)
      .values({ companyId: acme.company.id, candidateId: twin!.id, userId: acme.admin.user.id });
    const primaryUrl = `/api/candidates/${acme.people[0]!.id}`;
    const primary = (await get(acme.admin, primaryUrl)).json().data;
    expect(primary.duplicates).toEqual([
      {
        id: twin!.id,
        name: 'grace HOPPER',
        email: 'g.hopper@navy.test',
        reason: 'name_and_phone',
        applications: 1,
      },
    ]);
    const other = (await get(acme.admin, `/api/candidates/${twin!.id}`)).json().data;
    expect(other.duplicates.map((d: { id: string }) => d.id)).toEqual([acme.people[0]!.id]);
    expect(
      (await send(acme.admin, 'POST', `${primaryUrl}/merge`, { duplicateId: acme.people[0]!.id })).statusCode,
    ).toBe(400);
    expect(
      (await send(globex.admin, 'POST', `${primaryUrl}/merge`, { duplicateId: twin!.id })).statusCode,
    ).toBe(404);
    expect((await send(viewer, 'POST', `${primaryUrl}/merge`, { duplicateId: twin!.id })).statusCode).toBe(
      403,
    );
    const merged = await send(acme.admin, 'POST', `${primaryUrl}/merge`, { duplicateId: twin!.id });
    expect(merged.statusCode, merged.body).toBe(200);
    const data = merged.json().data;
    expect(data.duplicates).toEqual([]);
    expect(data.applications.map((a: { job: { name: string } }) => a.job.name).sort()).toEqual([
      'Backend Engineer',
      'Data Analyst',
    ]);
    expect(data.emailAddresses.map((e: { value: string }) => e.value)).toEqual([
      'grace@acme.test',
      'g.hopper@navy.test',
    ]);
    expect((await get(acme.admin, `/api/candidates/${twin!.id}`)).statusCode).toBe(404);
    const feed = (await get(acme.admin, `${primaryUrl}/activity`)).json().data.items as Array<{
      kind: string;
      body: string;
    }>;
    expect(feed[0]).toMatchObject({ kind: 'merged' });
    expect(feed.some((entry) => entry.body === 'Met at the meetup')).toBe(true);
    // What other areas keep about the duplicate moves too, rather than going with it.
    const keptBy = async (table: typeof prospects | typeof candidateEducations | typeof candidateFollowers) =>
      (await t.app.db.select().from(table).where(eq(table.companyId, acme.company.id))).map(
        (row) => row.candidateId,
      );
    expect(await keptBy(prospects)).toEqual([acme.people[0]!.id]);
    expect(await keptBy(candidateEducations)).toEqual([acme.people[0]!.id]);
    expect(await keptBy(candidateFollowers)).toEqual([acme.people[0]!.id]);
    // Both applying to one job cannot become one candidate.
    const [third] = await t.app.db
      .insert(candidates)
      .values({
        companyId: acme.company.id,
        firstName: 'Grace',
        lastName: 'H',
        email: 'grace@acme.test'.replace('acme', 'other'),
      })
      .returning();
    await t.app.db
      .insert(applications)
      .values({ companyId: acme.company.id, jobId: acme.job.id, candidateId: third!.id });
    const clash = await send(acme.admin, 'POST', `${primaryUrl}/merge`, { duplicateId: third!.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('Both applied to Backend Engineer');
  });
});
