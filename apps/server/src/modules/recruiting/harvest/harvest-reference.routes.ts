import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { rejectionReasonTypeOf } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { richTextToText } from '@atrium/shared/rich-text/sanitize';
import { jobs, users } from '../../../db/schema/index.ts';
import { userRef } from './harvest-candidates.service.ts';
import { companyOf, HarvestError, pageLinks } from './harvest-http.ts';
import {
  harvestDepartmentSchema,
  harvestEmailTemplateSchema,
  harvestJobSchema,
  harvestJobStageSchema,
  harvestNamedTypeSchema,
  harvestOfficeSchema,
  harvestUserSchema,
  sourceIdOf,
  sourceTypeOf,
  stableIdOf,
} from './harvest-objects.ts';
import { harvestIdParam, harvestPageQuery, windowOfQuery } from './harvest-query.ts';
import * as repository from './harvest-reference.repository.ts';
import { uuidOf, windowOf } from './harvest.repository.ts';
import { harvestCustomFieldsOf, NO_CUSTOM_FIELDS } from './harvest-custom-fields.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const SITE_ADMINS = new Set(['SUPER_ADMIN', 'COMPANY_ADMIN', 'ADMIN']);
type Db = Parameters<typeof repository.departmentRows>[0];

/** Departments and offices with their integer ids, as the job and user objects nest them. */
async function organisation(db: Db, companyId: string) {
  const [departmentRows, officeRows] = await Promise.all([
    repository.departmentRows(db, companyId),
    repository.officeRows(db, companyId),
  ]);
  const departmentIds = new Map(departmentRows.map((row) => [row.id, row.publicId]));
  const departments = new Map(
    departmentRows.map((row) => [
      row.id,
      {
        id: row.publicId,
        name: row.name,
        parent_id: row.parentId ? (departmentIds.get(row.parentId) ?? null) : null,
        parent_department_external_id: null,
        child_ids: departmentRows.filter((child) => child.parentId === row.id).map((child) => child.publicId),
        child_department_external_ids: [],
        external_id: null,
      },
    ]),
  );
  const offices = new Map(
    officeRows.map((row) => [
      row.id,
      {
        id: row.publicId,
        name: row.name,
        location: { name: [row.city, row.country].filter(Boolean).join(', ') },
        primary_contact_user_id: null,
        parent_id: null,
        parent_office_external_id: null,
        child_ids: [],
        child_office_external_ids: [],
        external_id: null,
      },
    ]),
  );
  return { departments, offices };
}

const pageOf = <T>(items: T[], query: { page: number; per_page: number }) =>
  items.slice((query.page - 1) * query.per_page, query.page * query.per_page);

