import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope, messageOnly } from '@atrium/shared/schemas/platform/api';
import { logoutBodySchema, refreshTokenBodySchema, signInSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import {
  authTokensSchema,
  sessionUserSchema,
  signInResultSchema,
} from '@atrium/shared/schemas/platform/session';
import { requireAuth } from '../../../plugins/auth.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clearRefreshCookie, refreshTokenFrom, setRefreshCookie } from './refresh-cookie.ts';
import { currentUserAnswer, refreshSession, signIn, signOut } from './session.service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.put(
    '/auth/signin',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: signInSchema,
        response: { 200: envelope(signInResultSchema), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await signIn(deps, { ...request.body, request });
      setRefreshCookie(reply, session.refreshToken, session);
      deps.deviceCookies.set(reply, request.body.email);
      const { authToken, refreshToken, user } = session;
      return { message: SUCCESS_MESSAGES.signIn, data: { authToken, refreshToken, user } };
    },
  );

  app.put(
    '/auth/refresh-token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        // A browser refreshing by cookie may send no body at all.
        body: refreshTokenBodySchema.nullish(),
        response: { 200: envelope(authTokensSchema), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const refreshToken = refreshTokenFrom(request, request.body?.refreshToken);
      try {
        const session = await refreshSession(deps, { refreshToken, request });
        setRefreshCookie(reply, session.refreshToken, session);
        return {
          message: 'Token refreshed successfully!',
          data: { authToken: session.authToken, refreshToken: session.refreshToken },
        };
      } catch (error) {
        // A dead refresh cookie is useless to the browser; drop it with the refusal.
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/users/logout',
    {
      // Public: a session whose access token has already expired must still be able to end.
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: logoutBodySchema.nullable(),
        response: { 200: messageOnly, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      await signOut(deps, { refreshToken: refreshTokenFrom(request, request.body?.refreshToken), request });
      clearRefreshCookie(reply);
      return { message: 'Logout successfully!', data: null };
    },
  );

  app.get(
    '/users/me',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: envelope(sessionUserSchema), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Serialised by the route's own serializer, so the cached bytes are what it would write.
      const answer = await currentUserAnswer(
        deps,
        requireAuth(request).userId,
        (body) => reply.serialize(body) as string,
      );
      // A string sent as JSON goes out as it is; the type provider only knows the object form.
      return reply.type('application/json; charset=utf-8').send(answer as never);
    },
  );
};
