import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidates, companies, pendingApplications } from '../../../db/schema/index.ts';
import { createCompany } from '../../../db/seed/factories.ts';
import { createDepartment, createLocation } from '../../../db/seed/org-factories.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mailsTo, randomIp } from '../../platform/auth/auth.test-helpers.ts';
import { EXE, multipart, PDF, type Part } from '../../platform/files/files.test-helpers.ts';

/** The four digits of the latest code mailed to an address. */
async function codeFor(t: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(t.app.db, email);
  const mail = mails.find((item) => /is your code/.test(item.subject));
  const code = mail?.subject.match(/^(\d{4}) is your code/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const ldOf = (body: string) => {
  const match = body.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no JSON-LD');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is checked field by field below
  return JSON.parse(match[1]!) as Record<string, any>;
};

describe('careers pages and job boards', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let board: Awaited<ReturnType<typeof createJobBoard>>;
  let job: Awaited<ReturnType<typeof createRecruitingJob>>;
  let post: Awaited<ReturnType<typeof createJobPost>>;
  let remotePost: Awaited<ReturnType<typeof createJobPost>>;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await createCompany(t.app.db, { name: 'Careers Test Co' });
    [{ slug }] = (await t.app.db
      .select({ slug: companies.slug })
      .from(companies)
      .where(eq(companies.id, company.id))) as [{ slug: string }];
    const engineering = await createDepartment(t.app.db, company.id, { name: 'Engineering' });
    const london = await createLocation(t.app.db, company.id, {
      name: 'London HQ',
      city: 'London',
      postalCode: 'EC1A 1BB',
    });
    board = await createJobBoard(t.app.db, company.id, {
      slug: 'careers-test',
      name: 'Careers Test Jobs',
      defaultSource: 'Careers Test board',
      confirmationHtml: '<p>Thanks! We will be in touch.</p><script>alert(1)</script>',
      introHtml: '<p onclick="steal()">Join us.</p>',
    });
    job = await createRecruitingJob(t.app.db, company.id, {
      name: 'Platform Engineer',
      departmentId: engineering.id,
      employmentType: 'full_time',
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'GBP',
      salaryPeriod: 'year',
      officeIds: [london.id],
    });
    post = await createJobPost(t.app.db, company.id, job.id, board.id, {
      title: 'Platform Engineer',
      location: 'London',
      closesOn: '2099-12-31',
      contentHtml: '<h2>About the role</h2><p>Run our platform.</p><img src=x onerror=alert(1)>',
      questions: [
        {
          id: 'work_auth',
          label: 'Are you authorised to work in the UK?',
          type: 'yes_no',
          required: true,
          options: [],
        },
        {
          id: 'notice',
          label: 'Notice period',
          type: 'single_select',
          required: false,
          options: ['None', '1 month', '3 months'],
        },
        {
          id: 'langs',
          label: 'Languages',
          type: 'multi_select',
          required: false,
          options: ['Go', 'Rust', 'TypeScript'],
        },
      ],
      gdprConsent: true,
      demographicQuestions: true,
    });
    const remoteJob = await createRecruitingJob(t.app.db, company.id, {
      name: 'Support Specialist',
      employmentType: 'part_time',
    });
    remotePost = await createJobPost(t.app.db, company.id, remoteJob.id, board.id, {
      title: 'Support Specialist',
      remote: true,
      location: '',
    });
    const draft = await createRecruitingJob(t.app.db, company.id, { name: 'Secret Draft', status: 'draft' });
    await createJobPost(t.app.db, company.id, draft.id, board.id, { title: 'Secret Draft' });
    await createJobPost(
      t.app.db,
      company.id,
      job.id,
      (await createJobBoard(t.app.db, company.id, { kind: 'internal', slug: 'careers-test-inside' })).id,
      {
        title: 'Inside Only',
      },
    );
    const offline = await createRecruitingJob(t.app.db, company.id, { name: 'Offline Role' });
    await createJobPost(t.app.db, company.id, offline.id, board.id, { title: 'Offline Role', live: false });
    const expired = await createRecruitingJob(t.app.db, company.id, { name: 'Expired Role' });
    await createJobPost(t.app.db, company.id, expired.id, board.id, {
      title: 'Expired Role',
      closesOn: '2020-01-01',
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists a board’s live posts as HTML, grouped by department, with search and filters', async () => {
    const page = await get('/job-boards?board-name=careers-test');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Platform Engineer');
    expect(page.body).toContain('Support Specialist');
    for (const hidden of ['Secret Draft', 'Inside Only', 'Offline Role', 'Expired Role'])
      expect(page.body).not.toContain(hidden);
    expect(page.body).toContain('2 open positions');
    expect(page.body).not.toContain('onclick');
    expect(page.body).toContain('<meta property="og:title"');

    const searched = await get('/job-boards?board-name=careers-test&q=support');
    expect(searched.body).toContain('Support Specialist');
    expect(searched.body).not.toContain('>Platform Engineer<');
    const byType = await get('/job-boards?board-name=careers-test&type=full_time');
    expect(byType.body).toContain('1 open position');
  });

  it('shows the company careers page over its external boards only, and 404s for unknown or internal boards', async () => {
    const page = await get(`/careers?company-name=${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Careers at Careers Test Co');
    expect(page.body).toContain('Platform Engineer');
    expect(page.body).not.toContain('Inside Only');
    expect((await get('/job-boards?board-name=careers-test-inside')).statusCode).toBe(404);
    expect((await get('/job-boards?board-name=nope')).statusCode).toBe(404);
    expect((await get('/job-boards')).statusCode).toBe(404);
    expect((await get('/careers?company-name=%3Cscript%3E')).statusCode).toBe(404);
  });

  it('serves a job page readable without JavaScript, with JobPosting JSON-LD holding Google’s required fields', async () => {
    const page = await get(`/job-boards/job-details?board-name=careers-test&job=${post.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>About the role</h2>');
    expect(page.body).not.toContain('onerror');
    expect(page.body).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const ld = ldOf(page.body);
    // Google's required properties for a JobPosting.
    expect(ld['@context']).toBe('https://schema.org/');
    expect(ld['@type']).toBe('JobPosting');
    expect(ld.title).toBe('Platform Engineer');
    expect(ld.description).toContain('Run our platform.');
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Careers Test Co' });
    expect(ld.jobLocation[0]).toMatchObject({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'London',
        postalCode: 'EC1A 1BB',
        addressCountry: 'GB',
      },
    });
    // Recommended ones we have data for.
    expect(ld.validThrough).toBe('2099-12-31T23:59:59');
    expect(ld.employmentType).toBe('FULL_TIME');
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'GBP',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 80000, unitText: 'YEAR' },
    });
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:3000/job-boards/job-details?board-name=careers-test&amp;job=${post.id}" />`,
    );

    const remote = ldOf(
      (await get(`/job-boards/job-details?board-name=careers-test&job=${remotePost.id}`)).body,
    );
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual([{ '@type': 'Country', name: 'United Kingdom' }]);
    expect(remote.jobLocation).toBeUndefined();
    expect(remote.employmentType).toBe('PART_TIME');

    expect(
      (await get(`/job-boards/job-details?board-name=careers-test&job=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await get('/job-boards/job-details?board-name=careers-test&job=not-an-id')).statusCode).toBe(404);
  });

  it('publishes a sitemap and an Indeed-style XML feed of the live posts', async () => {
    const sitemap = await get('/job-boards/sitemap.xml?board-name=careers-test');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`job=${post.id}`);
    expect(sitemap.body).not.toContain('Secret');
    const feed = await get('/job-boards/feed.xml?board-name=careers-test');
    expect(feed.statusCode).toBe(200);
    expect(feed.body.match(/<job>/g)).toHaveLength(2);
    expect(feed.body).toContain('<title><![CDATA[Platform Engineer]]></title>');
    expect(feed.body).toContain('<jobtype><![CDATA[Full time]]></jobtype>');
  });

  const applyParts = (email: string, extra: Part[] = []): Part[] => [
    { name: 'first_name', value: 'Grace' },
    { name: 'last_name', value: 'Hopper' },
    { name: 'email', value: email },
    { name: 'phone', value: '+44 20 7946 0000' },
    { name: 'resume', value: PDF, filename: 'grace.pdf', contentType: 'application/pdf' },
    { name: 'question_work_auth', value: '1' },
    { name: 'question_notice', value: '2' },
    { name: 'question_langs[]', value: '0' },
    { name: 'question_langs[]', value: '2' },
    { name: 'gender', value: '1' },
    { name: 'gdpr_consent', value: '1' },
    { name: 'website', value: '' },
    ...extra,
  ];

  const apply = (parts: Part[], ip = randomIp()) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/job-boards/apply-for-job?board-name=careers-test&job=${post.id}`,
      payload,
      headers,
      remoteAddress: ip,
    });
  };
  const verify = (location: string, code: string) => {
    const { payload, headers } = multipart([{ name: 'code', value: code }]);
    return t.app.inject({ method: 'POST', url: location, payload, headers, remoteAddress: randomIp() });
  };

  it('holds an application until the mailed 4-digit code is entered, then files it in Application Review', async () => {
    const email = 'grace@applicant.test';
    const applied = await apply(applyParts(email));
    expect(applied.statusCode, applied.body).toBe(303);
    const location = applied.headers.location as string;
    expect(location).toMatch(/^\/job-boards\/get-verified\?board-name=careers-test&job=.+&application=/);
    expect(await t.app.db.select().from(candidates).where(eq(candidates.companyId, company.id))).toHaveLength(
      0,
    );

    const verifyPage = await get(location);
    expect(verifyPage.body).toContain('grace@applicant.test');
    const code = await codeFor(t, email);
    const wrong = await verify(location, code === '0000' ? '1111' : '0000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The code is not correct.');
    // A form without files may post urlencoded: read the same way.
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: location,
      payload: 'code=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.body).toContain('Enter the 4-digit code');
    const malformed = await verify(location, '12');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('Enter the 4-digit code');

    const right = await verify(location, code);
    expect(right.statusCode, right.body).toBe(303);
    const done = await get(location);
    expect(done.body).toContain('Thanks! We will be in touch.');
    expect(done.body).not.toContain('alert(1)');

    const [candidate] = await t.app.db.select().from(candidates).where(eq(candidates.companyId, company.id));
    expect(candidate).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      phone: '+44 20 7946 0000',
    });
    const [application] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidate!.id));
    expect(application).toMatchObject({
      jobId: job.id,
      jobPostId: post.id,
      jobBoardId: board.id,
      source: 'Careers Test board',
      status: 'active',
      submissions: 1,
    });
    expect(application!.resumeFileId).not.toBeNull();
    expect(application!.consentedAt).not.toBeNull();
    expect(application!.demographics).toEqual({ gender: 'Female' });
    expect(application!.answers).toEqual([
      { questionId: 'work_auth', label: 'Are you authorised to work in the UK?', value: 'Yes' },
      { questionId: 'notice', label: 'Notice period', value: '3 months' },
      { questionId: 'langs', label: 'Languages', value: ['Go', 'TypeScript'] },
    ]);
    const mails = await mailsTo(t.app.db, email);
    expect(mails.some((mail) => mail.subject === 'Thank you for applying to Careers Test Co')).toBe(true);

    // The code works once.
    const again = await verify(location, code);
    expect(again.statusCode).toBe(303);
    expect(
      await t.app.db.select().from(applications).where(eq(applications.candidateId, candidate!.id)),
    ).toHaveLength(1);
  });

  it('merges a second application by the same email to the same job instead of duplicating it', async () => {
    const email = 'merge@applicant.test';
    for (const round of [1, 2]) {
      const applied = await apply(
        applyParts(email, round === 2 ? [{ name: 'cover_letter_text', value: 'Second try' }] : []),
      );
      expect(applied.statusCode).toBe(303);
      const location = applied.headers.location as string;
      const pendingId = new URL(location, 'http://x').searchParams.get('application')!;
      const mails = await mailsTo(t.app.db, email);
      expect(mails.length).toBeGreaterThanOrEqual(round);
      const [pending] = await t.app.db
        .select()
        .from(pendingApplications)
        .where(eq(pendingApplications.id, pendingId));
      expect(pending).toBeDefined();
      expect((await verify(location, await codeFor(t, email))).statusCode).toBe(303);
    }
    const rows = await t.app.db
      .select({ submissions: applications.submissions, coverLetterText: applications.coverLetterText })
      .from(applications)
      .innerJoin(
        candidates,
        and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
      )
      .where(and(eq(candidates.email, email), eq(applications.jobId, job.id)));
    expect(rows).toEqual([{ submissions: 2, coverLetterText: 'Second try' }]);
  });

  it('re-shows the form with every error and the values typed, and checks the résumé by its content', async () => {
    const bad = await apply([
      { name: 'first_name', value: '' },
      { name: 'last_name', value: 'Lovelace' },
      { name: 'email', value: 'not-an-email' },
      { name: 'resume', value: EXE, filename: 'cv.pdf', contentType: 'application/pdf' },
      { name: 'question_notice', value: '9' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('value="Lovelace"');
    expect(bad.body).toContain('Upload a PDF, DOC, DOCX, TXT or RTF file');
    expect(bad.body).toContain('This question is required');
    expect(bad.body).toContain('Choose one of the options');
    expect(bad.body).toContain('Please give your consent to apply');
    expect(bad.body).toContain('id="first_name-error"');
    expect(bad.body).toContain('id="email-error"');
  });

  it('accepts a honeypot submission silently without holding or mailing anything', async () => {
    const before = await t.app.db.select().from(pendingApplications);
    const caught = await apply(applyParts('bot@spam.test', [{ name: 'website', value: 'http://spam.test' }]));
    expect(caught.statusCode).toBe(303);
    expect(await t.app.db.select().from(pendingApplications)).toHaveLength(before.length);
    expect(await mailsTo(t.app.db, 'bot@spam.test')).toHaveLength(0);
  });

  it('limits applications per email address and per client address', async () => {
    const email = 'busy@applicant.test';
    for (let round = 0; round < 5; round += 1) expect((await apply(applyParts(email))).statusCode).toBe(303);
    const limited = await apply(applyParts(email));
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many applications from this email address');

    const ip = randomIp();
    const statuses: number[] = [];
    for (let round = 0; round < 11; round += 1)
      statuses.push((await apply([{ name: 'first_name', value: 'x' }], ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
