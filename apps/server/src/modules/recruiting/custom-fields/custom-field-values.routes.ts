import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  candidateCustomFieldsSchema,
  customFieldSchema,
  customFieldValuesBodySchema,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  candidateCustomFields,
  setApplicationValues,
  setCandidateValues,
} from './custom-field-values.service.ts';
import { listCustomFields } from './custom-fields.service.ts';

const tags = ['custom options'];
const answer = { 200: envelope(candidateCustomFieldsSchema) };

/** The values of candidate and application fields, and the questions a referrer answers. */
export const customFieldValuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidates/:id/custom-fields',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "The candidate's custom fields, each application's, and each referral's answers",
        params: idParamSchema,
        response: answer,
      },
    },
    async (request) => ({
      message: 'Custom fields',
      data: await candidateCustomFields(app.db, requireAuth(request).companyId, request.params.id),
    }),
  );
  app.put(
    '/candidates/:id/custom-fields',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.edit' },
      schema: {
        tags,
        summary: "Set the candidate's custom fields (every field: null or absent clears one)",
        params: idParamSchema,
        body: customFieldValuesBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      message: 'Custom fields saved',
      data: await setCandidateValues(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.customFields,
      ),
    }),
  );
  app.put(
    '/applications/:id/custom-fields',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.edit' },
      schema: {
        tags,
        summary: "Set the application's custom fields (every field: null or absent clears one)",
        params: idParamSchema,
        body: customFieldValuesBodySchema,
        response: answer,
      },
    },
    async (request) => ({
      message: 'Application fields saved',
      data: await setApplicationValues(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.customFields,
      ),
    }),
  );
  app.get(
    '/referral-questions',
    {
      // Whoever may open a job's referrals page reads them (as POST /jobs/:id/referrals asks).
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: 'The questions a referrer answers, in order',
        response: { 200: envelope(z.array(customFieldSchema)) },
      },
    },
    async (request) => ({
      message: 'Referral questions',
      data: await listCustomFields(app.db, requireAuth(request).companyId, 'referral_question', true),
    }),
  );
};
