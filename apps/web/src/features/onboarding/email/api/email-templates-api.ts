import type {
  EmailPreview,
  EmailTemplate,
  EmailTemplateBody,
  OnboardingMailKey,
} from '@atrium/shared/schemas/onboarding/email';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { EmailPreview, EmailTemplate };

const LIST = { type: 'OnboardingEmailTemplates', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['OnboardingEmailTemplates'] });

/** Onboarding settings → email: every onboarding mail's template, saved, previewed, reset. */
export const emailTemplatesApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    onboardingEmailTemplates: build.query<EmailTemplate[], void>({
      query: () => 'onboarding/settings/email',
      transformResponse: (answer: Envelope<EmailTemplate[]>) => answer.data,
      providesTags: [LIST],
    }),
    saveOnboardingEmailTemplate: build.mutation<Envelope<EmailTemplate>, EmailTemplateBody>({
      query: (body) => ({ url: 'onboarding/settings/email', method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    resetOnboardingEmailTemplate: build.mutation<Envelope<EmailTemplate>, OnboardingMailKey>({
      query: (key) => ({ url: 'onboarding/settings/email/reset', method: 'POST', body: { key } }),
      invalidatesTags: [LIST],
    }),
    previewOnboardingEmail: build.mutation<EmailPreview, EmailTemplateBody>({
      query: (body) => ({ url: 'onboarding/settings/email/preview', method: 'POST', body }),
      transformResponse: (answer: Envelope<EmailPreview>) => answer.data,
    }),
  }),
});

export const {
  useOnboardingEmailTemplatesQuery,
  useSaveOnboardingEmailTemplateMutation,
  useResetOnboardingEmailTemplateMutation,
  usePreviewOnboardingEmailMutation,
} = emailTemplatesApi;
