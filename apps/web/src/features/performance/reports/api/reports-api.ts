import type {
  FeedbackReport,
  GoalsReport,
  OneOnOneReport,
  PerformanceReportFiltersInput,
} from '@atrium/shared/schemas/performance/reports';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { FeedbackReport, GoalsReport, OneOnOneReport };

/** The filters as the address and the server read them. */
export type ReportParams = PerformanceReportFiltersInput;

const reportQuery = (kind: string) => (params: ReportParams) => ({
  url: `performance/reports/${kind}`,
  params,
});

/** Performance → reports: aggregates only, read fresh for each set of filters. */
export const performanceReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    oneOnOneReport: build.query<OneOnOneReport, ReportParams>({
      query: reportQuery('one-on-ones'),
      transformResponse: (answer: Envelope<OneOnOneReport>) => answer.data,
    }),
    feedbackReport: build.query<FeedbackReport, ReportParams>({
      query: reportQuery('feedback'),
      transformResponse: (answer: Envelope<FeedbackReport>) => answer.data,
    }),
    goalsReport: build.query<GoalsReport, ReportParams>({
      query: reportQuery('goals'),
      transformResponse: (answer: Envelope<GoalsReport>) => answer.data,
    }),
  }),
});

export const { useOneOnOneReportQuery, useFeedbackReportQuery, useGoalsReportQuery } = performanceReportsApi;
