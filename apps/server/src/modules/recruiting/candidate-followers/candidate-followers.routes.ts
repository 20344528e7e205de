import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { followStateSchema } from '@atrium/shared/schemas/recruiting/candidate-profile';
import { requireAuth } from '../../../plugins/auth.ts';
import { getFollowState, setFollowing } from './candidate-followers.service.ts';

const tags = ['candidates'];
const config = { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' } as const;

export const candidateFollowersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidates/:id/follow',
    {
      config,
      schema: {
        tags,
        summary: 'Whether you follow the candidate, and how many do',
        params: idParamSchema,
        response: { 200: envelope(followStateSchema) },
      },
    },
    async (request) => ({
      message: 'Follow',
      data: await getFollowState(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/candidates/:id/follow',
    {
      config,
      schema: {
        tags,
        summary: 'Follow the candidate: you are told in the app of their notes, stage moves and emails',
        params: idParamSchema,
        response: { 200: envelope(followStateSchema) },
      },
    },
    async (request) => ({
      message: 'You follow this candidate',
      data: await setFollowing(app.db, requireAuth(request), request.params.id, true),
    }),
  );

  app.delete(
    '/candidates/:id/follow',
    {
      config,
      schema: {
        tags,
        summary: 'Stop following the candidate',
        params: idParamSchema,
        response: { 200: envelope(followStateSchema) },
      },
    },
    async (request) => ({
      message: 'You no longer follow this candidate',
      data: await setFollowing(app.db, requireAuth(request), request.params.id, false),
    }),
  );
};
