import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { NOTE_VISIBILITIES } from '@atrium/shared/schemas/recruiting/candidates';
import { candidates, candidateTags, jobs, users } from '../../../db/schema/index.ts';
import { logSentEmail } from '../candidate-emails/candidate-emails.service.ts';
import { addNote } from '../candidates/candidate-feed.service.ts';
import { mergeCandidates } from '../candidates/candidate-merge.service.ts';
import { setTags, loadCandidate } from '../candidates/candidates.service.ts';
import { harvestCandidates } from './harvest-candidates.service.ts';
import {
  createHarvestCandidate,
  deleteHarvestCandidate,
  editHarvestCandidate,
  harvestCandidateBody,
  harvestNewCandidateBody,
  unknownCandidate,
} from './harvest-candidate-writes.ts';
import { actorOf, asSent, companyOf, invalid, pageLinks } from './harvest-http.ts';
import {
  harvestActivityFeedSchema,
  harvestCandidateSchema,
  harvestEmailNoteSchema,
  harvestTagSchema,
} from './harvest-objects.ts';
import { harvestActivityFeed, harvestEmailNote, harvestNote, harvestNoteSchema } from './harvest-feed.ts';
import { harvestIdParam, harvestPageQuery, integerId, windowOfQuery } from './harvest-query.ts';
import * as repository from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });

