import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  PERFORMANCE_REPORT_KINDS,
  PERFORMANCE_REPORT_LABELS,
  feedbackReportSchema,
  goalsReportSchema,
  oneOnOneReportSchema,
  performanceReportFiltersSchema,
  type PerformanceReportFilters,
  type PerformanceReportKind,
} from '@atrium/shared/schemas/performance/reports';
import type { DbOrTx } from '../../../db/client.ts';
import { requireAuth, type AuthContext } from '../../../plugins/auth.ts';
import { reportCsv } from './reports-export.ts';
import * as service from './reports.service.ts';

const tags = ['performance'];

const REPORTS: Record<
  PerformanceReportKind,
  {
    summary: string;
    permission: PermissionId;
    schema: z.ZodType;
    read: (db: DbOrTx, auth: AuthContext, filters: PerformanceReportFilters) => Promise<unknown>;
  }
> = {
  'one-on-ones': {
    summary: '1-on-1s held per week, and per manager how many reports they meet and how regularly',
    permission: 'prf.module.reports.one_on_one.view',
    schema: oneOnOneReportSchema,
    read: service.oneOnOneReport,
  },
  feedback: {
    summary: 'Feedback given per week, given and received by department, praise by value, and requests',
    permission: 'prf.module.reports.feedback.view',
    schema: feedbackReportSchema,
    read: service.feedbackReport,
  },
  goals: {
    summary: 'Goals by department: how many, their average progress and their statuses',
    permission: 'prf.module.reports.goals.view',
    schema: goalsReportSchema,
    read: service.goalsReport,
  },
};

/** Performance → reports (issue 21 item 6): each report, and its main table as CSV. */
export const performanceReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of PERFORMANCE_REPORT_KINDS) {
    const report = REPORTS[kind];
    // Typed once: a literal with the catalogue's whole union is too wide for TypeScript to infer twice.
    const guarded: FastifyContextConfig = { access: 'authenticated', permission: report.permission };
    app.get(
      `/performance/reports/${kind}`,
      {
        config: guarded,
        schema: {
          tags,
          summary: report.summary,
          querystring: performanceReportFiltersSchema,
          response: { 200: envelope(report.schema) },
        },
      },
      async (request) => ({
        message: PERFORMANCE_REPORT_LABELS[kind],
        data: await report.read(app.db, requireAuth(request), request.query),
      }),
    );

    app.get(
      `/performance/reports/${kind}/export.csv`,
      {
        config: guarded,
        schema: {
          tags,
          summary: `${report.summary}, the main table as a CSV file`,
          querystring: performanceReportFiltersSchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const csv = await reportCsv(app.db, requireAuth(request), kind, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="performance-${kind}-${day}.csv"`)
          .send(csv);
      },
    );
  }
};
