import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  cancelCandidateEmail,
  defineCandidateEmailJob,
  scheduleOverdueSweep,
} from './candidate-emails.service.ts';

export const candidateEmailsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineCandidateEmailJob({
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    log: app.log,
    inbound: app.config.inboundEmail,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleOverdueSweep(app.jobs));

  app.delete(
    '/candidate-emails/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.email.send' },
      schema: {
        tags: ['candidates'],
        summary: 'Cancel an email to a candidate that waits for its time',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await cancelCandidateEmail(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Email cancelled' };
    },
  );
};
