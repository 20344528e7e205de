import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import {
  actorOf as interviewActorOf,
  cancelInterview,
  scheduleInterview,
  updateInterview,
  type InterviewDeps,
} from '../interviews/interviews.service.ts';
import { interviewDeletedEvent } from '../webhooks/webhook-events.ts';
import { actorOf, asSent, companyOf, HarvestError, invalid, onePage } from './harvest-http.ts';
import { harvestScheduledInterviewSchema } from './harvest-interview-objects.ts';
import * as repository from './harvest-interviews.repository.ts';
import {
  assertChangeable,
  harvestInterviewCreateBody,
  harvestInterviews,
  harvestInterviewUpdateBody,
  INTERVIEW_FIELDS,
  interviewerIdsOf,
  planInterviewIdOf,
  scheduleInputOf,
  updateInputOf,
} from './harvest-interviews.service.ts';
import { harvestIdParam, harvestPageQuery, windowOfQuery } from './harvest-query.ts';
import { applicationByPublicId } from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 timestamp' });

const interviewDepsOf = (app: FastifyInstance): InterviewDeps => ({
  db: app.db,
  jobs: app.jobs,
  mailer: app.mailer,
  config: {
    publicUrl: app.config.publicUrl,
    jwtSecret: app.config.jwtSecret,
    mailFrom: app.config.mailFrom,
  },
});

async function interviewOut(app: FastifyInstance, companyId: string, filters: repository.InterviewFilters) {
  const [row] = await repository.interviewRows(app.db, companyId, filters, 1);
  if (!row) throw new HarvestError(404, 'Resource not found');
  return (await harvestInterviews(app.db, companyId, [row]))[0]!;
}

async function liveInterview(app: FastifyInstance, companyId: string, publicId: number) {
  const row = await repository.interviewByPublicId(app.db, companyId, publicId);
  if (!row) throw new HarvestError(404, 'Resource not found');
  return row;
}

/** GET scheduled interviews (all, one, an application's) and DELETE (cancel). */
export const harvestInterviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = interviewDepsOf(app);

  async function listed(
    request: Parameters<typeof onePage>[0],
    reply: Parameters<typeof onePage>[1],
    query: z.output<typeof harvestPageQuery> & {
      starts_before?: string;
      starts_after?: string;
      ends_before?: string;
      ends_after?: string;
    },
    applicationId?: string,
  ) {
    const companyId = companyOf(request);
    const filters: repository.InterviewFilters = {
      ...windowOfQuery(query),
      startsBefore: query.starts_before,
      startsAfter: query.starts_after,
      endsBefore: query.ends_before,
      endsAfter: query.ends_after,
      applicationId,
    };
    const [rows, total] = await Promise.all([
      repository.interviewRows(app.db, companyId, filters, query.per_page, (query.page - 1) * query.per_page),
      query.skip_count === 'true'
        ? Promise.resolve(null)
        : repository.countInterviews(app.db, companyId, filters),
    ]);
    const page = onePage(request, reply, app.config.publicUrl, query, rows, total);
    return harvestInterviews(app.db, companyId, page);
  }

  app.get(
    '/scheduled_interviews',
    {
      config: access('GET /v1/scheduled_interviews'),
      schema: {
        tags,
        summary: "Harvest: list the organization's scheduled interviews (cancelled ones are deleted)",
        querystring: harvestPageQuery.extend({
          starts_before: isoTime.optional(),
          starts_after: isoTime.optional(),
          ends_before: isoTime.optional(),
          ends_after: isoTime.optional(),
        }),
        response: { 200: z.array(harvestScheduledInterviewSchema) },
      },
    },
    async (request, reply) => listed(request, reply, request.query),
  );

  app.get(
    '/scheduled_interviews/:id',
    {
      config: access('GET /v1/scheduled_interviews/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a scheduled interview',
        params: harvestIdParam,
        response: { 200: harvestScheduledInterviewSchema },
      },
    },
    async (request) => interviewOut(app, companyOf(request), { publicId: request.params.id }),
  );

  app.get(
    '/applications/:id/scheduled_interviews',
    {
      config: access('GET /v1/applications/:id/scheduled_interviews'),
      schema: {
        tags,
        summary: "Harvest: list an application's scheduled interviews",
        params: harvestIdParam,
        querystring: harvestPageQuery,
        response: { 200: z.array(harvestScheduledInterviewSchema) },
      },
    },
    async (request, reply) => {
      const application = await applicationByPublicId(app.db, companyOf(request), request.params.id);
      if (!application) throw new HarvestError(404, 'Resource not found');
      return listed(request, reply, request.query, application.application.id);
    },
  );

  app.delete(
    '/scheduled_interviews/:id',
    {
      config: access('DELETE /v1/scheduled_interviews/:id'),
      schema: {
        tags,
        summary:
          'Harvest: delete (cancel) a scheduled or awaiting-feedback interview; attendees are sent the cancellation',
        params: harvestIdParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const row = await liveInterview(app, auth.companyId, request.params.id);
      assertChangeable(row.status);
      await cancelInterview(deps, interviewActorOf(request, auth), row.interview.id, '');
      // Greenhouse's "Interview deleted" web hook, once the cancellation is kept.
      await app.db.transaction((tx) => interviewDeletedEvent(tx, auth.companyId, row.interview.publicId));
      return { message: `Interview ${row.interview.publicId} has been deleted.` };
    },
  );
};

