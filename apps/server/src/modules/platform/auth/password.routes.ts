import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  changePasswordSchema,
  confirmForgotPasswordBodySchema,
  forgotPasswordSchema,
  setNewPasswordBodySchema,
} from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { requireAuth } from '../../../plugins/auth.ts';
import type { AuthDeps } from './auth.deps.ts';
import { changePassword, setNewPassword } from './password.service.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { clearRefreshCookie } from './refresh-cookie.ts';

const responses = { 200: messageOnly, '4xx': apiErrorSchema };

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/set-new-password',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], body: setNewPasswordBodySchema, response: responses },
    },
    async (request) => {
      await setNewPassword(deps, request.body, request);
      return { message: SUCCESS_MESSAGES.newPasswordSet, data: null };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: forgotPasswordSchema, response: responses },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request);
      return { message: SUCCESS_MESSAGES.emailSent, data: null };
    },
  );

  app.post(
    '/auth/confirm-forgot-password',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { tags: ['auth'], body: confirmForgotPasswordBodySchema, response: responses },
    },
    async (request) => {
      await confirmPasswordReset(deps, request.body, request);
      return { message: SUCCESS_MESSAGES.passwordReset, data: null };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordSchema, response: responses },
    },
    async (request, reply) => {
      await changePassword(deps, { ...request.body, userId: requireAuth(request).userId }, request);
      // Every session ended, this one included: the web app sends the user to /sign-in.
      clearRefreshCookie(reply);
      return { message: SUCCESS_MESSAGES.passwordChanged, data: null };
    },
  );
};
