import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import {
  ATTACHMENT_TYPES,
  HARVEST_ANONYMIZE_FIELDS,
  type HarvestAnonymizeField,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { candidateEducations, candidateEmployments, candidates } from '../../../db/schema/index.ts';
import { uploadFile } from '../../platform/files/files.service.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { anonymizeCandidate } from '../candidate-anonymize/candidate-anonymize.service.ts';
import { addAttachment } from '../candidate-attachments/candidate-attachments.service.ts';
import * as historyRepository from '../candidate-history/candidate-history.repository.ts';
import {
  addEducation,
  addEmployment,
  deleteHistoryEntry,
} from '../candidate-history/candidate-history.service.ts';
import { harvestCandidates } from './harvest-candidates.service.ts';
import { toHarvestEducation, toHarvestEmployment } from './harvest-candidate-profile.ts';
import { unknownCandidate } from './harvest-candidate-writes.ts';
import { actorOf, HarvestError, invalid } from './harvest-http.ts';
import {
  harvestAttachmentSchema,
  harvestCandidateSchema,
  harvestEducationSchema,
  harvestEmploymentSchema,
} from './harvest-objects.ts';
import {
  educationBody,
  educationInput,
  employmentBody,
  employmentInput,
  harvestText,
} from './harvest-history-bodies.ts';
import { harvestIdParam, integerId } from './harvest-query.ts';
import * as repository from './harvest.repository.ts';

// Harvest's candidate attachments, educations, employments and anonymize, through the app's services.

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });

const attachmentBody = z.object({
  filename: harvestText(255).min(1, 'Must be present'),
  type: z.enum(ATTACHMENT_TYPES, { error: `Must be one of: ${ATTACHMENT_TYPES.join(', ')}` }),
  content: z.string().max(30_000_000).optional(),
  content_type: harvestText(200).optional(),
  url: harvestText(2000).optional(),
});

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

export const harvestCandidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  const candidateIdOf = async (companyId: string, publicId: number) => {
    const id = await repository.uuidOf(app.db, candidates, companyId, publicId);
    if (!id) throw unknownCandidate();
    return id;
  };
  const entryIdOf = async (
    table: typeof candidateEducations | typeof candidateEmployments,
    companyId: string,
    publicId: number,
  ) => {
    const [row] = await historyRepository.entryByPublicId(app.db, table, companyId, publicId);
    if (!row) throw new HarvestError(404, 'Resource not found');
    return row.id;
  };

  app.post(
    '/candidates/:id/attachments',
    {
      config: access('POST /v1/candidates/:id/attachments'),
      bodyLimit: 40 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Harvest: add an attachment as base64 content (On-Behalf-Of required; URLs are not fetched)',
        params: harvestIdParam,
        body: attachmentBody,
        response: { 201: harvestAttachmentSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const body = request.body;
      // Fetching a caller's URL from inside the network is a server-side request forgery risk.
      if (!body.content && body.url)
        throw invalid('url', 'Atrium does not fetch attachment URLs: send the file as base64 content');
      if (!body.content) throw invalid('content', 'Must be present');
      if (!BASE64.test(body.content)) throw invalid('content', 'Must be base64 encoded');
      const bytes = Buffer.from(body.content, 'base64');
      if (bytes.length > app.config.uploadMaxBytes)
        throw invalid('content', `Must be at most ${app.config.uploadMaxBytes} bytes`);
      const file = await uploadFile({
        db: app.db,
        storage,
        auth,
        request,
        body: bytes,
        fileName: body.filename,
      });
      const attachment = await addAttachment({ db: app.db, storage }, request, auth, candidateId, {
        fileId: file.id,
        type: body.type,
        applicationId: null,
      });
      return reply.status(201).send({
        filename: attachment.name,
        url: fileUrl(file.id),
        type: attachment.type,
        created_at: attachment.createdAt,
      });
    },
  );

  app.post(
    '/candidates/:id/educations',
    {
      config: access('POST /v1/candidates/:id/educations'),
      schema: {
        tags,
        summary: 'Harvest: add an education (school_name, degree, discipline as text; On-Behalf-Of required)',
        params: harvestIdParam,
        body: educationBody,
        response: { 201: harvestEducationSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const created = await addEducation(app.db, request, auth, candidateId, educationInput(request.body));
      const [row] = await historyRepository.educationsById(app.db, auth.companyId, created.id);
      return reply.status(201).send(toHarvestEducation(row!));
    },
  );

  app.post(
    '/candidates/:id/employments',
    {
      config: access('POST /v1/candidates/:id/employments'),
      schema: {
        tags,
        summary: 'Harvest: add an employment (no end_date: current; On-Behalf-Of required)',
        params: harvestIdParam,
        body: employmentBody,
        response: { 201: harvestEmploymentSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const created = await addEmployment(app.db, request, auth, candidateId, employmentInput(request.body));
      const [row] = await historyRepository.employmentsById(app.db, auth.companyId, created.id);
      return reply.status(201).send(toHarvestEmployment(row!));
    },
  );

  for (const [kind, table, endpoint, param] of [
    ['education', candidateEducations, 'DELETE /v1/candidates/:id/educations/:education_id', 'education_id'],
    [
      'employment',
      candidateEmployments,
      'DELETE /v1/candidates/:id/employments/:employment_id',
      'employment_id',
    ],
  ] as const)
    app.delete(
      `/candidates/:id/${kind}s/:${param}`,
      {
        config: access(endpoint),
        schema: {
          tags,
          summary: `Harvest: remove an ${kind} from a candidate (On-Behalf-Of required)`,
          params: harvestIdParam.extend({ [param]: integerId }),
          response: { 200: z.object({ success: z.boolean(), message: z.string() }) },
        },
      },
      async (request) => {
        const auth = actorOf(request);
        const params = request.params as { id: number } & Record<string, number>;
        const candidateId = await candidateIdOf(auth.companyId, params.id);
        const entryId = await entryIdOf(table, auth.companyId, params[param]!);
        await deleteHistoryEntry(app.db, request, auth, kind, { candidateId, id: entryId });
        const label = kind === 'education' ? 'Education' : 'Employment';
        return { success: true, message: `${label} ID ${params[param]} destroyed.` };
      },
    );

  app.put(
    '/candidates/:id/anonymize',
    {
      config: access('PUT /v1/candidates/:id/anonymize'),
      schema: {
        tags,
        summary: 'Harvest: anonymize the given fields of a candidate (GDPR erasure; cannot be undone)',
        params: harvestIdParam,
        querystring: z.object({ fields: harvestText(2000).min(1, 'Must be present') }),
        response: { 200: harvestCandidateSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const candidateId = await candidateIdOf(auth.companyId, request.params.id);
      const names = request.query.fields
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const known = new Set<string>(HARVEST_ANONYMIZE_FIELDS);
      const unknown = names.filter((name) => !known.has(name));
      if (unknown.length || names.length === 0)
        throw invalid('fields', `Unknown fields: ${unknown.join(', ') || '(none given)'}`);
      await anonymizeCandidate(
        { db: app.db, storage, log: request.log },
        request,
        auth,
        candidateId,
        names as HarvestAnonymizeField[],
      );
      const row = await repository.candidateByUuid(app.db, auth.companyId, candidateId);
      return (await harvestCandidates(app.db, auth.companyId, [row!], fileUrl))[0]!;
    },
  );
};
