import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applications, candidates, jobBoardApiKeys } from '../../../db/schema/index.ts';
import { createCompany } from '../../../db/seed/factories.ts';
import { createDepartment, createLocation } from '../../../db/seed/org-factories.ts';
import { createJobBoard, createJobPost, createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mailsTo } from '../../platform/auth/auth.test-helpers.ts';
import { multipart, PDF } from '../../platform/files/files.test-helpers.ts';
import { hashApiKey } from './job-board-api.repository.ts';

// Greenhouse's documented Job Board API shapes (developers.greenhouse.io/job-board.html), field by
// field. `.strict()` fails on a field Greenhouse does not have; a missing field fails too.
// Greenhouse's ids are integers; typed clients declare them as 64-bit integers.
const id = z.number().int().positive();
const isoDate = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'ISO date');
const ghDepartmentRef = z
  .object({ id, name: z.string(), parent_id: id.nullable(), child_ids: z.array(id) })
  .strict();
const ghOfficeRef = z
  .object({
    id,
    name: z.string(),
    location: z.string().nullable(),
    parent_id: id.nullable(),
    child_ids: z.array(id),
  })
  .strict();
const ghDataCompliance = z
  .object({
    type: z.literal('gdpr'),
    requires_consent: z.boolean(),
    requires_processing_consent: z.boolean(),
    requires_retention_consent: z.boolean(),
    retention_period: z.number().nullable(),
  })
  .strict();
const ghJobFields = {
  id,
  internal_job_id: id,
  title: z.string(),
  updated_at: isoDate,
  requisition_id: z.string().nullable(),
  location: z.object({ name: z.string() }).strict(),
  absolute_url: z.url(),
  language: z.string(),
  metadata: z.null(),
  data_compliance: z.array(ghDataCompliance),
  first_published: isoDate,
  company_name: z.string(),
};
const ghJob = z.object(ghJobFields).strict();
const ghJobWithContent = z
  .object({
    ...ghJobFields,
    content: z.string(),
    departments: z.array(ghDepartmentRef),
    offices: z.array(ghOfficeRef),
  })
  .strict();
const ghFieldType = z.enum([
  'input_text',
  'input_file',
  'input_hidden',
  'textarea',
  'multi_value_single_select',
  'multi_value_multi_select',
]);
const ghQuestion = z
  .object({
    required: z.boolean(),
    label: z.string(),
    description: z.string().nullable(),
    fields: z.array(
      z
        .object({
          name: z.string(),
          type: ghFieldType,
          values: z.array(z.object({ label: z.string(), value: z.number() }).strict()),
        })
        .strict(),
    ),
  })
  .strict();
const ghJobWithQuestions = ghJobWithContent
  .extend({
    questions: z.array(ghQuestion),
    location_questions: z.array(ghQuestion),
    compliance: z
      .array(z.object({ type: z.string(), description: z.string(), questions: z.array(ghQuestion) }).strict())
      .nullable(),
    demographic_questions: z.null(),
  })
  .strict();

