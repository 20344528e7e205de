import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { jobBoardBodySchema, jobBoardSchema } from '@atrium/shared/schemas/recruiting/job-boards';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createJobBoard,
  deleteJobBoard,
  getJobBoard,
  listJobBoards,
  updateJobBoard,
} from './job-boards.service.ts';

const tags = ['configuration'];
const VIEW = 'rct.settings.job_boards.view';
const CONFIGURE = 'rct.settings.job_boards.configure';

/** Configuration → job boards: the external and internal boards job posts are published on. */
export const jobBoardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/job-boards',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Job boards, external first',
        response: { 200: envelope(z.array(jobBoardSchema)) },
      },
    },
    async (request) => ({ message: 'Job boards', data: await listJobBoards(app.db, requireAuth(request)) }),
  );

  app.post(
    '/configuration/job-boards',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: {
        tags,
        summary: 'Add a job board',
        body: jobBoardBodySchema,
        response: { 201: envelope(jobBoardSchema) },
      },
    },
    async (request, reply) => {
      const data = await createJobBoard(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Job board created successfully!', data });
    },
  );

  app.get(
    '/configuration/job-boards/:id',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'One job board',
        params: idParamSchema,
        response: { 200: envelope(jobBoardSchema) },
      },
    },
    async (request) => ({
      message: 'Job board',
      data: await getJobBoard(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/configuration/job-boards/:id',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: {
        tags,
        summary: 'Edit a job board',
        params: idParamSchema,
        body: jobBoardBodySchema,
        response: { 200: envelope(jobBoardSchema) },
      },
    },
    async (request) => ({
      message: 'Job board updated successfully!',
      data: await updateJobBoard(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/configuration/job-boards/:id',
    {
      config: { access: 'authenticated', permission: CONFIGURE },
      schema: { tags, summary: 'Delete a job board', params: idParamSchema, response: { 200: messageOnly } },
    },
    async (request) => {
      await deleteJobBoard(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Job board deleted successfully!' };
    },
  );
};
