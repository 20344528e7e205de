import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { interviewKitSchema } from '@atrium/shared/schemas/recruiting/interview-kit';
import {
  applicationScorecardsSchema,
  scorecardBodySchema,
  scorecardQuerySchema,
  scorecardSchema,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { requireAuth } from '../../../plugins/auth.ts';
import { getApplicationScorecards } from './application-scorecards.service.ts';
import { getInterviewKit } from './interview-kit.service.ts';
import { scorecardSettingsRoutes } from './scorecard-settings.routes.ts';
import { getScorecard, saveScorecard } from './scorecards.service.ts';

const tags = ['interviews'];
const SUBMIT = 'rct.module.scorecards.scorecard.submit';

/** The interview kit, an interviewer's scorecard, an application's scorecards, and their visibility. */
export const scorecardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/interviews/:id/kit',
    {
      // No single permission: those who see interviews, and the interview's own interviewers whatever
      // their grants (the service decides, answering 403 to anyone else).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          "An interview's kit: the candidate, résumé, prep notes, questions, focus attributes, scorecard and my own scorecard",
        params: idParamSchema,
        response: { 200: envelope(interviewKitSchema) },
      },
    },
    async (request) => ({
      message: 'Interview kit',
      data: await getInterviewKit(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/interviews/:id/scorecard',
    {
      config: { access: 'authenticated', permission: SUBMIT },
      schema: {
        tags,
        summary:
          "My scorecard for an interview, or an interviewer's (editing all scorecards); null when none",
        params: idParamSchema,
        querystring: scorecardQuerySchema,
        response: { 200: envelope(scorecardSchema.nullable()) },
      },
    },
    async (request) => ({
      message: 'Scorecard',
      data: await getScorecard(app.db, requireAuth(request), request.params.id, request.query.interviewerId),
    }),
  );

  app.put(
    '/interviews/:id/scorecard',
    {
      config: { access: 'authenticated', permission: SUBMIT },
      schema: {
        tags,
        summary: "Save a scorecard as a draft, or submit it (mine, or an interviewer's on their behalf)",
        params: idParamSchema,
        body: scorecardBodySchema,
        response: { 200: envelope(scorecardSchema) },
      },
    },
    async (request) => {
      const data = await saveScorecard(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      const message =
        data.status === 'submitted' ? 'Scorecard submitted successfully!' : 'Scorecard saved as a draft';
      return { message, data };
    },
  );

  app.get(
    '/applications/:id/scorecards',
    {
      // Seeing candidates; which scorecards show then depends on the scorecard grants and the setting.
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "An application's scorecards the reader may see, how many are hidden, and their summary",
        params: idParamSchema,
        response: { 200: envelope(applicationScorecardsSchema) },
      },
    },
    async (request) => ({
      message: 'Scorecards',
      data: await getApplicationScorecards(app.db, requireAuth(request), request.params.id),
    }),
  );

  await app.register(scorecardSettingsRoutes);
};