describe('Job Board API (Greenhouse-compatible): /api/job-board/v1/boards/{board}', () => {
  let t: TestApp;
  let post: Awaited<ReturnType<typeof createJobPost>>;
  let jobPublicId: number;
  let companyId: string;
  // A key names its company (lib/tenant-token.ts): set once the companies exist.
  let key: string;
  let otherKey: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await createCompany(t.app.db, { name: 'API Test Co' });
    companyId = company.id;
    const other = await createCompany(t.app.db, { name: 'Other Co' });
    key = `atr_${company.id}.test_key_for_the_job_board_api_0123456789`;
    otherKey = `atr_${other.id}.other_company_key_0123456789abcdef`;
    const engineering = await createDepartment(t.app.db, company.id, { name: 'Engineering' });
    await createDepartment(t.app.db, company.id, { name: 'Platform', parentId: engineering.id });
    const london = await createLocation(t.app.db, company.id, { name: 'London', city: 'London' });
    const board = await createJobBoard(t.app.db, company.id, {
      slug: 'api-test',
      name: 'API Test Jobs',
      introHtml: '<p>Hi</p>',
    });
    const job = await createRecruitingJob(t.app.db, company.id, {
      name: 'Data Engineer',
      requisitionId: 'REQ-7',
      departmentId: engineering.id,
      officeIds: [london.id],
    });
    jobPublicId = job.publicId;
    post = await createJobPost(t.app.db, company.id, job.id, board.id, {
      title: 'Data Engineer',
      contentHtml: '<p>Pipelines & more</p>',
      questions: [
        { id: 'linkedin', label: 'LinkedIn profile', type: 'short_text', required: false, options: [] },
        { id: 'visa', label: 'Do you need a visa?', type: 'yes_no', required: true, options: [] },
        {
          id: 'stack',
          label: 'Stack',
          type: 'multi_select',
          required: false,
          options: ['Spark', 'dbt', 'Kafka'],
        },
      ],
      demographicQuestions: true,
      gdprConsent: false,
    });
    const remoteJob = await createRecruitingJob(t.app.db, company.id, { name: 'Remote Analyst' });
    await createJobPost(t.app.db, company.id, remoteJob.id, board.id, {
      title: 'Remote Analyst',
      remote: true,
    });
    await t.app.db.insert(jobBoardApiKeys).values([
      { companyId: company.id, name: 'Website', prefix: key.slice(0, 8), keyHash: hashApiKey(key) },
      { companyId: other.id, name: 'Other', prefix: otherKey.slice(0, 8), keyHash: hashApiKey(otherKey) },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api/job-board/v1/boards/api-test${url}` });
  const basic = (value: string) => `Basic ${Buffer.from(`${value}:`).toString('base64')}`;

  it('GET /boards/{board} names the board', async () => {
    expect((await get('')).json()).toEqual({ name: 'API Test Jobs', content: '<p>Hi</p>' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/job-board/v1/boards/nope/jobs' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, error: 'Board not found' });
  });

  it('GET /jobs lists posts in Greenhouse’s shape, with meta.total; content=true adds content, departments, offices', async () => {
    const list = (await get('/jobs')).json();
    z.object({ jobs: z.array(ghJob), meta: z.object({ total: z.number() }).strict() })
      .strict()
      .parse(list);
    expect(list.meta.total).toBe(2);
    const data = list.jobs.find((job: { title: string }) => job.title === 'Data Engineer');
    expect(data).toMatchObject({
      id: post.publicId,
      internal_job_id: jobPublicId,
      requisition_id: 'REQ-7',
      location: { name: 'London' },
      absolute_url: `http://localhost:3000/job-boards/job-details?board-name=api-test&job=${post.id}`,
      company_name: 'API Test Co',
    });
    const withContent = (await get('/jobs?content=true')).json();
    z.object({ jobs: z.array(ghJobWithContent), meta: z.object({ total: z.number() }) }).parse(withContent);
    const full = withContent.jobs.find((job: { title: string }) => job.title === 'Data Engineer');
    // Greenhouse sends the description entity-escaped: here the cleaned HTML <p>Pipelines &amp; more</p>.
    expect(full.content).toBe('&lt;p&gt;Pipelines &amp;amp; more&lt;/p&gt;');
    expect(full.departments).toEqual([
      { id: expect.any(Number), name: 'Engineering', parent_id: null, child_ids: [] },
    ]);
    expect(full.offices).toEqual([
      {
        id: expect.any(Number),
        name: 'London',
        location: 'London, United Kingdom',
        parent_id: null,
        child_ids: [],
      },
    ]);
  });

  it('GET /jobs/{id}?questions=true describes the application form with Greenhouse field types', async () => {
    const job = (await get(`/jobs/${post.publicId}?questions=true`)).json();
    ghJobWithQuestions.parse(job);
    const byLabel = Object.fromEntries(job.questions.map((q: { label: string }) => [q.label, q]));
    expect(byLabel['First Name'].fields).toEqual([{ name: 'first_name', type: 'input_text', values: [] }]);
    expect(byLabel['Resume/CV']).toMatchObject({
      required: true,
      fields: [
        { name: 'resume', type: 'input_file' },
        { name: 'resume_text', type: 'textarea' },
      ],
    });
    expect(byLabel['Do you need a visa?'].fields[0]).toEqual({
      name: 'question_visa',
      type: 'multi_value_single_select',
      values: [
        { label: 'No', value: 0 },
        { label: 'Yes', value: 1 },
      ],
    });
    expect(byLabel['Stack'].fields[0].type).toBe('multi_value_multi_select');
    expect(job.compliance[0].questions.map((q: { label: string }) => q.label)).toContain('Gender');
    const plain = (await get(`/jobs/${post.publicId}`)).json();
    ghJobWithContent.parse(plain);
    expect((await get(`/jobs/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/jobs/999999999')).statusCode).toBe(404);
  });

  it('GET /departments and /offices, as a list and as a tree', async () => {
    const list = (await get('/departments')).json();
    const names = list.departments.map((d: { name: string }) => d.name);
    expect(names).toEqual(['Engineering', 'Platform', 'No Department']);
    const engineering = list.departments[0];
    expect(engineering.child_ids).toHaveLength(1);
    expect(engineering.jobs.map((job: { title: string }) => job.title)).toEqual(['Data Engineer']);
    for (const department of list.departments) z.array(ghJob).parse(department.jobs);
    expect(list.departments[2].jobs.map((job: { title: string }) => job.title)).toEqual(['Remote Analyst']);
    const tree = (await get('/departments?render_as=tree')).json();
    expect(tree.departments.map((d: { name: string }) => d.name)).toEqual(['Engineering', 'No Department']);
    expect(tree.departments[0].children[0]).toMatchObject({
      name: 'Platform',
      parent_id: engineering.id,
      jobs: [],
    });
    const offices = (await get('/offices')).json();
    expect(offices.offices.map((o: { name: string }) => o.name)).toEqual(['London', 'No Office']);
    expect(offices.offices[0]).toMatchObject({
      location: 'London, United Kingdom',
      parent_id: null,
      child_ids: [],
    });
    expect(offices.offices[0].departments[0].jobs[0].title).toBe('Data Engineer');
    expect((await get('/offices?render_as=sideways')).statusCode).toBe(400);
  });

  it('POST /jobs/{id} takes an application with the board’s API key, multipart or JSON, merging repeats', async () => {
    const url = `/api/job-board/v1/boards/api-test/jobs/${post.publicId}`;
    const { payload, headers } = multipart([
      { name: 'first_name', value: 'Sammy' },
      { name: 'last_name', value: 'McSamson' },
      { name: 'email', value: 'sammy@example.com' },
      { name: 'resume', value: PDF, filename: 'resume.pdf', contentType: 'application/pdf' },
      { name: 'question_visa', value: '0' },
      { name: 'question_stack[]', value: '2' },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: basic(key) },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ success: 'Candidate saved successfully' });

    const json = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: basic(key) },
      payload: {
        first_name: 'Sammy',
        last_name: 'McSamson',
        email: 'SAMMY@example.com',
        resume_content: PDF.toString('base64'),
        resume_content_filename: 'resume.pdf',
        question_visa: 1,
        question_stack: [0, 1],
        gender: 1,
      },
    });
    expect(json.statusCode, json.body).toBe(200);
    const rows = await t.app.db
      .select({
        submissions: applications.submissions,
        answers: applications.answers,
        source: applications.source,
      })
      .from(applications)
      .innerJoin(
        candidates,
        and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
      )
      .where(eq(candidates.companyId, companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submissions).toBe(2);
    expect(rows[0]!.answers).toContainEqual({ questionId: 'stack', label: 'Stack', value: ['Spark', 'dbt'] });
    expect((await mailsTo(t.app.db, 'sammy@example.com')).length).toBeGreaterThanOrEqual(1);
  });

  it('POST refuses a missing, wrong or other company’s key (401) and bad input (400 with the fields)', async () => {
    const url = `/api/job-board/v1/boards/api-test/jobs/${post.publicId}`;
    const body = {
      first_name: 'A',
      last_name: 'B',
      email: 'ab@example.com',
      resume_text: 'My CV',
      question_visa: 1,
    };
    for (const authorization of [undefined, basic('wrong'), basic(otherKey), 'Bearer x']) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ status: 401, error: 'Invalid Basic Auth credentials' });
    }
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: basic(key) },
      payload: { first_name: '', email: 'nope', question_visa: 7 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['email', 'first_name', 'last_name', 'question_visa', 'resume']);
    const revoked = await t.app.db
      .update(jobBoardApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(jobBoardApiKeys.keyHash, hashApiKey(key)))
      .returning();
    expect(revoked).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: basic(key) } }))
        .statusCode,
    ).toBe(401);
  });
});
