import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageOnly } from '@atrium/shared/schemas/platform/api';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { safeEqual } from '../../../lib/secure-random.ts';
import { receiveCandidateReply } from './inbound-email.service.ts';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * Where the mail relay of INBOUND_EMAIL_DOMAIN posts each message it receives, raw (RFC 5322, as
 * `message/rfc822`), with the shared secret as a bearer token and the envelope recipient as `?to=`.
 * Without INBOUND_EMAIL_DOMAIN and INBOUND_EMAIL_SECRET there is no such route (404).
 */
export const inboundEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'message/rfc822',
    { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/inbound-email',
    {
      config: { access: 'public' },
      bodyLimit: MAX_MESSAGE_BYTES,
      schema: {
        tags: ['candidates'],
        summary: "The mail relay's delivery of a candidate's reply (raw message/rfc822, bearer secret)",
        querystring: z.object({ to: z.string().max(320).optional() }),
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const inbound = app.config.inboundEmail;
      if (!inbound) throw notFound('Route');
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Bearer ') || !safeEqual(header.slice(7), inbound.secret))
        throw new AppError(
          'UNAUTHENTICATED',
          'The relay must send the inbound email secret as a bearer token',
        );
      if (!Buffer.isBuffer(request.body) || request.body.length === 0)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the raw message as message/rfc822');
      const { duplicate } = await receiveCandidateReply(app.db, inbound, request.body, request.query.to);
      return { message: duplicate ? 'Already received' : 'Received' };
    },
  );
};
