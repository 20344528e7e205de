import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, envelope } from '@atrium/shared/schemas/platform/api';
import { otpSendBodySchema, otpVerifyBodySchema } from '@atrium/shared/schemas/platform/auth';
import { OTP_TTL_SECONDS } from '@atrium/shared/constants/limits';
import {
  otpSentSchema,
  otpTargetQuerySchema,
  otpTargetSchema,
  otpVerifiedSchema,
} from '@atrium/shared/schemas/platform/otp';
import { counterStoreFor, Throttle } from '../../../lib/throttle.ts';
import { otpTarget, sendOtp, verifyOtp, type OtpDeps } from './otp.service.ts';

const TEN_MINUTES = 10 * 60_000;

/** The OTP screen's calls: where the code goes, send (and resend), verify. */
export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = counterStoreFor(app.redis, app.log);
  const deps: OtpDeps = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    userStates: app.userStates,
    decoySecret: app.config.jwtSecret,
    throttles: {
      sendUser: new Throttle(store, { name: 'otp-send:user', max: 5, windowMs: TEN_MINUTES }),
      sendIp: new Throttle(store, { name: 'otp-send:ip', max: 10, windowMs: TEN_MINUTES }),
    },
  };

  app.get(
    '/auth/otp/target',
    {
      config: { access: 'public' },
      schema: {
        tags: ['otp'],
        querystring: otpTargetQuerySchema,
        response: { 200: envelope(otpTargetSchema), '4xx': apiErrorSchema },
      },
    },
    async (request) => ({ message: 'OK', data: await otpTarget(deps, request.query) }),
  );

  app.post(
    '/auth/otp/send',
    {
      config: { access: 'public' },
      schema: {
        tags: ['otp'],
        body: otpSendBodySchema,
        response: { 200: envelope(otpSentSchema), '4xx': apiErrorSchema },
      },
    },
    async (request) => {
      await sendOtp(deps, request.body, request);
      return { message: 'Code sent successfully!', data: { expiresInSeconds: OTP_TTL_SECONDS } };
    },
  );

  app.post(
    '/auth/otp/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['otp'],
        body: otpVerifyBodySchema,
        response: { 200: envelope(otpVerifiedSchema), '4xx': apiErrorSchema },
      },
    },
    async (request) => ({
      message: 'Verified successfully!',
      data: await verifyOtp(deps, request.body, request),
    }),
  );
};
