import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { signUpCompanyBodySchema } from '@atrium/shared/schemas/platform/sign-up';
import type { AuthDeps } from './auth.deps.ts';
import { signUpCompany } from './sign-up.service.ts';

export const signUpRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/signup-company',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['auth'],
        body: signUpCompanyBodySchema,
        response: { 200: messageOnly, '4xx': apiErrorSchema },
      },
    },
    async (request) => {
      await signUpCompany(deps, request.body, request);
      return { message: SUCCESS_MESSAGES.signUp, data: null };
    },
  );
};
