import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  onboardingDashboardSchema,
  overdueByAssigneeSchema,
  signaturesWaitingSchema,
} from '@atrium/shared/schemas/onboarding/reports';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './dashboard.service.ts';

const tags = ['onboarding'];

/** The Onboarding dashboard's cards, each behind the permission of what it shows. */
export const onboardingDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/dashboard',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: {
        tags,
        summary: 'Upcoming starts, hires in progress with their completion, tasks done and due per week',
        response: { 200: envelope(onboardingDashboardSchema) },
      },
    },
    async (request) => ({
      message: 'Onboarding dashboard',
      data: await service.dashboard(app.db, requireAuth(request)),
    }),
  );

  app.get(
    '/onboarding/dashboard/overdue',
    {
      // Everyone's tasks, person by person: what My tasks shows with task.view.all.
      config: { access: 'authenticated', permission: 'onb.module.tasks.task.view.all' },
      schema: {
        tags,
        summary: 'Who has how many open overdue onboarding tasks',
        response: { 200: envelope(overdueByAssigneeSchema) },
      },
    },
    async (request) => ({
      message: 'Overdue tasks by assignee',
      data: await service.overdueByAssignee(app.db, requireAuth(request)),
    }),
  );

  app.get(
    '/onboarding/dashboard/signatures',
    {
      config: { access: 'authenticated', permission: 'onb.module.e_signature.request.view' },
      schema: {
        tags,
        summary: 'Documents waiting for a signature or a counter-signature, the longest waiting first',
        response: { 200: envelope(signaturesWaitingSchema) },
      },
    },
    async (request) => ({
      message: 'Documents waiting for signature',
      data: await service.signaturesWaiting(app.db, requireAuth(request)),
    }),
  );
};
