import type {
  OnboardingDashboard,
  OverdueByAssignee,
  SignaturesWaiting,
} from '@atrium/shared/schemas/onboarding/reports';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { OnboardingDashboard, OverdueByAssignee, SignaturesWaiting };

/** The Onboarding dashboard's cards, each its own call behind the permission of what it shows. */
export const onboardingDashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    onboardingDashboard: build.query<OnboardingDashboard, void>({
      query: () => 'onboarding/dashboard',
      transformResponse: (answer: Envelope<OnboardingDashboard>) => answer.data,
    }),
    overdueByAssignee: build.query<OverdueByAssignee, void>({
      query: () => 'onboarding/dashboard/overdue',
      transformResponse: (answer: Envelope<OverdueByAssignee>) => answer.data,
    }),
    signaturesWaiting: build.query<SignaturesWaiting, void>({
      query: () => 'onboarding/dashboard/signatures',
      transformResponse: (answer: Envelope<SignaturesWaiting>) => answer.data,
    }),
  }),
});

export const { useOnboardingDashboardQuery, useOverdueByAssigneeQuery, useSignaturesWaitingQuery } =
  onboardingDashboardApi;
