import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  candidateHistorySchema,
  educationInputSchema,
  educationSchema,
  employmentInputSchema,
  employmentSchema,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  addEducation,
  addEmployment,
  candidateHistory,
  deleteHistoryEntry,
  updateEducation,
  updateEmployment,
} from './candidate-history.service.ts';

const tags = ['candidates'];
const EDIT = 'rct.module.candidates.candidate.edit';
const entryParams = idParamSchema.extend({ entryId: z.uuid() });

export const candidateHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidates/:id/history',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "The candidate's education and employment, most recent first",
        params: idParamSchema,
        response: { 200: envelope(candidateHistorySchema) },
      },
    },
    async (request) => ({
      message: 'History',
      data: await candidateHistory(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/candidates/:id/educations',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Add a school: name, degree, discipline, start and end',
        params: idParamSchema,
        body: educationInputSchema,
        response: { 201: envelope(educationSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Education added',
        data: await addEducation(app.db, request, requireAuth(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/candidates/:id/educations/:entryId',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Edit a school of the candidate',
        params: entryParams,
        body: educationInputSchema,
        response: { 200: envelope(educationSchema) },
      },
    },
    async (request) => ({
      message: 'Education saved',
      data: await updateEducation(
        app.db,
        request,
        requireAuth(request),
        { candidateId: request.params.id, id: request.params.entryId },
        request.body,
      ),
    }),
  );

  app.post(
    '/candidates/:id/employments',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Add an employer: company, title, start and end (none: works there now)',
        params: idParamSchema,
        body: employmentInputSchema,
        response: { 201: envelope(employmentSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Employment added',
        data: await addEmployment(app.db, request, requireAuth(request), request.params.id, request.body),
      }),
  );

  app.put(
    '/candidates/:id/employments/:entryId',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Edit an employer of the candidate',
        params: entryParams,
        body: employmentInputSchema,
        response: { 200: envelope(employmentSchema) },
      },
    },
    async (request) => ({
      message: 'Employment saved',
      data: await updateEmployment(
        app.db,
        request,
        requireAuth(request),
        { candidateId: request.params.id, id: request.params.entryId },
        request.body,
      ),
    }),
  );

  for (const kind of ['education', 'employment'] as const)
    app.delete(
      `/candidates/:id/${kind}s/:entryId`,
      {
        config: { access: 'authenticated', permission: EDIT },
        schema: {
          tags,
          summary: `Delete ${kind === 'education' ? 'a school' : 'an employer'} of the candidate`,
          params: entryParams,
          response: { 200: messageOnly },
        },
      },
      async (request) => {
        await deleteHistoryEntry(app.db, request, requireAuth(request), kind, {
          candidateId: request.params.id,
          id: request.params.entryId,
        });
        return { message: kind === 'education' ? 'Education deleted' : 'Employment deleted' };
      },
    );
};
