import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  emailTemplates,
  jobBoards,
  jobKickoffs,
  jobPosts,
  offerTemplates,
} from '../src/db/schema/index.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../src/db/seed/recruiting-factories.ts';
import { mailsTo, randomIp } from '../src/modules/platform/auth/auth.test-helpers.ts';
import { multipart, PDF } from '../src/modules/platform/files/files.test-helpers.ts';
import { peopleCompany } from './people-company.ts';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from './test-app.ts';

// Issue 14: a stored <script> never comes back from any API, page, feed or mail. Rich text is cleaned
// on the way in (the shared `richText` field type) and again on the way out, for rows stored before.

const SAFE = 'Safe words';
const HOSTILE = `<p>${SAFE}</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>`;
const DANGER = /<script|onerror|javascript:|alert\(/i;

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
/** HTML entities decoded (named, decimal, hex), so entity-encoded markup is checked as markup. */
const decoded = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? whole),
  );

const LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
/** A page's text to check: the page without its JSON-LD, then the JSON-LD read back as JSON. */
const pageParts = (body: string) => [
  body.replace(LD, ''),
  ...[...body.matchAll(LD)].map((match) => JSON.stringify(JSON.parse(match[1]!))),
];

/** Every answer carries the safe words (so the field was really read) and nothing that runs. */
function expectClean(answers: Array<[string, string]>) {
  for (const [where, body] of answers) {
    for (const part of pageParts(body)) expect(decoded(decoded(part)), where).not.toMatch(DANGER);
    expect(decoded(body), where).toContain(SAFE);
  }
}

interface Setup {
  admin: SignedInUser;
  companySlug: string;
  boardSlug: string;
  boardId: string;
  jobId: string;
  postId: string;
  emailTemplateId: string;
  offerTemplateId: string;
}

