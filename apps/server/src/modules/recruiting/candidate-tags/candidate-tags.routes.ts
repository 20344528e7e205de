import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { candidateTagBodySchema, candidateTagSchema } from '@atrium/shared/schemas/recruiting/candidates';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createCandidateTag,
  deleteCandidateTag,
  listCandidateTags,
  renameCandidateTag,
} from './candidate-tags.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.custom_options.candidate_tags.manage';

/** Configuration → custom options → candidate tags. */
export const candidateTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/candidate-tags',
    {
      // Whoever sees candidates sees their tags and filters by them.
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "The company's candidate tags by name, with how many candidates carry each",
        response: { 200: envelope(z.array(candidateTagSchema)) },
      },
    },
    async (request) => ({
      message: 'Candidate tags',
      data: await listCandidateTags(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/configuration/candidate-tags',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a candidate tag',
        body: candidateTagBodySchema,
        response: { 201: envelope(candidateTagSchema) },
      },
    },
    async (request, reply) => {
      const data = await createCandidateTag(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Tag created successfully!', data });
    },
  );

  app.put(
    '/configuration/candidate-tags/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Rename a candidate tag',
        params: idParamSchema,
        body: candidateTagBodySchema,
        response: { 200: envelope(candidateTagSchema) },
      },
    },
    async (request) => ({
      message: 'Tag updated successfully!',
      data: await renameCandidateTag(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/configuration/candidate-tags/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a candidate tag, removing it from every candidate',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteCandidateTag(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Tag deleted successfully!' };
    },
  );
};