/** POST and PATCH, which Greenhouse serves under /v2 (their v1 deprecated). */
export const harvestInterviewWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = interviewDepsOf(app);

  app.post(
    '/scheduled_interviews',
    {
      config: access('POST /v2/scheduled_interviews'),
      schema: {
        tags,
        summary:
          'Harvest: schedule an interview of the application’s current stage and send its invitations (On-Behalf-Of: the organizer)',
        body: harvestInterviewCreateBody,
        response: { 201: harvestScheduledInterviewSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const body = request.body;
      const application = await applicationByPublicId(app.db, auth.companyId, body.application_id);
      if (!application) throw invalid('application_id', 'Must be an application of your organization');
      // interview_id is the plan interview's id as the job stage object answers it.
      const plan = (
        await repository.planInterviewsOfJob(app.db, auth.companyId, application.application.jobId)
      ).find((candidate) => planInterviewIdOf(candidate.id) === body.interview_id);
      if (!plan)
        throw invalid(
          'interview_id',
          "Must be an interview of the application's job (GET /v1/jobs/{id}/stages)",
        );
      const input = scheduleInputOf({
        applicationId: application.application.id,
        jobInterviewId: plan.id,
        startsAt: body.start,
        endsAt: body.end,
        interviewerIds: await interviewerIdsOf(app.db, auth.companyId, body.interviewers),
        location: body.location ?? '',
        videoUrl: body.video_conferencing_url ?? '',
      });
      const created = await asSent(
        INTERVIEW_FIELDS,
        scheduleInterview(deps, interviewActorOf(request, auth), input),
      );
      return reply.status(201).send(await interviewOut(app, auth.companyId, { id: created.id }));
    },
  );

  app.patch(
    '/scheduled_interviews/:id',
    {
      config: access('PATCH /v2/scheduled_interviews/:id'),
      schema: {
        tags,
        summary:
          'Harvest: change a scheduled interview’s time, interviewers, location or video link; attendees are sent the update',
        params: harvestIdParam,
        body: harvestInterviewUpdateBody,
        response: { 200: harvestScheduledInterviewSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const body = request.body;
      const row = await liveInterview(app, auth.companyId, request.params.id);
      assertChangeable(row.status);
      const current = row.interview;
      const interviewerIds = body.interviewers
        ? await interviewerIdsOf(app.db, auth.companyId, body.interviewers)
        : (await repository.interviewersOf(app.db, auth.companyId, [current.id])).map(
            (person) => person.userId,
          );
      const input = updateInputOf({
        jobInterviewId: current.jobInterviewId,
        title: current.title,
        startsAt: body.start ?? current.startsAt.toISOString(),
        endsAt: body.end ?? current.endsAt.toISOString(),
        interviewerIds,
        location: body.location ?? current.location,
        videoUrl: body.video_conferencing_url ?? current.videoUrl,
        notes: current.notes,
      });
      await asSent(
        INTERVIEW_FIELDS,
        updateInterview(deps, interviewActorOf(request, auth), current.id, input),
      );
      return interviewOut(app, auth.companyId, { id: current.id });
    },
  );
};
