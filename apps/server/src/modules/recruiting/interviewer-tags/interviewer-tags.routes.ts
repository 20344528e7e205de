import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  interviewerSchema,
  interviewersQuerySchema,
  interviewerTagBodySchema,
  interviewerTagSchema,
  userInterviewerTagsBodySchema,
  userInterviewerTagsSchema,
} from '@atrium/shared/schemas/recruiting/interviewer-tags';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createInterviewerTag,
  deleteInterviewerTag,
  findInterviewers,
  listInterviewerTags,
  renameInterviewerTag,
  setUserInterviewerTags,
} from './interviewer-tags.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.custom_options.interviewer_tags.manage';

/** Configuration → custom options → interviewer tags, a colleague's tags, and the scheduler's search. */
export const interviewerTagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/interviewer-tags',
    {
      // Whoever sees interviews reads the tags (the scheduler filters interviewers by them).
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.view' },
      schema: {
        tags,
        summary: "The company's interviewer tags by name, with the people holding each",
        response: { 200: envelope(z.array(interviewerTagSchema)) },
      },
    },
    async (request) => ({
      message: 'Interviewer tags',
      data: await listInterviewerTags(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/configuration/interviewer-tags',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add an interviewer tag',
        body: interviewerTagBodySchema,
        response: { 201: envelope(interviewerTagSchema) },
      },
    },
    async (request, reply) => {
      const data = await createInterviewerTag(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Tag created successfully!', data });
    },
  );

  app.put(
    '/configuration/interviewer-tags/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Rename an interviewer tag',
        params: idParamSchema,
        body: interviewerTagBodySchema,
        response: { 200: envelope(interviewerTagSchema) },
      },
    },
    async (request) => ({
      message: 'Tag updated successfully!',
      data: await renameInterviewerTag(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/configuration/interviewer-tags/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete an interviewer tag, taking it off everyone holding it',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteInterviewerTag(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Tag deleted successfully!' };
    },
  );

  app.put(
    '/configuration/users/:id/interviewer-tags',
    {
      config: { access: 'authenticated', permission: 'rct.module.tags.interviewer_tag.assign' },
      schema: {
        tags,
        summary: "Set a colleague's interviewer tags (the whole set)",
        params: idParamSchema,
        body: userInterviewerTagsBodySchema,
        response: { 200: envelope(userInterviewerTagsSchema) },
      },
    },
    async (request) => ({
      message: 'Interviewer tags saved successfully!',
      data: await setUserInterviewerTags(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/interviewers',
    {
      config: { access: 'authenticated', permission: 'rct.module.interviews.interview.create' },
      schema: {
        tags: ['interviews'],
        summary: 'Colleagues to interview, by tag and name or email, with their time zones and tags',
        querystring: interviewersQuerySchema,
        response: { 200: envelope(z.array(interviewerSchema)) },
      },
    },
    async (request) => ({
      message: 'Interviewers',
      data: await findInterviewers(app.db, requireAuth(request), request.query),
    }),
  );
};
