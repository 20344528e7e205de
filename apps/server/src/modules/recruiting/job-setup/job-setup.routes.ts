import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  jobFormBodySchema,
  jobFormSchema,
  scorecardBodySchema,
  scorecardSchema,
  stageTransitionSchema,
  stageTransitionsBodySchema,
} from '@atrium/shared/schemas/recruiting/job-setup';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './job-setup.service.ts';

const tags = ['job setup'];
const formParams = idParamSchema.extend({ formId: z.uuid() });

/** Job setup: scorecard, candidate forms and stage transitions. */
export const jobSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/scorecard',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.scorecard.view' },
      schema: {
        tags,
        summary: "The job's scorecard",
        params: idParamSchema,
        response: { 200: envelope(scorecardSchema) },
      },
    },
    async (request) => ({
      message: 'Scorecard',
      data: await service.getScorecard(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.put(
    '/jobs/:id/scorecard',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.scorecard.edit' },
      schema: {
        tags,
        summary: 'Save the scorecard: categories of attributes',
        params: idParamSchema,
        body: scorecardBodySchema,
        response: { 200: envelope(scorecardSchema) },
      },
    },
    async (request) => ({
      message: 'Scorecard saved',
      data: await service.saveScorecard(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.get(
    '/jobs/:id/forms',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.forms.view' },
      schema: {
        tags,
        summary: "The job's candidate forms",
        params: idParamSchema,
        response: { 200: envelope(z.array(jobFormSchema)) },
      },
    },
    async (request) => ({
      message: 'Forms',
      data: await service.listForms(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.post(
    '/jobs/:id/forms',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.forms.edit' },
      schema: {
        tags,
        summary: 'Add a candidate form',
        params: idParamSchema,
        body: jobFormBodySchema,
        response: { 201: envelope(jobFormSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Form created',
        data: await service.createForm(
          app.db,
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );
  app.put(
    '/jobs/:id/forms/:formId',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.forms.edit' },
      schema: {
        tags,
        summary: 'Edit a candidate form',
        params: formParams,
        body: jobFormBodySchema,
        response: { 200: envelope(jobFormSchema) },
      },
    },
    async (request) => ({
      message: 'Form saved',
      data: await service.updateForm(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.formId,
        request.body,
      ),
    }),
  );
  app.delete(
    '/jobs/:id/forms/:formId',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.forms.edit' },
      schema: {
        tags,
        summary: 'Delete a candidate form (and the rules that send it)',
        params: formParams,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteForm(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.formId,
      );
      return { message: 'Form deleted' };
    },
  );

  app.get(
    '/jobs/:id/stage-transitions',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.stage_transitions.view' },
      schema: {
        tags,
        summary: 'What happens when a candidate enters each stage',
        params: idParamSchema,
        response: { 200: envelope(z.array(stageTransitionSchema)) },
      },
    },
    async (request) => ({
      message: 'Stage transitions',
      data: await service.listTransitions(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.put(
    '/jobs/:id/stage-transitions',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.stage_transitions.edit' },
      schema: {
        tags,
        summary: 'Save every stage transition rule of the job',
        params: idParamSchema,
        body: stageTransitionsBodySchema,
        response: { 200: envelope(z.array(stageTransitionSchema)) },
      },
    },
    async (request) => ({
      message: 'Stage transitions saved',
      data: await service.saveTransitions(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
