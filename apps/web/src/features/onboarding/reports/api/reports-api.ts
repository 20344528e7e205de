import type {
  FeedbackReport,
  HiresByMonthRow,
  ReportFiltersInput,
  SignatureStatusRow,
  TaskByAssigneeRow,
  TaskByTemplateRow,
} from '@atrium/shared/schemas/onboarding/reports';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { FeedbackReport, HiresByMonthRow, SignatureStatusRow, TaskByAssigneeRow, TaskByTemplateRow };

/** The filters as the address and the server read them (states comma-separated). */
export interface ReportParams extends Omit<ReportFiltersInput, 'states'> {
  states?: string;
}

const reportQuery = (kind: string) => (params: ReportParams) => ({
  url: `onboarding/reports/${kind}`,
  params,
});
const dataOf = <T>(answer: Envelope<T>) => answer.data;

export const onboardingReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    tasksByTemplateReport: build.query<TaskByTemplateRow[], ReportParams>({
      query: reportQuery('tasks-by-template'),
      transformResponse: dataOf<TaskByTemplateRow[]>,
    }),
    tasksByAssigneeReport: build.query<TaskByAssigneeRow[], ReportParams>({
      query: reportQuery('tasks-by-assignee'),
      transformResponse: dataOf<TaskByAssigneeRow[]>,
    }),
    signatureStatusReport: build.query<SignatureStatusRow[], ReportParams>({
      query: reportQuery('e-signature'),
      transformResponse: dataOf<SignatureStatusRow[]>,
    }),
    hiresByMonthReport: build.query<HiresByMonthRow[], ReportParams>({
      query: reportQuery('hires-by-month'),
      transformResponse: dataOf<HiresByMonthRow[]>,
    }),
    feedbackReport: build.query<FeedbackReport, ReportParams>({
      query: reportQuery('feedback'),
      transformResponse: dataOf<FeedbackReport>,
    }),
  }),
});

export const {
  useTasksByTemplateReportQuery,
  useTasksByAssigneeReportQuery,
  useSignatureStatusReportQuery,
  useHiresByMonthReportQuery,
  useFeedbackReportQuery,
} = onboardingReportsApi;
