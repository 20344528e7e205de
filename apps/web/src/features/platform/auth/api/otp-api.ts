import type { OtpSendBody, OtpVerifyBody } from '@atrium/shared/schemas/platform/auth';
import type { OtpTarget } from '@atrium/shared/schemas/platform/otp';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

/** The OTP screen's calls (spec section 2): where the code goes (masked), send or resend, verify. */
export const otpApi = api.injectEndpoints({
  endpoints: (build) => ({
    otpTarget: build.query<Envelope<OtpTarget>, OtpSendBody>({
      query: (params) => ({ url: 'auth/otp/target', params }),
    }),
    sendOtp: build.mutation<Envelope<{ expiresInSeconds: number }>, OtpSendBody>({
      query: (body) => ({ url: 'auth/otp/send', method: 'POST', body }),
    }),
    verifyOtp: build.mutation<Envelope<{ type: OtpSendBody['type']; verified: true }>, OtpVerifyBody>({
      query: (body) => ({ url: 'auth/otp/verify', method: 'POST', body }),
    }),
  }),
});

export const { useOtpTargetQuery, useSendOtpMutation, useVerifyOtpMutation } = otpApi;