export const harvestReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const withLinks = (
    request: Parameters<typeof pageLinks>[0],
    reply: { header(name: string, value: string): unknown },
    query: { page: number; per_page: number },
    total: number,
  ) => {
    const link = pageLinks(request, app.config.publicUrl, {
      page: query.page,
      perPage: query.per_page,
      total,
      hasMore: query.page * query.per_page < total,
    });
    if (link) reply.header('link', link);
  };

  async function harvestJobs(companyId: string, rows: Array<typeof jobs.$inferSelect>) {
    const ids = rows.map((row) => row.id);
    const [{ departments, offices }, extras, jobFields] = await Promise.all([
      organisation(app.db, companyId),
      repository.jobExtras(app.db, companyId, ids),
      harvestCustomFieldsOf(app.db, companyId, 'job', ids),
    ]);
    return rows.map((job) => {
      const team = (role: string) =>
        extras.team
          .filter((member) => member.jobId === job.id && member.role === role)
          .map((member) => ({ ...userRef(member), responsible: member.responsible }));
      return {
        id: job.publicId,
        name: job.name,
        requisition_id: job.requisitionId,
        notes: null,
        confidential: false,
        status: job.status,
        created_at: job.createdAt.toISOString(),
        opened_at: job.openedAt?.toISOString() ?? null,
        closed_at: job.closedAt?.toISOString() ?? null,
        updated_at: job.updatedAt.toISOString(),
        is_template: false,
        copied_from_id: null,
        departments:
          job.departmentId && departments.has(job.departmentId) ? [departments.get(job.departmentId)!] : [],
        offices: extras.offices
          .filter((office) => office.jobId === job.id)
          .flatMap((office) => (offices.has(office.locationId) ? [offices.get(office.locationId)!] : [])),
        hiring_team: {
          hiring_managers: team('hiring_manager'),
          recruiters: team('recruiter'),
          coordinators: team('coordinator'),
          sourcers: team('sourcer'),
        },
        openings: extras.openings
          .filter((opening) => opening.jobId === job.id)
          .map((opening) => ({ id: stableIdOf(`opening:${opening.id}`) })),
        ...(jobFields.get(job.id) ?? NO_CUSTOM_FIELDS),
      };
    });
  }

  app.get(
    '/jobs',
    {
      config: access('GET /v1/jobs'),
      schema: {
        tags,
        summary: 'Harvest: list jobs',
        querystring: harvestPageQuery.extend({
          status: z
            .enum(['open', 'closed', 'draft'], { error: 'Must be one of: open, closed, draft' })
            .optional(),
        }),
        response: { 200: z.array(harvestJobSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const query = request.query;
      const where = and(
        sql`true`,
        query.status ? eq(jobs.status, query.status) : undefined,
        ...windowOf(jobs.createdAt, jobs.updatedAt, windowOfQuery(query)),
      )!;
      const [rows, total] = await Promise.all([
        repository.jobRows(app.db, companyId, where, query.per_page, (query.page - 1) * query.per_page),
        repository.countJobs(app.db, companyId, where),
      ]);
      withLinks(request, reply, query, total);
      return harvestJobs(companyId, rows);
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: access('GET /v1/jobs/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a job',
        params: harvestIdParam,
        response: { 200: harvestJobSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await repository.jobRows(app.db, companyId, eq(jobs.publicId, request.params.id), 1);
      if (rows.length === 0) throw new HarvestError(404, 'Resource not found');
      return (await harvestJobs(companyId, rows))[0]!;
    },
  );

  app.get(
    '/jobs/:id/stages',
    {
      config: access('GET /v1/jobs/:id/stages'),
      schema: {
        tags,
        summary: "Harvest: a job's stages, in order",
        params: harvestIdParam,
        response: { 200: z.array(harvestJobStageSchema) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const jobId = await uuidOf(app.db, jobs, companyId, request.params.id);
      if (!jobId) throw new HarvestError(404, 'Resource not found');
      const [stages, interviews] = await Promise.all([
        repository.stageRows(app.db, companyId, jobId),
        repository.interviewRows(app.db, companyId, jobId),
      ]);
      return stages.map(({ stage, jobPublicId }) => ({
        id: stage.publicId,
        name: stage.name,
        created_at: stage.createdAt.toISOString(),
        updated_at: stage.createdAt.toISOString(),
        job_id: jobPublicId,
        priority: stage.position,
        active: true,
        interviews: interviews
          .filter((interview) => interview.stageId === stage.id)
          .map((interview) => ({ id: stableIdOf(`interview:${interview.id}`), name: interview.name })),
      }));
    },
  );

  async function harvestUsers(companyId: string, rows: Array<typeof users.$inferSelect>) {
    const { departments, offices } = await organisation(app.db, companyId);
    return rows.map((user) => ({
      id: user.publicId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      first_name: user.firstName,
      last_name: user.lastName,
      primary_email_address: user.email,
      updated_at: user.updatedAt.toISOString(),
      created_at: user.createdAt.toISOString(),
      disabled: user.status === 'inactive',
      site_admin: user.role !== null && SITE_ADMINS.has(user.role),
      emails: [user.email],
      employee_id: null,
      linked_candidate_ids: [],
      offices: user.locationId && offices.has(user.locationId) ? [offices.get(user.locationId)!] : [],
      departments:
        user.departmentId && departments.has(user.departmentId) ? [departments.get(user.departmentId)!] : [],
      custom_fields: {},
      keyed_custom_fields: {},
    }));
  }

  app.get(
    '/users',
    {
      config: access('GET /v1/users'),
      schema: {
        tags,
        summary: "Harvest: list the organization's users (filter by email)",
        querystring: harvestPageQuery.extend({ email: z.string().trim().max(320).optional() }),
        response: { 200: z.array(harvestUserSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const query = request.query;
      const where = query.email ? sql`lower(${users.email}) = ${query.email.toLowerCase()}` : sql`true`;
      const [rows, total] = await Promise.all([
        repository.userRows(app.db, companyId, where, query.per_page, (query.page - 1) * query.per_page),
        repository.countUsers(app.db, companyId, where),
      ]);
      withLinks(request, reply, query, total);
      return harvestUsers(companyId, rows);
    },
  );

  app.get(
    '/users/:id',
    {
      config: access('GET /v1/users/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a user',
        params: harvestIdParam,
        response: { 200: harvestUserSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await repository.userRows(
        app.db,
        companyId,
        and(eq(users.publicId, request.params.id))!,
        1,
      );
      if (rows.length === 0) throw new HarvestError(404, 'Resource not found');
      return (await harvestUsers(companyId, rows))[0]!;
    },
  );

  const listQuery = harvestPageQuery.pick({ per_page: true, page: true });

  app.get(
    '/departments',
    {
      config: access('GET /v1/departments'),
      schema: {
        tags,
        summary: "Harvest: the organization's departments",
        querystring: listQuery,
        response: { 200: z.array(harvestDepartmentSchema) },
      },
    },
    async (request, reply) => {
      const all = [...(await organisation(app.db, companyOf(request))).departments.values()];
      withLinks(request, reply, request.query, all.length);
      return pageOf(all, request.query);
    },
  );

  app.get(
    '/offices',
    {
      config: access('GET /v1/offices'),
      schema: {
        tags,
        summary: "Harvest: the organization's offices",
        querystring: listQuery,
        response: { 200: z.array(harvestOfficeSchema) },
      },
    },
    async (request, reply) => {
      const all = [...(await organisation(app.db, companyOf(request))).offices.values()];
      withLinks(request, reply, request.query, all.length);
      return pageOf(all, request.query);
    },
  );

  app.get(
    '/sources',
    {
      config: access('GET /v1/sources'),
      schema: {
        tags,
        summary: 'Harvest: the sources applications came from',
        querystring: listQuery,
        response: { 200: z.array(harvestNamedTypeSchema) },
      },
    },
    async (request, reply) => {
      const all = (await repository.sourceNames(app.db, companyOf(request))).map((name) => ({
        id: sourceIdOf(name),
        name,
        type: sourceTypeOf(name),
      }));
      withLinks(request, reply, request.query, all.length);
      return pageOf(all, request.query);
    },
  );

  app.get(
    '/rejection_reasons',
    {
      config: access('GET /v1/rejection_reasons'),
      schema: {
        tags,
        summary: "Harvest: the organization's rejection reasons",
        querystring: listQuery,
        response: { 200: z.array(harvestNamedTypeSchema) },
      },
    },
    async (request, reply) => {
      const all = (await repository.reasonRows(app.db, companyOf(request))).map((reason) => ({
        id: reason.publicId,
        name: reason.name,
        type: { ...rejectionReasonTypeOf(reason.typeId) },
      }));
      withLinks(request, reply, request.query, all.length);
      return pageOf(all, request.query);
    },
  );

  app.get(
    '/email_templates',
    {
      config: access('GET /v1/email_templates'),
      schema: {
        tags,
        summary: "Harvest: the organization's email templates",
        querystring: listQuery,
        response: { 200: z.array(harvestEmailTemplateSchema) },
      },
    },
    async (request, reply) => {
      const all = (await repository.templateRows(app.db, companyOf(request))).map((row) => ({
        id: row.template.publicId,
        name: row.template.name,
        description: null,
        html_body: row.template.bodyHtml,
        body: richTextToText(row.template.bodyHtml),
        from: null,
        cc: [],
        type: row.template.type,
        created_at: row.template.createdAt.toISOString(),
        updated_at: row.template.updatedAt.toISOString(),
        user:
          row.userPublicId !== null && row.userFirstName !== null
            ? userRef({
                publicId: row.userPublicId,
                firstName: row.userFirstName,
                lastName: row.userLastName ?? '',
              })
            : null,
        default: row.template.isDefault,
      }));
      withLinks(request, reply, request.query, all.length);
      return pageOf(all, request.query);
    },
  );
};