describe('a stored <script>', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const text = async (url: string): Promise<[string, string]> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return [url, response.body];
  };
  const api = async (who: SignedInUser, url: string): Promise<[string, string]> => {
    const response = await as(who, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return [url, response.body];
  };

  async function companyFor(name: string) {
    const acme = await peopleCompany(t.app, name);
    const [{ slug }] = (await t.app.db
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, acme.company.id))) as [{ slug: string }];
    return { ...acme, companySlug: slug };
  }

  /** Applies on the board, enters the mailed code, and answers the confirmation page and the mail. */
  async function applyAndConfirm(setup: Setup, email: string): Promise<Array<[string, string]>> {
    const { payload, headers } = multipart([
      { name: 'first_name', value: 'Grace' },
      { name: 'last_name', value: 'Hopper' },
      { name: 'email', value: email },
      { name: 'resume', value: PDF, filename: 'grace.pdf', contentType: 'application/pdf' },
      { name: 'website', value: '' },
    ]);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/job-boards/apply-for-job?board-name=${setup.boardSlug}&job=${setup.postId}`,
      payload,
      headers,
      remoteAddress: randomIp(),
    });
    expect(applied.statusCode, applied.body).toBe(303);
    const location = applied.headers.location as string;
    const code = (await mailsTo(t.app.db, email))
      .map((mail) => mail.subject.match(/^(\d{4}) is your code/)?.[1])
      .find(Boolean);
    const form = multipart([{ name: 'code', value: code! }]);
    const verified = await t.app.inject({
      method: 'POST',
      url: location,
      payload: form.payload,
      headers: form.headers,
      remoteAddress: randomIp(),
    });
    expect(verified.statusCode, verified.body).toBe(303);
    const confirmation = await text(location);
    const mail = (await mailsTo(t.app.db, email)).find((item) => !/is your code/.test(item.subject));
    expect(mail?.subject).toBe('Thanks Grace');
    return [confirmation, ['mail html', mail!.html!], ['mail text', mail!.text]];
  }

  /** Every API, page, feed and mail that carries the company's rich text. */
  async function everyAnswer(setup: Setup, email: string): Promise<Array<[string, string]>> {
    const { admin, companySlug, boardSlug, boardId, jobId, postId } = setup;
    const jobBoardApi = `/api/job-board/v1/boards/${boardSlug}`;
    return [
      await api(admin, `/api/jobs/${jobId}/kickoff`),
      await api(admin, '/api/configuration/job-boards'),
      await api(admin, `/api/configuration/job-boards/${boardId}`),
      await api(admin, `/api/jobs/${jobId}/posts`),
      await api(admin, `/api/jobs/${jobId}/posts/${postId}`),
      await api(admin, '/api/configuration/email-templates'),
      await api(admin, `/api/configuration/email-templates/${setup.emailTemplateId}`),
      await api(admin, '/api/configuration/offer-templates'),
      await api(admin, `/api/configuration/offer-templates/${setup.offerTemplateId}`),
      await text(`/careers?company-name=${companySlug}`),
      await text(`/careers/job-details?company-name=${companySlug}&job=${postId}`),
      await text(`/careers/feed.xml?company-name=${companySlug}`),
      await text(`/job-boards?board-name=${boardSlug}`),
      await text(`/job-boards/job-details?board-name=${boardSlug}&job=${postId}`),
      await text(`/job-boards/feed.xml?board-name=${boardSlug}`),
      await text(jobBoardApi),
      await text(`${jobBoardApi}/jobs?content=true`),
      await text(`${jobBoardApi}/jobs/${postId}`),
      await text(`${jobBoardApi}/jobs/${postId}?questions=true`),
      ...(await applyAndConfirm(setup, email)),
    ];
  }

  it('is cleaned on the way in by every rich-text write route, and never answered', async () => {
    const acme = await companyFor('Inbound Scripts Ltd');
    const writes: Array<[string, string]> = [];
    const write = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await as(acme.admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      writes.push([`${method} ${url}`, response.body]);
      return response.json().data as { id: string };
    };

    const boardTexts = { introHtml: HOSTILE, closingHtml: HOSTILE, confirmationHtml: HOSTILE };
    const board = await write('POST', '/api/configuration/job-boards', {
      name: 'Inbound',
      slug: 'inbound-scripts',
      ...boardTexts,
    });
    await write('PUT', `/api/configuration/job-boards/${board.id}`, {
      name: 'Inbound',
      slug: 'inbound-scripts',
      ...boardTexts,
    });
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Script Wrangler' });
    await write('PUT', `/api/jobs/${job.id}/kickoff`, {
      responsibilities: HOSTILE,
      qualifications: HOSTILE,
      sellingPoints: HOSTILE,
      interviewNotes: HOSTILE,
    });
    const postBody = { boardId: board.id, title: 'Script Wrangler', contentHtml: HOSTILE };
    const post = await write('POST', `/api/jobs/${job.id}/posts`, postBody);
    await write('PUT', `/api/jobs/${job.id}/posts/${post.id}`, postBody);
    await write('PUT', `/api/jobs/${job.id}/posts/${post.id}/status`, { live: true });
    const emailTemplate = {
      name: 'Received',
      type: 'application_confirmation',
      subject: 'Thanks {{CANDIDATE_FIRST_NAME}}',
      bodyHtml: HOSTILE,
      isDefault: true,
    };
    const email = await write('POST', '/api/configuration/email-templates', emailTemplate);
    await write('PUT', `/api/configuration/email-templates/${email.id}`, emailTemplate);
    const offer = await write('POST', '/api/configuration/offer-templates', {
      name: 'Offer',
      bodyHtml: HOSTILE,
    });
    await write('PUT', `/api/configuration/offer-templates/${offer.id}`, {
      name: 'Offer',
      bodyHtml: HOSTILE,
    });

    // A subject is plain text: markup there is refused, not cleaned.
    const subject = await as(acme.admin, 'POST', '/api/configuration/email-templates', {
      ...emailTemplate,
      isDefault: false,
      subject: 'Hi <script>alert(1)</script>',
    });
    expect(subject.statusCode).toBe(400);
    expect(subject.json().errors).toEqual([
      { path: 'subject', message: 'Use plain text here: no tags such as <b>' },
    ]);

    // What was stored is clean.
    const [storedBoard] = await t.app.db.select().from(jobBoards).where(eq(jobBoards.id, board.id));
    const [storedKickoff] = await t.app.db.select().from(jobKickoffs).where(eq(jobKickoffs.jobId, job.id));
    const [storedPost] = await t.app.db.select().from(jobPosts).where(eq(jobPosts.id, post.id));
    const [storedEmail] = await t.app.db.select().from(emailTemplates).where(eq(emailTemplates.id, email.id));
    const [storedOffer] = await t.app.db.select().from(offerTemplates).where(eq(offerTemplates.id, offer.id));
    expectClean(
      [storedBoard, storedKickoff, storedPost, storedEmail, storedOffer].map((row, index) => [
        `stored row ${index}`,
        JSON.stringify(row),
      ]),
    );

    expectClean(writes);
    expectClean(
      await everyAnswer(
        {
          admin: acme.admin,
          companySlug: acme.companySlug,
          boardSlug: 'inbound-scripts',
          boardId: board.id,
          jobId: job.id,
          postId: post.id,
          emailTemplateId: email.id,
          offerTemplateId: offer.id,
        },
        'grace@inbound.test',
      ),
    );
  });

  it('stored before cleaning came in (written straight to the database) is cleaned on the way out', async () => {
    const acme = await companyFor('Legacy Scripts Ltd');
    const board = await createJobBoard(t.app.db, acme.company.id, {
      slug: 'legacy-scripts',
      introHtml: HOSTILE,
      closingHtml: HOSTILE,
      confirmationHtml: HOSTILE,
    });
    const job = await createRecruitingJob(t.app.db, acme.company.id, { name: 'Legacy Wrangler' });
    await t.app.db.insert(jobKickoffs).values({
      jobId: job.id,
      companyId: acme.company.id,
      responsibilities: HOSTILE,
      qualifications: HOSTILE,
      sellingPoints: HOSTILE,
      interviewNotes: HOSTILE,
    });
    const post = await createJobPost(t.app.db, acme.company.id, job.id, board.id, {
      title: 'Legacy Wrangler',
      contentHtml: HOSTILE,
    });
    const [email] = await t.app.db
      .insert(emailTemplates)
      .values({
        companyId: acme.company.id,
        type: 'application_confirmation',
        name: 'Received',
        subject: 'Thanks <script src="https://evil.example/x.js"></script>{{CANDIDATE_FIRST_NAME}}',
        bodyHtml: HOSTILE,
        isDefault: true,
      })
      .returning();
    const [offer] = await t.app.db
      .insert(offerTemplates)
      .values({ companyId: acme.company.id, name: 'Offer', bodyHtml: HOSTILE })
      .returning();
    // The rows really hold the script, as an old row would.
    const [raw] = await t.app.db.select().from(jobPosts).where(eq(jobPosts.id, post.id));
    expect(raw!.contentHtml).toContain('<script>alert(1)</script>');

    const answers = await everyAnswer(
      {
        admin: acme.admin,
        companySlug: acme.companySlug,
        boardSlug: board.slug,
        boardId: board.id,
        jobId: job.id,
        postId: post.id,
        emailTemplateId: email!.id,
        offerTemplateId: offer!.id,
      },
      'grace@legacy.test',
    );
    expectClean(answers);
    const [, template] = answers.find(([url]) => url.endsWith(`/email-templates/${email!.id}`))!;
    expect(JSON.parse(template).data.subject).toBe('Thanks {{CANDIDATE_FIRST_NAME}}');
  });
});
