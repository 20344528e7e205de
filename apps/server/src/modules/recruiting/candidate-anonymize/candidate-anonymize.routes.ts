import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { anonymizeBodySchema } from '@atrium/shared/schemas/recruiting/candidate-profile';
import { candidateDetailSchema } from '@atrium/shared/schemas/recruiting/candidates';
import { requireAuth } from '../../../plugins/auth.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { getCandidate } from '../candidates/candidates.service.ts';
import { anonymizeCandidate } from './candidate-anonymize.service.ts';

export const candidateAnonymizeRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);

  app.put(
    '/candidates/:id/anonymize',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.delete' },
      schema: {
        tags: ['candidates'],
        summary:
          'Anonymise (GDPR erasure): blank the chosen fields and delete the files, with ANONYMIZE typed; cannot be undone',
        params: idParamSchema,
        body: anonymizeBodySchema,
        response: { 200: envelope(candidateDetailSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await anonymizeCandidate(
        { db: app.db, storage, log: request.log },
        request,
        auth,
        request.params.id,
        request.body.fields,
      );
      return { message: 'Candidate anonymised', data: await getCandidate(app.db, auth, request.params.id) };
    },
  );
};