export const harvestCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  const candidateOut = async (companyId: string, candidateId: string) => {
    const row = await repository.candidateByUuid(app.db, companyId, candidateId);
    return (await harvestCandidates(app.db, companyId, [row!], fileUrl))[0]!;
  };
  const candidateIdOf = async (companyId: string, publicId: number) => {
    const id = await repository.uuidOf(app.db, candidates, companyId, publicId);
    if (!id) throw unknownCandidate();
    return id;
  };

  app.get(
    '/candidates',
    {
      config: access('GET /v1/candidates'),
      schema: {
        tags,
        summary: 'Harvest: list candidates, oldest first, paged by Link headers',
        querystring: harvestPageQuery.extend({
          job_id: integerId.optional(),
          email: z.string().trim().max(320).optional(),
          candidate_ids: z
            .string()
            .max(1000)
            .regex(/^\d+(,\d+)*$/, 'Must be a comma separated list of ids')
            .optional(),
        }),
        response: { 200: z.array(harvestCandidateSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const query = request.query;
      const jobId = query.job_id ? await repository.uuidOf(app.db, jobs, companyId, query.job_id) : undefined;
      const filters: repository.CandidateFilters = {
        ...windowOfQuery(query),
        ...(query.job_id ? { jobId: jobId ?? '00000000-0000-0000-0000-000000000000' } : {}),
        ...(query.email ? { email: query.email } : {}),
        ...(query.candidate_ids
          ? { candidateIds: query.candidate_ids.split(',').slice(0, 50).map(Number) }
          : {}),
      };
      const offset = (query.page - 1) * query.per_page;
      const [rows, total] = await Promise.all([
        repository.candidatesPage(app.db, companyId, filters, query.per_page, offset),
        query.skip_count === 'true'
          ? Promise.resolve(null)
          : repository.countCandidates(app.db, companyId, filters),
      ]);
      const hasMore = rows.length > query.per_page;
      const link = pageLinks(request, app.config.publicUrl, {
        page: query.page,
        perPage: query.per_page,
        total,
        hasMore,
      });
      if (link) void reply.header('link', link);
      return harvestCandidates(app.db, companyId, rows.slice(0, query.per_page), fileUrl);
    },
  );

  app.get(
    '/candidates/:id',
    {
      config: access('GET /v1/candidates/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a candidate',
        params: harvestIdParam,
        response: { 200: harvestCandidateSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      return candidateOut(companyId, await candidateIdOf(companyId, request.params.id));
    },
  );

  app.post(
    '/candidates',
    {
      config: access('POST /v1/candidates'),
      schema: {
        tags,
        summary: 'Harvest: add a candidate, with applications to jobs (On-Behalf-Of required)',
        body: harvestNewCandidateBody,
        response: { 201: harvestCandidateSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const id = await createHarvestCandidate(app.db, request, auth, request.body);
      return reply.status(201).send(await candidateOut(auth.companyId, id));
    },
  );

  app.patch(
    '/candidates/:id',
    {
      config: access('PATCH /v1/candidates/:id'),
      schema: {
        tags,
        summary: 'Harvest: edit a candidate; the fields given replace ours (On-Behalf-Of required)',
        params: harvestIdParam,
        body: harvestCandidateBody,
        response: { 200: harvestCandidateSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const id = await candidateIdOf(auth.companyId, request.params.id);
      await editHarvestCandidate(app.db, request, auth, id, request.body);
      return candidateOut(auth.companyId, id);
    },
  );

  app.delete(
    '/candidates/:id',
    {
      config: access('DELETE /v1/candidates/:id'),
      schema: {
        tags,
        summary: 'Harvest: delete a candidate and their applications (On-Behalf-Of required)',
        params: harvestIdParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      await deleteHarvestCandidate(
        app.db,
        request,
        auth,
        await candidateIdOf(auth.companyId, request.params.id),
      );
      return { message: `Person ${request.params.id} has been deleted.` };
    },
  );

  app.get(
    '/candidates/:id/activity_feed',
    {
      config: access('GET /v1/candidates/:id/activity_feed'),
      schema: {
        tags,
        summary: "Harvest: the candidate's notes, emails and activities",
        params: harvestIdParam,
        response: { 200: harvestActivityFeedSchema },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      return harvestActivityFeed(app.db, companyId, await candidateIdOf(companyId, request.params.id));
    },
  );

  app.post(
    '/candidates/:id/activity_feed/notes',
    {
      config: access('POST /v1/candidates/:id/activity_feed/notes'),
      schema: {
        tags,
        summary: 'Harvest: add a note to a candidate (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({
          user_id: integerId,
          body: z.string({ error: 'Must be present' }).trim().min(1, 'Must not be blank').max(10_000),
          visibility: z.enum(NOTE_VISIBILITIES, { error: 'Must be one of: admin_only, private, public' }),
        }),
        response: { 201: harvestNoteSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const author = await repository.uuidOf(app.db, users, auth.companyId, request.body.user_id);
      if (!author) throw invalid('user_id', 'Must be a user of your organization');
      const note = await addNote(
        { db: app.db, mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl },
        request,
        { ...auth, userId: author },
        candidateId,
        { body: request.body.body, visibility: request.body.visibility, applicationId: null },
      );
      return reply.status(201).send(await harvestNote(app.db, auth.companyId, note.id));
    },
  );

  const emailAddress = z.string().trim().max(320).email('Must be an email address');

  app.post(
    '/candidates/:id/activity_feed/emails',
    {
      config: access('POST /v1/candidates/:id/activity_feed/emails'),
      schema: {
        tags,
        summary:
          "Harvest: record an email sent outside Atrium on the candidate's feed; nothing is sent (On-Behalf-Of required)",
        params: harvestIdParam,
        body: z.object({
          user_id: integerId,
          to: emailAddress,
          from: emailAddress.optional(),
          cc: z.array(emailAddress).max(20).default([]),
          subject: z.string({ error: 'Must be present' }).trim().min(1, 'Must not be blank').max(500),
          body: z.string({ error: 'Must be present' }).trim().min(1, 'Must not be blank').max(100_000),
        }),
        response: { 201: harvestEmailNoteSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const sender = await repository.uuidOf(app.db, users, auth.companyId, request.body.user_id);
      if (!sender) throw invalid('user_id', 'Must be a user of your organization');
      const stored = await app.db.transaction((tx) =>
        logSentEmail(tx, {
          companyId: auth.companyId,
          candidateId,
          senderId: sender,
          to: request.body.to,
          subject: request.body.subject,
          text: request.body.body,
        }),
      );
      const note = await harvestEmailNote(app.db, auth.companyId, stored.id);
      // The addresses as sent: the sender's own address is ours to answer only when none was given.
      return reply.status(201).send({ ...note, from: request.body.from ?? note.from, cc: request.body.cc });
    },
  );

  app.put(
    '/candidates/merge',
    {
      config: access('PUT /v1/candidates/merge'),
      schema: {
        tags,
        summary:
          'Harvest: merge a duplicate candidate into the primary: applications, notes, emails and tags move, the duplicate goes (On-Behalf-Of required)',
        body: z.object({ primary_candidate_id: integerId, duplicate_candidate_id: integerId }),
        response: { 200: harvestCandidateSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const primaryId = await repository.uuidOf(
        app.db,
        candidates,
        auth.companyId,
        request.body.primary_candidate_id,
      );
      if (!primaryId) throw invalid('primary_candidate_id', 'Must be a candidate of your organization');
      const duplicateId = await repository.uuidOf(
        app.db,
        candidates,
        auth.companyId,
        request.body.duplicate_candidate_id,
      );
      if (!duplicateId) throw invalid('duplicate_candidate_id', 'Must be a candidate of your organization');
      await asSent(
        { duplicateId: 'duplicate_candidate_id' },
        mergeCandidates(app.db, request, auth, primaryId, duplicateId),
      );
      return candidateOut(auth.companyId, primaryId);
    },
  );

  app.get(
    '/tags/candidate',
    {
      config: access('GET /v1/tags/candidate'),
      schema: {
        tags,
        summary: "Harvest: the organization's candidate tags",
        querystring: harvestPageQuery.pick({ per_page: true, page: true }),
        response: { 200: z.array(harvestTagSchema) },
      },
    },
    async (request) => repository.candidateTagList(app.db, companyOf(request)),
  );

  for (const method of ['put', 'delete'] as const)
    app[method](
      '/candidates/:id/tags/:tag_id',
      {
        config: access(`${method === 'put' ? 'PUT' : 'DELETE'} /v1/candidates/:id/tags/:tag_id`),
        schema: {
          tags,
          summary: method === 'put' ? 'Harvest: tag a candidate' : 'Harvest: remove a tag from a candidate',
          params: harvestIdParam.extend({ tag_id: integerId }),
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (request) => {
        const auth = actorOf(request);
        const candidateId = await candidateIdOf(auth.companyId, request.params.id);
        const tagId = await repository.uuidOf(app.db, candidateTags, auth.companyId, request.params.tag_id);
        if (!tagId) throw invalid('tag_id', 'Must be a candidate tag of your organization');
        const current = (await loadCandidate(app.db, auth.companyId, candidateId)).tags.map((tag) => tag.id);
        const next =
          method === 'put' ? [...new Set([...current, tagId])] : current.filter((id) => id !== tagId);
        await setTags(app.db, request, auth, candidateId, next);
        return {
          message: `Tag ${request.params.tag_id} ${method === 'put' ? 'applied to' : 'removed from'} candidate ${request.params.id}`,
        };
      },
    );
};
