import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  candidateActivityListSchema,
  candidateActivityQuerySchema,
  candidateActivitySchema,
  candidateDetailSchema,
  candidateFilterOptionsSchema,
  candidateListQuerySchema,
  candidateListSchema,
  candidateNoteBodySchema,
  candidateTagsBodySchema,
  candidateUpdateSchema,
  mergeCandidateBodySchema,
  addCandidateBodySchema,
  duplicateCheckBodySchema,
  parsedResumeSchema,
  possibleDuplicateSchema,
  bulkActionBodySchema,
  bulkResultSchema,
  candidateListQuerySchema as exportQuerySchema,
} from '@atrium/shared/schemas/recruiting/candidates';
import { z } from 'zod';
import { requireAuth } from '../../../plugins/auth.ts';
import { addNote, candidateFeed, type FeedDeps } from './candidate-feed.service.ts';
import { mergeCandidates } from './candidate-merge.service.ts';
import { bulkAction } from './candidate-bulk.service.ts';
import { exportCandidatesCsv } from './candidates-export.ts';
import { addCandidate } from './candidate-create.service.ts';
import { parseResume } from './resume-parse.service.ts';
import { duplicatesOf } from './candidate-detail.repository.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { indexResumesLater } from '../candidate-attachments/candidate-attachments.service.ts';
import {
  candidateFilterOptions,
  getCandidate,
  listCandidates,
  setTags,
  updateCandidate,
} from './candidates.service.ts';

const tags = ['candidates'];
const VIEW = 'rct.module.candidates.candidate.view';

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): FeedDeps => ({
    db: app.db,
    mailer: app.mailer,
    log,
    publicUrl: app.config.publicUrl,
  });

  app.get(
    '/candidates',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          'Candidates and prospects: search (name, email, phone, title, company, tag), filters, sort, pages',
        querystring: candidateListQuerySchema,
        response: { 200: envelope(candidateListSchema) },
      },
    },
    async (request) => ({
      message: 'Candidates',
      data: await listCandidates(app.db, requireAuth(request), request.query),
    }),
  );

  const storage = await createFileStorage(app.config);

  app.post(
    '/candidates',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.create' },
      schema: {
        tags,
        summary: 'Add a candidate to one or more jobs (each into its first stage), or a prospect with none',
        body: addCandidateBodySchema,
        response: { 201: envelope(candidateDetailSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const added = await addCandidate(app.db, request, auth, request.body);
      // The résumé's words join the search before the answer, so the list finds them at once.
      await indexResumesLater({ db: app.db, storage, log: request.log }, auth.companyId, added.id);
      return reply.status(201).send({ message: 'Candidate added', data: added });
    },
  );

  app.post(
    '/candidates/bulk',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          'One action on a selection or on every match, all or nothing: tag, untag, recruiter, coordinator, move, reject, email',
        body: bulkActionBodySchema,
        response: { 200: envelope(bulkResultSchema) },
      },
    },
    async (request) => {
      const data = await bulkAction(app.db, app.jobs, request, requireAuth(request), request.body);
      return {
        message: `${data.affected} done${data.skipped ? `, ${data.skipped} left as they were` : ''}`,
        data,
      };
    },
  );

  app.get(
    '/candidates/export.csv',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.export' },
      schema: {
        tags,
        summary: 'The candidates of the current search and filters as a CSV file',
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      const csv = await exportCandidatesCsv(app.db, requireAuth(request).companyId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="candidates-${day}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/candidates/duplicate-check',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.create' },
      schema: {
        tags,
        summary: 'Candidates the company already has with these emails, or this name and a phone number',
        body: duplicateCheckBodySchema,
        response: { 200: envelope(z.array(possibleDuplicateSchema)) },
      },
    },
    async (request) => ({
      message: 'Possible duplicates',
      data: await duplicatesOf(app.db, requireAuth(request).companyId, request.body),
    }),
  );

  app.post(
    '/candidates/parse-resume',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.create' },
      schema: {
        tags,
        summary: 'Read an uploaded résumé (PDF, DOCX, TXT): the email and phone its text gives',
        body: z.object({ fileId: z.uuid('Upload the résumé again') }),
        response: { 200: envelope(parsedResumeSchema) },
      },
    },
    async (request) => ({
      message: 'Résumé read',
      data: await parseResume(app.db, storage, requireAuth(request), request.body.fileId),
    }),
  );

  app.get(
    '/candidates/filter-options',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "What the candidates list's filters and the profile's actions offer",
        response: { 200: envelope(candidateFilterOptionsSchema) },
      },
    },
    async (request) => ({
      message: 'Filter options',
      data: await candidateFilterOptions(app.db, requireAuth(request)),
    }),
  );

  app.get(
    '/candidates/:id',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'A candidate: contact details, tags, who looks after them, every application',
        params: idParamSchema,
        response: { 200: envelope(candidateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Candidate',
      data: await getCandidate(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/candidates/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.edit' },
      schema: {
        tags,
        summary: "Edit a candidate's name, title, company, contact details, recruiter and coordinator",
        params: idParamSchema,
        body: candidateUpdateSchema,
        response: { 200: envelope(candidateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Candidate updated successfully!',
      data: await updateCandidate(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/candidates/:id/tags',
    {
      config: { access: 'authenticated', permission: 'rct.module.tags.candidate_tag.assign' },
      schema: {
        tags,
        summary: "Set a candidate's tags",
        params: idParamSchema,
        body: candidateTagsBodySchema,
        response: { 200: envelope(candidateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Tags saved',
      data: await setTags(app.db, request, requireAuth(request), request.params.id, request.body.tagIds),
    }),
  );

  app.get(
    '/candidates/:id/activity',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "The candidate's activity feed, newest first: moves, notes the reader may see, emails",
        params: idParamSchema,
        querystring: candidateActivityQuerySchema,
        response: { 200: envelope(candidateActivityListSchema) },
      },
    },
    async (request) => ({
      message: 'Activity',
      data: await candidateFeed(app.db, requireAuth(request), request.params.id, request.query),
    }),
  );

  app.post(
    '/candidates/:id/notes',
    {
      config: { access: 'authenticated', permission: 'rct.module.notes.note.create' },
      schema: {
        tags,
        summary: 'Add a note; colleagues mentioned as @[Name](id) are told in the app and by mail',
        params: idParamSchema,
        body: candidateNoteBodySchema,
        response: { 201: envelope(candidateActivitySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Note added',
        data: await addNote(
          deps(request.log),
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.post(
    '/candidates/:id/merge',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.edit' },
      schema: {
        tags,
        summary:
          'Merge a duplicate into this candidate: applications, notes, emails, tags and feed move here; cannot be undone',
        params: idParamSchema,
        body: mergeCandidateBodySchema,
        response: { 200: envelope(candidateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Candidates merged',
      data: await mergeCandidates(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body.duplicateId,
      ),
    }),
  );
};
