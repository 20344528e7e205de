import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope, messageOnly } from '@atrium/shared/schemas/platform/api';
import { signInLinkBodySchema, signInLinkRequestSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { signInResultSchema } from '@atrium/shared/schemas/platform/session';
import type { AuthDeps } from './auth.deps.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { requestSignInLink, signInWithLink } from './sign-in-link.service.ts';

/** A one-time sign-in link by mail: the owner's way in while failed sign-ins hold the account back. */
export const signInLinkRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/sign-in-link',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        body: signInLinkRequestSchema,
        response: { 200: messageOnly, '4xx': apiErrorSchema },
      },
    },
    async (request) => {
      await requestSignInLink(deps, request.body.email, request);
      return { message: SUCCESS_MESSAGES.emailSent, data: null };
    },
  );

  app.put(
    '/auth/sign-in-link',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        body: signInLinkBodySchema,
        // The same answer as PUT /auth/signin.
        response: { 200: envelope(signInResultSchema), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await signInWithLink(deps, request.body, request);
      setRefreshCookie(reply, session.refreshToken, session);
      // The link proved the mailbox: this browser is now one the owner signs in from.
      deps.deviceCookies.set(reply, session.user.email);
      const { authToken, refreshToken, user } = session;
      return { message: SUCCESS_MESSAGES.signIn, data: { authToken, refreshToken, user } };
    },
  );
};
