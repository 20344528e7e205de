import type {
  EmailSender,
  EmailSenderBody,
  EmailTemplate,
  EmailTemplateBody,
  OfferTemplate,
  OfferTemplateBody,
} from '@atrium/shared/schemas/recruiting/email-templates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { EmailSender, EmailTemplate, OfferTemplate };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['EmailTemplates', 'OfferTemplates', 'EmailSender'],
});
const EMAIL = 'configuration/email-templates';
const OFFER = 'configuration/offer-templates';

export const templatesApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listEmailTemplates: build.query<EmailTemplate[], void>({
      query: () => EMAIL,
      transformResponse: (answer: Envelope<EmailTemplate[]>) => answer.data,
      providesTags: ['EmailTemplates'],
    }),
    getEmailTemplate: build.query<EmailTemplate, string>({
      query: (id) => `${EMAIL}/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<EmailTemplate>) => answer.data,
      providesTags: ['EmailTemplates'],
    }),
    saveEmailTemplate: build.mutation<Envelope<EmailTemplate>, { id?: string; body: EmailTemplateBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `${EMAIL}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: EMAIL, method: 'POST', body },
      invalidatesTags: ['EmailTemplates'],
    }),
    deleteEmailTemplate: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `${EMAIL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['EmailTemplates'],
    }),
    listOfferTemplates: build.query<OfferTemplate[], void>({
      query: () => OFFER,
      transformResponse: (answer: Envelope<OfferTemplate[]>) => answer.data,
      providesTags: ['OfferTemplates'],
    }),
    saveOfferTemplate: build.mutation<Envelope<OfferTemplate>, { id?: string; body: OfferTemplateBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `${OFFER}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: OFFER, method: 'POST', body },
      invalidatesTags: ['OfferTemplates'],
    }),
    deleteOfferTemplate: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `${OFFER}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['OfferTemplates'],
    }),
    getEmailSender: build.query<EmailSender | null, void>({
      query: () => 'configuration/email-sender',
      transformResponse: (answer: Envelope<EmailSender | null>) => answer.data,
      providesTags: ['EmailSender'],
    }),
    setEmailSender: build.mutation<Envelope<EmailSender>, EmailSenderBody>({
      query: (body) => ({ url: 'configuration/email-sender', method: 'PUT', body }),
      invalidatesTags: ['EmailSender'],
    }),
    verifyEmailSender: build.mutation<Envelope<EmailSender>, string>({
      query: (code) => ({ url: 'configuration/email-sender/verify', method: 'POST', body: { code } }),
      invalidatesTags: ['EmailSender'],
    }),
  }),
});

export const {
  useListEmailTemplatesQuery,
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  useDeleteEmailTemplateMutation,
  useListOfferTemplatesQuery,
  useSaveOfferTemplateMutation,
  useDeleteOfferTemplateMutation,
  useGetEmailSenderQuery,
  useSetEmailSenderMutation,
  useVerifyEmailSenderMutation,
} = templatesApi;
