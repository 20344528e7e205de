import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, paged } from '@atrium/shared/schemas/platform/api';
import {
  auditEventSchema,
  auditExportQuerySchema,
  auditQuerySchema,
} from '@atrium/shared/schemas/admin/audit';
import { requireAuth } from '../../../plugins/auth.ts';
import { auditEventDetail, auditTrail, exportAuditTrail } from '../../platform/audit/audit-trail.service.ts';

/** The company's audit trail for its admins: read and export only; nothing here can change a row. */
export const auditTrailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-events',
    {
      config: { access: 'authenticated', permission: 'sso.admin.audit.event.view' },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail: filter by actor, action, target type, outcome and dates',
        querystring: auditQuerySchema,
        response: { 200: envelope(paged(auditEventSchema)) },
      },
    },
    async (request) => ({
      message: 'Audit events',
      data: await auditTrail(app.db, requireAuth(request).companyId, request.query),
    }),
  );

  app.get(
    '/admin/audit-events/export',
    {
      config: { access: 'authenticated', permission: 'sso.admin.audit.event.export' },
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit trail as a CSV or JSON file',
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const body = await exportAuditTrail(app.db, requireAuth(request).companyId, query, format);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        )
        .header('content-disposition', `attachment; filename="audit-trail-${day}.${format}"`)
        .send(body);
    },
  );

  app.get(
    '/admin/audit-events/:id',
    {
      config: { access: 'authenticated', permission: 'sso.admin.audit.event.view' },
      schema: {
        tags: ['audit'],
        summary: 'One audit event with its before and after',
        params: idParamSchema,
        response: { 200: envelope(auditEventSchema) },
      },
    },
    async (request) => ({
      message: 'Audit event',
      data: await auditEventDetail(app.db, requireAuth(request).companyId, request.params.id),
    }),
  );
};
