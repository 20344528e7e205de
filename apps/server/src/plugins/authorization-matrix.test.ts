import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { NO_ROLE_GRANTS } from '@atrium/shared/permissions/system-roles';
import { createTestApp, signedInUser, type SignedInUser, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../db/seed/factories.ts';
import {
  createCompanyRole,
  createDepartment,
  createGroup,
  createLocation,
} from '../db/seed/org-factories.ts';
import { fileField, multipart, PNG } from '../modules/files/files.test-helpers.ts';
import { notify } from '../modules/notifications/notifications.service.ts';

// Issue 4, item 9: the machine-readable matrix of who may call what, and a sweep of every route as
// nobody (401), as a colleague without the permission (403) and as another company's admin aimed at
// this company's records (404, nothing changed).

interface Route {
  method: string;
  url: string;
  access: string;
  permission?: string;
}

/** A request aimed at the first company's records: its path, and a body its schema accepts. */
interface Aim {
  url: string;
  payload?: Record<string, unknown>;
}

// Every table whose rows belong to a company (it has company_id), found in the database so a new
// table is covered without a change here. Refresh tokens, codes, mail and audit events are left
// out: the other company's requests add their own, which is expected.
const NOT_FINGERPRINTED = new Set(['audit_events', 'refresh_tokens', 'one_time_codes', 'outbox_messages']);

const sortRoutes = (routes: readonly Route[]) =>
  [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

describe('authorization matrix', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let aims: Map<string, Aim>;
  let tenantTables: string[];

  const rowsOf = (result: unknown) =>
    ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<Record<string, string>>;

  /** A digest of every row the first company owns, to show a refused request changed nothing. */
  async function fingerprint(): Promise<Record<string, string>> {
    const companyId = admin.company.id;
    const digest: Record<string, string> = {};
    for (const table of tenantTables) {
      const result = await t.app.db.execute(
        sql.raw(
          `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t where company_id = '${companyId}'`,
        ),
      );
      digest[table] = rowsOf(result)[0]!.digest!;
    }
    const company = await t.app.db.execute(
      sql`select md5(c::text) as digest from companies c where id = ${companyId}`,
    );
    digest.companies = rowsOf(company)[0]!.digest!;
    return digest;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const tables = await t.app.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'company_id' and table_schema = current_schema() order by table_name`,
    );
    tenantTables = rowsOf(tables)
      .map((row) => row.table_name!)
      .filter((table) => !NOT_FINGERPRINTED.has(table));
    admin = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    employee = await signedInUser(t.app, { role: null }, admin.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    const companyId = admin.company.id;
    const db = t.app.db;

    // One record of every kind the routes address, all in the first company.
    const person = await createUser(db, companyId, { role: null });
    const department = await createDepartment(db, companyId);
    const location = await createLocation(db, companyId);
    const group = await createGroup(db, companyId, {}, [person.id]);
    const role = await createCompanyRole(db, companyId);
    const attribute = await t.app.inject({
      method: 'POST',
      url: '/api/admin/attributes',
      headers: admin.headers,
      payload: { label: 'Shirt size', type: 'text' },
    });
    expect(attribute.statusCode).toBe(201);
    const attributeId = attribute.json().data.id as string;
    const upload = multipart([fileField(PNG, 'logo.png', 'image/png')]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...admin.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(file.statusCode).toBe(201);
    const fileId = file.json().data.id as string;
    const notification = await notify(db, { companyId, userId: admin.user.id, title: 'Hello' });
    const audit = rowsOf(
      await db.execute(sql`select id from audit_events where company_id = ${companyId} limit 1`),
    )[0]!;

    const reason = await t.app.inject({
      method: 'POST',
      url: '/api/configuration/close-reasons',
      headers: admin.headers,
      payload: { name: 'Position filled' },
    });
    expect(reason.statusCode).toBe(201);
    const reasonId = reason.json().data.id as string;
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: admin.headers,
      payload: { name: 'Backend Engineer', openings: [{}] },
    });
    expect(job.statusCode).toBe(201);
    const jobId = job.json().data.id as string;
    const board = await t.app.inject({
      method: 'POST',
      url: '/api/configuration/job-boards',
      headers: admin.headers,
      payload: { name: 'Careers', slug: `matrix-${Date.now()}` },
    });
    expect(board.statusCode).toBe(201);
    const boardId = board.json().data.id as string;
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobId}/posts`,
      headers: admin.headers,
      payload: { boardId, title: 'Backend Engineer' },
    });
    expect(post.statusCode).toBe(201);
    const postId = post.json().data.id as string;
    const postPayload = { boardId, title: 'Hijacked' };
    const apiKey = await t.app.inject({
      method: 'POST',
      url: '/api/configuration/dev-center/api-keys',
      headers: admin.headers,
      payload: { name: 'Website' },
    });
    expect(apiKey.statusCode).toBe(201);
    const apiKeyId = apiKey.json().data.id as string;
    const emailTemplate = {
      name: 'Thanks',
      type: 'general',
      subject: 'Hello {{CANDIDATE_FIRST_NAME}}',
      bodyHtml: '<p>Hi</p>',
    };
    const emailTemplateId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/configuration/email-templates',
        headers: admin.headers,
        payload: emailTemplate,
      })
    ).json().data.id as string;
    const taskId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/tasks`,
        headers: admin.headers,
        payload: { title: 'Book rooms' },
      })
    ).json().data.id as string;
    const candidateForm = { name: 'Form', questions: [{ label: 'Q', type: 'short_text' }] };
    const candidateFormId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${jobId}/forms`,
        headers: admin.headers,
        payload: candidateForm,
      })
    ).json().data.id as string;
    const customField = { name: 'Region', type: 'text' };
    const customFieldId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/configuration/custom-fields/jobs',
        headers: admin.headers,
        payload: customField,
      })
    ).json().data.id as string;
    const offerTemplate = { name: 'Offer', bodyHtml: '<p>{{SALARY}}</p>' };
    const offerTemplateId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/configuration/offer-templates',
        headers: admin.headers,
        payload: offerTemplate,
      })
    ).json().data.id as string;
    const outsiderReason = await t.app.inject({
      method: 'POST',
      url: '/api/configuration/close-reasons',
      headers: outsider.headers,
      payload: { name: 'Their reason' },
    });
    const outsiderReasonId = outsiderReason.json().data.id as string;

    const hijack = { name: 'Hijacked' };
    aims = new Map<string, Aim>([
      ['GET /api/admin/attributes/:id', { url: `/api/admin/attributes/${attributeId}` }],
      [
        'PUT /api/admin/attributes/:id',
        { url: `/api/admin/attributes/${attributeId}`, payload: { label: 'Hijacked' } },
      ],
      ['POST /api/admin/attributes/:id/archive', { url: `/api/admin/attributes/${attributeId}/archive` }],
      ['POST /api/admin/attributes/:id/restore', { url: `/api/admin/attributes/${attributeId}/restore` }],
      ['GET /api/admin/audit-events/:id', { url: `/api/admin/audit-events/${audit.id}` }],
      ['GET /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}` }],
      ['PUT /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}`, payload: hijack }],
      ['DELETE /api/admin/departments/:id', { url: `/api/admin/departments/${department.id}` }],
      [
        'PUT /api/admin/departments/:id/head',
        { url: `/api/admin/departments/${department.id}/head`, payload: { headUserId: null } },
      ],
      ['GET /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}` }],
      ['PUT /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}`, payload: hijack }],
      ['DELETE /api/admin/groups/:id', { url: `/api/admin/groups/${group.id}` }],
      ['GET /api/admin/groups/:id/members', { url: `/api/admin/groups/${group.id}/members` }],
      [
        'POST /api/admin/groups/:id/members',
        { url: `/api/admin/groups/${group.id}/members`, payload: { userIds: [outsider.user.id] } },
      ],
      [
        'DELETE /api/admin/groups/:id/members/:userId',
        { url: `/api/admin/groups/${group.id}/members/${person.id}` },
      ],
      ['GET /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}` }],
      ['PUT /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}`, payload: hijack }],
      ['DELETE /api/admin/locations/:id', { url: `/api/admin/locations/${location.id}` }],
      ['GET /api/roles/:id', { url: `/api/roles/${role.id}` }],
      ['PUT /api/roles/:id', { url: `/api/roles/${role.id}`, payload: { ...hijack, permissions: [] } }],
      ['DELETE /api/roles/:id', { url: `/api/roles/${role.id}` }],
      ['GET /api/users/:id', { url: `/api/users/${person.id}` }],
      ['PUT /api/users/:id', { url: `/api/users/${person.id}`, payload: { jobTitle: 'Hijacked' } }],
      ['POST /api/users/:id/activate', { url: `/api/users/${person.id}/activate` }],
      ['POST /api/users/:id/deactivate', { url: `/api/users/${person.id}/deactivate` }],
      ['POST /api/users/:id/resend-invite', { url: `/api/users/${person.id}/resend-invite` }],
      ['POST /api/users/:id/reset-password', { url: `/api/users/${person.id}/reset-password` }],
      ['GET /api/files/:id', { url: `/api/files/${fileId}` }],
      ['PATCH /api/notifications/:id/read', { url: `/api/notifications/${notification.id}/read` }],
      ['GET /api/jobs/:id', { url: `/api/jobs/${jobId}` }],
      ['PUT /api/jobs/:id', { url: `/api/jobs/${jobId}`, payload: { name: 'Hijacked', openings: [{}] } }],
      ['POST /api/jobs/:id/open', { url: `/api/jobs/${jobId}/open` }],
      ['GET /api/configuration/job-boards/:id', { url: `/api/configuration/job-boards/${boardId}` }],
      [
        'PUT /api/configuration/job-boards/:id',
        {
          url: `/api/configuration/job-boards/${boardId}`,
          payload: { name: 'Hijacked', slug: `hijacked-${Date.now()}` },
        },
      ],
      ['DELETE /api/configuration/job-boards/:id', { url: `/api/configuration/job-boards/${boardId}` }],
      ['GET /api/jobs/:id/notifications', { url: `/api/jobs/${jobId}/notifications` }],
      [
        'PUT /api/jobs/:id/notifications',
        { url: `/api/jobs/${jobId}/notifications`, payload: { stuckAfterDays: 3 } },
      ],
      ['GET /api/jobs/:id/kickoff', { url: `/api/jobs/${jobId}/kickoff` }],
      [
        'PUT /api/jobs/:id/kickoff',
        { url: `/api/jobs/${jobId}/kickoff`, payload: { responsibilities: 'Hijacked' } },
      ],
      ['GET /api/jobs/:id/activity', { url: `/api/jobs/${jobId}/activity` }],
      ['GET /api/jobs/:id/applications', { url: `/api/jobs/${jobId}/applications` }],
      ['GET /api/jobs/:id/pipeline', { url: `/api/jobs/${jobId}/pipeline` }],
      ['GET /api/jobs/:id/posts', { url: `/api/jobs/${jobId}/posts` }],
      ['GET /api/jobs/:id/approvals', { url: `/api/jobs/${jobId}/approvals` }],
      [
        'PUT /api/configuration/custom-fields/jobs/:id',
        { url: `/api/configuration/custom-fields/jobs/${customFieldId}`, payload: customField },
      ],
      [
        'DELETE /api/configuration/custom-fields/jobs/:id',
        { url: `/api/configuration/custom-fields/jobs/${customFieldId}` },
      ],
      [
        'POST /api/configuration/custom-fields/jobs/:id/archive',
        { url: `/api/configuration/custom-fields/jobs/${customFieldId}/archive` },
      ],
      [
        'POST /api/configuration/custom-fields/jobs/:id/restore',
        { url: `/api/configuration/custom-fields/jobs/${customFieldId}/restore` },
      ],
      ['GET /api/jobs/:id/scorecard', { url: `/api/jobs/${jobId}/scorecard` }],
      ['PUT /api/jobs/:id/scorecard', { url: `/api/jobs/${jobId}/scorecard`, payload: { categories: [] } }],
      ['GET /api/jobs/:id/forms', { url: `/api/jobs/${jobId}/forms` }],
      ['POST /api/jobs/:id/forms', { url: `/api/jobs/${jobId}/forms`, payload: candidateForm }],
      [
        'PUT /api/jobs/:id/forms/:formId',
        { url: `/api/jobs/${jobId}/forms/${candidateFormId}`, payload: candidateForm },
      ],
      ['DELETE /api/jobs/:id/forms/:formId', { url: `/api/jobs/${jobId}/forms/${candidateFormId}` }],
      ['GET /api/jobs/:id/stage-transitions', { url: `/api/jobs/${jobId}/stage-transitions` }],
      [
        'PUT /api/jobs/:id/stage-transitions',
        { url: `/api/jobs/${jobId}/stage-transitions`, payload: { rules: [] } },
      ],
      ['GET /api/jobs/:id/tasks', { url: `/api/jobs/${jobId}/tasks` }],
      ['POST /api/jobs/:id/tasks', { url: `/api/jobs/${jobId}/tasks`, payload: { title: 'Hijacked' } }],
      [
        'PUT /api/jobs/:id/tasks/:taskId',
        { url: `/api/jobs/${jobId}/tasks/${taskId}`, payload: { title: 'Hijacked' } },
      ],
      [
        'PUT /api/jobs/:id/tasks/:taskId/status',
        { url: `/api/jobs/${jobId}/tasks/${taskId}/status`, payload: { done: true } },
      ],
      ['DELETE /api/jobs/:id/tasks/:taskId', { url: `/api/jobs/${jobId}/tasks/${taskId}` }],
      ['GET /api/jobs/:id/referrals', { url: `/api/jobs/${jobId}/referrals` }],
      [
        'POST /api/jobs/:id/referrals',
        {
          url: `/api/jobs/${jobId}/referrals`,
          payload: { firstName: 'A', lastName: 'B', email: 'a@b.test' },
        },
      ],
      [
        'GET /api/configuration/email-templates/:id',
        { url: `/api/configuration/email-templates/${emailTemplateId}` },
      ],
      [
        'PUT /api/configuration/email-templates/:id',
        { url: `/api/configuration/email-templates/${emailTemplateId}`, payload: emailTemplate },
      ],
      [
        'DELETE /api/configuration/email-templates/:id',
        { url: `/api/configuration/email-templates/${emailTemplateId}` },
      ],
      [
        'GET /api/configuration/offer-templates/:id',
        { url: `/api/configuration/offer-templates/${offerTemplateId}` },
      ],
      [
        'PUT /api/configuration/offer-templates/:id',
        { url: `/api/configuration/offer-templates/${offerTemplateId}`, payload: offerTemplate },
      ],
      [
        'DELETE /api/configuration/offer-templates/:id',
        { url: `/api/configuration/offer-templates/${offerTemplateId}` },
      ],
      [
        'DELETE /api/configuration/dev-center/api-keys/:id',
        { url: `/api/configuration/dev-center/api-keys/${apiKeyId}` },
      ],
      ['GET /api/jobs/:id/interview-plan', { url: `/api/jobs/${jobId}/interview-plan` }],
      [
        'PUT /api/jobs/:id/interview-plan',
        { url: `/api/jobs/${jobId}/interview-plan`, payload: { stages: [] } },
      ],
      ['POST /api/jobs/:id/approvals', { url: `/api/jobs/${jobId}/approvals` }],
      [
        'PUT /api/jobs/:id/approval-flow',
        { url: `/api/jobs/${jobId}/approval-flow`, payload: { groups: [] } },
      ],
      ['DELETE /api/jobs/:id/approval-flow', { url: `/api/jobs/${jobId}/approval-flow` }],
      [
        'POST /api/jobs/:id/approvals/:requestId/decisions',
        {
          url: `/api/jobs/${jobId}/approvals/00000000-0000-4000-8000-000000000000/decisions`,
          payload: { decision: 'approved' },
        },
      ],
      ['POST /api/jobs/:id/posts', { url: `/api/jobs/${jobId}/posts`, payload: postPayload }],
      ['GET /api/jobs/:id/posts/:postId', { url: `/api/jobs/${jobId}/posts/${postId}` }],
      [
        'PUT /api/jobs/:id/posts/:postId',
        { url: `/api/jobs/${jobId}/posts/${postId}`, payload: postPayload },
      ],
      ['DELETE /api/jobs/:id/posts/:postId', { url: `/api/jobs/${jobId}/posts/${postId}` }],
      [
        'PUT /api/jobs/:id/posts/:postId/status',
        { url: `/api/jobs/${jobId}/posts/${postId}/status`, payload: { live: true } },
      ],
      ['GET /api/jobs/:id/hiring-team', { url: `/api/jobs/${jobId}/hiring-team` }],
      [
        'PUT /api/jobs/:id/hiring-team',
        {
          url: `/api/jobs/${jobId}/hiring-team`,
          payload: { members: [{ userId: person.id, role: 'sourcer' }] },
        },
      ],
      ['POST /api/jobs/:id/copy', { url: `/api/jobs/${jobId}/copy`, payload: { name: 'Hijacked' } }],
      [
        'POST /api/jobs/:id/close',
        { url: `/api/jobs/${jobId}/close`, payload: { closeReasonId: outsiderReasonId } },
      ],
      ['POST /api/jobs/:id/reopen', { url: `/api/jobs/${jobId}/reopen` }],
      ['PUT /api/jobs/:id/follow', { url: `/api/jobs/${jobId}/follow` }],
      ['DELETE /api/jobs/:id/follow', { url: `/api/jobs/${jobId}/follow` }],
      [
        'PUT /api/configuration/close-reasons/:id',
        { url: `/api/configuration/close-reasons/${reasonId}`, payload: hijack },
      ],
      [
        'DELETE /api/configuration/close-reasons/:id',
        { url: `/api/configuration/close-reasons/${reasonId}` },
      ],
    ]);
  });
  afterAll(() => t.close());

  const routes = () => sortRoutes(t.app.declaredRoutes as readonly Route[]);
  const call = (route: Route, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    t.app.inject({
      method: route.method as 'GET',
      url,
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: (payload ?? {}) as object }),
    });
  // Any id will do for the 401 and 403 checks: both answer before the route looks anything up.
  const anyUrl = (route: Route) => route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');

  it('is committed as JSON, generated from the route declarations', async () => {
    const matrix = routes().map(({ method, url, access, permission }) => ({
      method,
      url,
      access,
      permission: permission ?? null,
    }));
    await expect(`${JSON.stringify(matrix, null, 2)}\n`).toMatchFileSnapshot(
      '../../../../docs/authorization-matrix.json',
    );
  });

  it('refuses every signed-in route to an anonymous caller with 401', async () => {
    const answers: string[] = [];
    for (const route of routes().filter((candidate) => candidate.access === 'authenticated')) {
      const response = await call(route, anyUrl(route));
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 401'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
  });

  it('refuses every permission-guarded route with 403 to a colleague without the permission', async () => {
    const guarded = routes().filter((route) => route.permission);
    // The employee's grants hold none of the permissions the routes need; if that changes, pick
    // another caller for that route rather than letting it pass unchecked.
    expect(guarded.filter((route) => NO_ROLE_GRANTS.has(route.permission as PermissionId))).toEqual([]);
    const answers: string[] = [];
    for (const route of guarded) {
      const response = await call(route, anyUrl(route), employee.headers);
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 403'))).toEqual([]);
    expect(answers.length).toBeGreaterThan(40);
  });

  it("answers 404 to another company's admin for every record of this company, and changes nothing", async () => {
    const addressed = routes().filter(
      (route) => route.access === 'authenticated' && route.url.includes('/:'),
    );
    const missing = addressed.map((route) => `${route.method} ${route.url}`).filter((key) => !aims.has(key));
    expect(missing.map((key) => `add a fixture for ${key}`)).toEqual([]);

    const before = await fingerprint();
    const answers: string[] = [];
    for (const route of addressed) {
      const aim = aims.get(`${route.method} ${route.url}`)!;
      const response = await call(route, aim.url, outsider.headers, aim.payload);
      answers.push(`${route.method} ${route.url} ${response.statusCode}`);
    }
    expect(answers.filter((line) => !line.endsWith(' 404'))).toEqual([]);
    expect(await fingerprint()).toEqual(before);

    // The same requests from the company's own admin do reach the records: the 404s above are the
    // company boundary, not broken fixtures. Reads only, so the sweep stays repeatable.
    for (const route of addressed.filter((candidate) => candidate.method === 'GET')) {
      const aim = aims.get(`${route.method} ${route.url}`)!;
      expect(`${route.url} ${(await call(route, aim.url, admin.headers)).statusCode}`).toBe(
        `${route.url} 200`,
      );
    }
  });
});
