import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  REPORT_KINDS,
  REPORT_LABELS,
  feedbackReportSchema,
  hiresByMonthRowSchema,
  reportFiltersSchema,
  signatureStatusRowSchema,
  taskByAssigneeRowSchema,
  taskByTemplateRowSchema,
  type ReportFilters,
  type ReportKind,
} from '@atrium/shared/schemas/onboarding/reports';
import type { DbOrTx } from '../../../db/client.ts';
import { requireAuth, type AuthContext } from '../../../plugins/auth.ts';
import { reportCsv } from './reports-export.ts';
import * as service from './reports.service.ts';

const tags = ['onboarding'];

const REPORTS: Record<
  ReportKind,
  {
    summary: string;
    schema: z.ZodType;
    read: (db: DbOrTx, auth: AuthContext, f: ReportFilters) => Promise<unknown>;
  }
> = {
  'tasks-by-template': {
    summary: 'Task completion and time to complete by task of the plan',
    schema: z.array(taskByTemplateRowSchema),
    read: service.tasksByTemplate,
  },
  'tasks-by-assignee': {
    summary: 'Task completion and time to complete by assignee',
    schema: z.array(taskByAssigneeRowSchema),
    read: service.tasksByAssignee,
  },
  'e-signature': {
    summary: 'Documents sent for signature by template and state',
    schema: z.array(signatureStatusRowSchema),
    read: service.signatureStatus,
  },
  'hires-by-month': {
    summary: 'New hires by start month and state',
    schema: z.array(hiresByMonthRowSchema),
    read: service.hiresByMonth,
  },
  feedback: {
    summary: "New hires' feedback: the average rating of each question, and the written answers",
    schema: feedbackReportSchema,
    read: service.feedbackAnswers,
  },
};

/** Onboarding reports (issue 20, item 8), each over the hires the filters keep, and as CSV. */
export const onboardingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REPORT_KINDS) {
    const report = REPORTS[kind];
    app.get(
      `/onboarding/reports/${kind}`,
      {
        config: { access: 'authenticated', permission: 'onb.module.reports.report.view' },
        schema: {
          tags,
          summary: report.summary,
          querystring: reportFiltersSchema,
          response: { 200: envelope(report.schema) },
        },
      },
      async (request) => ({
        message: REPORT_LABELS[kind],
        data: await report.read(app.db, requireAuth(request), request.query),
      }),
    );

    app.get(
      `/onboarding/reports/${kind}/export.csv`,
      {
        config: { access: 'authenticated', permission: 'onb.module.reports.report.export' },
        schema: {
          tags,
          summary: `${report.summary}, as a CSV file`,
          querystring: reportFiltersSchema,
          produces: ['text/csv'],
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const csv = await reportCsv(app.db, requireAuth(request), kind, request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="onboarding-${kind}-${day}.csv"`)
          .send(csv);
      },
    );
  }
};
