import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { attributesOf } from '../scorecards/scorecard-view.ts';
import { userRef } from './harvest-candidates.service.ts';
import { companyOf, HarvestError, onePage } from './harvest-http.ts';
import { harvestScorecardSchema, type HarvestScorecard } from './harvest-interview-objects.ts';
import * as repository from './harvest-interviews.repository.ts';
import { planInterviewIdOf } from './harvest-interviews.service.ts';
import { harvestIdParam, harvestPageQuery, windowOfQuery } from './harvest-query.ts';
import { applicationByPublicId, usersByIds } from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const REMOVED_ATTRIBUTE = 'Removed attribute';

/** Submitted scorecards as Greenhouse's objects: attributes by the job scorecard's names. */
async function harvestScorecards(
  app: FastifyInstance,
  companyId: string,
  rows: repository.ScorecardRow[],
): Promise<HarvestScorecard[]> {
  const [categories, submitters] = await Promise.all([
    repository.scorecardCategoriesOf(
      app.db,
      companyId,
      rows.map((row) => row.jobId),
    ),
    usersByIds(
      app.db,
      companyId,
      rows.map((row) => row.scorecard.submittedById),
    ),
  ]);
  const submitterOf = new Map(submitters.map((person) => [person.id, person]));
  const attributesByJob = new Map(categories.map((row) => [row.jobId, attributesOf(row.categories)]));
  return rows.map((row) => {
    const card = row.scorecard;
    const names = attributesByJob.get(row.jobId);
    const attributes = card.ratings.map((rating) => {
      const attribute = names?.get(rating.attributeId);
      return {
        name: attribute?.name ?? REMOVED_ATTRIBUTE,
        type: attribute?.category ?? null,
        note: null,
        rating: rating.rating,
      };
    });
    const namedAs = (value: string) =>
      attributes.filter((attribute) => attribute.rating === value).map((attribute) => attribute.name);
    const submitter = card.submittedById ? submitterOf.get(card.submittedById) : undefined;
    const interviewer = userRef({
      publicId: row.interviewerPublicId,
      firstName: row.interviewerFirstName,
      lastName: row.interviewerLastName,
    });
    return {
      id: card.publicId,
      updated_at: card.updatedAt.toISOString(),
      created_at: card.createdAt.toISOString(),
      interview: row.interviewTitle,
      interview_step: row.jobInterviewId
        ? { id: planInterviewIdOf(row.jobInterviewId), name: row.planName ?? row.interviewTitle }
        : null,
      candidate_id: row.candidatePublicId,
      application_id: row.applicationPublicId,
      interviewed_at: row.interviewedAt.toISOString(),
      // Someone who filled it in on the interviewer's behalf; else the interviewer.
      submitted_by: submitter ? userRef(submitter) : interviewer,
      interviewer,
      submitted_at: (card.submittedAt ?? card.updatedAt).toISOString(),
      overall_recommendation: card.overallRecommendation ?? 'no_decision',
      attributes,
      ratings: {
        definitely_not: namedAs('definitely_not'),
        no: namedAs('no'),
        mixed: namedAs('mixed'),
        yes: namedAs('yes'),
        strong_yes: namedAs('strong_yes'),
      },
      // Greenhouse answers the two free-text notes as questions without ids, then the kit's questions.
      questions: [
        { id: null, question: 'Key Take-Aways', answer: card.keyTakeaways },
        { id: null, question: 'Private Notes', answer: card.privateNotes },
        ...card.answers.map((answer) => ({ id: null, question: answer.question, answer: answer.answer })),
      ],
    };
  });
}

/** Submitted scorecards: all, one, an application's. */
export const harvestScorecardsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function listed(
    request: Parameters<typeof onePage>[0],
    reply: Parameters<typeof onePage>[1],
    query: z.output<typeof harvestPageQuery>,
    applicationId?: string,
  ) {
    const companyId = companyOf(request);
    const filters: repository.ScorecardFilters = { ...windowOfQuery(query), applicationId };
    const [rows, total] = await Promise.all([
      repository.scorecardRows(app.db, companyId, filters, query.per_page, (query.page - 1) * query.per_page),
      query.skip_count === 'true'
        ? Promise.resolve(null)
        : repository.countScorecards(app.db, companyId, filters),
    ]);
    return harvestScorecards(
      app,
      companyId,
      onePage(request, reply, app.config.publicUrl, query, rows, total),
    );
  }

  app.get(
    '/scorecards',
    {
      config: access('GET /v1/scorecards'),
      schema: {
        tags,
        summary: "Harvest: list the organization's submitted scorecards, by candidate",
        querystring: harvestPageQuery,
        response: { 200: z.array(harvestScorecardSchema) },
      },
    },
    async (request, reply) => listed(request, reply, request.query),
  );

  app.get(
    '/scorecards/:id',
    {
      config: access('GET /v1/scorecards/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a submitted scorecard',
        params: harvestIdParam,
        response: { 200: harvestScorecardSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const [row] = await repository.scorecardRows(app.db, companyId, { publicId: request.params.id }, 1);
      if (!row) throw new HarvestError(404, 'Resource not found');
      return (await harvestScorecards(app, companyId, [row]))[0]!;
    },
  );

  app.get(
    '/applications/:id/scorecards',
    {
      config: access('GET /v1/applications/:id/scorecards'),
      schema: {
        tags,
        summary: "Harvest: list an application's submitted scorecards",
        params: harvestIdParam,
        querystring: harvestPageQuery,
        response: { 200: z.array(harvestScorecardSchema) },
      },
    },
    async (request, reply) => {
      const application = await applicationByPublicId(app.db, companyOf(request), request.params.id);
      if (!application) throw new HarvestError(404, 'Resource not found');
      return listed(request, reply, request.query, application.application.id);
    },
  );
};
