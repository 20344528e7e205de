import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  candidateApplicationSchema,
  moveApplicationBodySchema,
  rejectApplicationBodySchema,
  transferApplicationBodySchema,
} from '@atrium/shared/schemas/recruiting/candidates';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  advanceApplication,
  moveApplication,
  rejectApplication,
  transferApplication,
  unrejectApplication,
  type MoveDeps,
} from './application-moves.service.ts';

const tags = ['pipeline'];
const MOVE = 'rct.module.job_details.pipeline.edit';
const REJECT = 'rct.module.candidates.candidate.reject';
const moved = { 200: envelope(candidateApplicationSchema) };

/** Moving applications through the pipeline: every answer is the application as the profile shows it. */
export const applicationMovesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MoveDeps = { db: app.db, jobs: app.jobs };

  app.post(
    '/applications/:id/move',
    {
      config: { access: 'authenticated', permission: MOVE },
      schema: {
        tags,
        summary: "Move an active application to any stage of its job (fires the stage's transitions)",
        params: idParamSchema,
        body: moveApplicationBodySchema,
        response: moved,
      },
    },
    async (request) => ({
      message: 'Candidate moved',
      data: await moveApplication(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/applications/:id/advance',
    {
      config: { access: 'authenticated', permission: MOVE },
      schema: {
        tags,
        summary: 'Move an active application to the next stage of its job',
        params: idParamSchema,
        body: z.object({ fromStageId: z.uuid().optional() }).default({}),
        response: moved,
      },
    },
    async (request) => ({
      message: 'Candidate advanced',
      data: await advanceApplication(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/applications/:id/reject',
    {
      config: { access: 'authenticated', permission: REJECT },
      schema: {
        tags,
        summary: 'Reject an application with a reason, a note and optionally an email, now or later',
        params: idParamSchema,
        body: rejectApplicationBodySchema,
        response: moved,
      },
    },
    async (request) => ({
      message: 'Candidate rejected',
      data: await rejectApplication(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/applications/:id/unreject',
    {
      config: { access: 'authenticated', permission: REJECT },
      schema: {
        tags,
        summary: 'Make a rejected application active again (a scheduled rejection email is cancelled)',
        params: idParamSchema,
        response: moved,
      },
    },
    async (request) => ({
      message: 'Candidate unrejected',
      data: await unrejectApplication(deps, request, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/applications/:id/transfer',
    {
      config: { access: 'authenticated', permission: MOVE },
      schema: {
        tags,
        summary: 'Transfer an active application to another job, into its first stage unless one is named',
        params: idParamSchema,
        body: transferApplicationBodySchema,
        response: moved,
      },
    },
    async (request) => ({
      message: 'Candidate transferred',
      data: await transferApplication(deps, request, requireAuth(request), request.params.id, request.body),
    }),
  );
};
