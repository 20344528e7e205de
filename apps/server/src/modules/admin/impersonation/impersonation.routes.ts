import { adminPermission } from '../admin-permission.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, listQuerySchema, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  impersonationSchema,
  impersonationStartedSchema,
  startImpersonationSchema,
} from '@atrium/shared/schemas/admin/impersonation';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  impersonationLog,
  startImpersonation,
  stopImpersonation,
  type ImpersonationDeps,
} from './impersonation.service.ts';

export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImpersonationDeps = { db: app.db, accessTokens: app.accessTokens, userStates: app.userStates };

  app.post(
    '/admin/impersonation',
    {
      config: {
        access: 'authenticated',
        permission: adminPermission('sso.admin.impersonation.user.impersonate'),
      },
      schema: {
        tags: ['impersonation'],
        summary: 'Log in as another user of the company for at most 30 minutes, with a reason',
        body: startImpersonationSchema,
        response: { 200: envelope(impersonationStartedSchema) },
      },
    },
    async (request) => ({
      message: 'You are now logged in as this user.',
      data: await startImpersonation(deps, request, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/admin/impersonation/end',
    {
      // Called with the impersonation's own token: the impersonated user need not hold any permission.
      config: { access: 'authenticated' },
      schema: { tags: ['impersonation'], summary: 'Return to my account', response: { 200: messageOnly } },
    },
    async (request) => {
      await stopImpersonation(deps, request, requireAuth(request));
      return { message: 'You are back in your own account.', data: null };
    },
  );

  app.get(
    '/admin/impersonation',
    {
      config: { access: 'authenticated', permission: adminPermission('sso.admin.impersonation.log.view') },
      schema: {
        tags: ['impersonation'],
        summary: 'The impersonation log: who, whom, reason, start and end',
        querystring: listQuerySchema.pick({ page: true, limit: true }),
        response: { 200: envelope(paged(impersonationSchema)) },
      },
    },
    async (request) => ({
      message: 'Impersonation log',
      data: await impersonationLog(app.db, requireAuth(request).companyId, request.query),
    }),
  );
};
