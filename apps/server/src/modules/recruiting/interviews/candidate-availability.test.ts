import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidateAvailabilityRequests } from '../../../db/schema/index.ts';
import { waitForMail } from '../../platform/auth/auth.test-helpers.ts';
import { offeredDays } from './candidate-availability.service.ts';
import { zonedToInstant } from './working-hours.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe("a stage transition's availability request: /candidate-availability", () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let nobody: SignedInUser;
  let link: URL;

  const path = (url: URL) => `${url.pathname}${url.search}`;
  const submit = (url: URL, body: string) =>
    t.app.inject({
      method: 'POST',
      url: path(url),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
  const availability = (who: SignedInUser, applicationId: string) =>
    injectAs(t.app, who, { method: 'GET', url: `/api/applications/${applicationId}/availability` });

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5 } });
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Corp');
    nobody = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
    const rules = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/jobs/${acme.job.id}/stage-transitions`,
      payload: { rules: [{ stageId: acme.stages[2]!.id, action: 'request_availability' }] },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const moved = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/applications/${acme.applied[0]!.id}/move`,
      payload: { toStageId: acme.stages[2]!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const mail = await waitForMail(t.app.db, 'grace@acme.test');
    const found = /https?:\/\/\S+\/candidate-availability\?[^\s"<]+/.exec(mail.text);
    expect(found, mail.text).not.toBeNull();
    link = new URL(found![0].replaceAll('&amp;', '&'));
  });
  afterAll(() => t.close());

  it('mails a link to a page of the next working days; the ticked times come back in UTC, merged', async () => {
    const page = await t.app.inject({ method: 'GET', url: path(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('When can you meet?');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const [first, second] = offeredDays('Europe/London');
    expect(page.body).toContain(`value="${first}T08"`);

    const none = await submit(link, 'timezone=America%2FNew_York');
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Choose at least one time you can meet');
    expect((await submit(link, `timezone=Mars&block=${first}T08`)).body).toContain('Choose your time zone');

    const sent = await submit(
      link,
      `timezone=America%2FNew_York&block=${first}T08&block=${first}T10&block=${second}T14`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.body).toContain('Thank you');

    const response = await availability(acme.admin, acme.applied[0]!.id);
    expect(response.statusCode).toBe(200);
    const at = (date: string, hour: number) =>
      new Date(
        zonedToInstant(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`), 'America/New_York'),
      ).toISOString();
    expect(response.json().data).toEqual([
      expect.objectContaining({
        timezone: 'America/New_York',
        answeredAt: expect.any(String),
        slots: [
          { start: at(first!, 8), end: at(first!, 12) },
          { start: at(second!, 14), end: at(second!, 16) },
        ],
      }),
    ]);
    // The page remembers the answer, ticked in the candidate's zone.
    const again = await t.app.inject({ method: 'GET', url: path(link) });
    expect(again.body).toContain('we have your times');
    expect(again.body).toMatch(new RegExp(`value="${first}T10"\\s+checked`));

    const feed = (
      await injectAs(t.app, acme.admin, {
        method: 'GET',
        url: `/api/candidates/${acme.applied[0]!.candidateId}/activity`,
      })
    ).json().data.items as Array<{ kind: string; summary: string }>;
    expect(feed.find((entry) => entry.kind === 'interview')?.summary).toBe(
      'Sent the times they can meet for Backend Engineer',
    );
  });

  it('GET /api/applications/:id/availability: 404 elsewhere, 403 without the permission, 400 for a bad id', async () => {
    expect((await availability(acme.admin, acme.applied[1]!.id)).json().data).toEqual([]);
    expect((await availability(globex.admin, acme.applied[0]!.id)).statusCode).toBe(404);
    expect((await availability(nobody, acme.applied[0]!.id)).statusCode).toBe(403);
    expect((await availability(acme.admin, 'nope')).statusCode).toBe(400);
  });

  it('refuses a wrong secret as not found, and an old link as expired', async () => {
    const wrong = new URL(link);
    wrong.searchParams.set('t', 'guess');
    expect((await t.app.inject({ method: 'GET', url: path(wrong) })).statusCode).toBe(404);
    await t.app.db
      .update(candidateAvailabilityRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(candidateAvailabilityRequests.companyId, acme.company.id));
    expect((await t.app.inject({ method: 'GET', url: path(link) })).statusCode).toBe(410);
  });
});
