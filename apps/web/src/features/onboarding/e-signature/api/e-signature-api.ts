import type {
  MyDocument,
  SendSignatureRequestBody,
  SignBody,
  SignatureRequest,
  SignatureTemplate,
  SignatureTemplateBody,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { MyDocument, SignatureRequest, SignatureTemplate };

const TEMPLATES = { type: 'OnboardingSignatureTemplates', id: 'LIST' } as const;
const REQUESTS = { type: 'OnboardingSignatureRequests', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingSignatureTemplates', 'OnboardingSignatureRequests'],
});

const BASE = 'onboarding/e-signature';
const at = (id: string) => encodeURIComponent(id);

/** Settings → e-signature (templates) and the documents sent to hires: send, sign, cancel, download. */
export const eSignatureApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    signatureTemplates: build.query<SignatureTemplate[], void>({
      query: () => `${BASE}/templates`,
      transformResponse: (answer: Envelope<SignatureTemplate[]>) => answer.data,
      providesTags: [TEMPLATES],
    }),
    signatureTemplate: build.query<SignatureTemplate, string>({
      query: (id) => `${BASE}/templates/${at(id)}`,
      transformResponse: (answer: Envelope<SignatureTemplate>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OnboardingSignatureTemplates', id }],
    }),
    saveSignatureTemplate: build.mutation<
      Envelope<SignatureTemplate>,
      { id?: string; body: SignatureTemplateBody }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `${BASE}/templates/${at(id)}`, method: 'PUT', body }
          : { url: `${BASE}/templates`, method: 'POST', body },
      invalidatesTags: (_result, _error, { id }) => [
        TEMPLATES,
        ...(id ? [{ type: 'OnboardingSignatureTemplates' as const, id }] : []),
      ],
    }),
    deleteSignatureTemplate: build.mutation<Envelope<{ outcome: 'deleted' | 'archived' }>, string>({
      query: (id) => ({ url: `${BASE}/templates/${at(id)}`, method: 'DELETE' }),
      invalidatesTags: [TEMPLATES],
    }),
    signatureRequests: build.query<SignatureRequest[], { newHireId: string }>({
      query: (params) => ({ url: `${BASE}/requests`, params }),
      transformResponse: (answer: Envelope<SignatureRequest[]>) => answer.data,
      providesTags: [REQUESTS],
    }),
    signatureRequest: build.query<SignatureRequest, string>({
      query: (id) => `${BASE}/requests/${at(id)}`,
      transformResponse: (answer: Envelope<SignatureRequest>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OnboardingSignatureRequests', id }],
    }),
    myDocuments: build.query<MyDocument[], void>({
      query: () => `${BASE}/mine`,
      transformResponse: (answer: Envelope<MyDocument[]>) => answer.data,
      providesTags: [REQUESTS],
    }),
    sendSignatureRequest: build.mutation<Envelope<SignatureRequest>, SendSignatureRequestBody>({
      query: (body) => ({ url: `${BASE}/requests`, method: 'POST', body }),
      invalidatesTags: [REQUESTS, TEMPLATES],
    }),
    cancelSignatureRequest: build.mutation<Envelope<SignatureRequest>, string>({
      query: (id) => ({ url: `${BASE}/requests/${at(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [REQUESTS, { type: 'OnboardingSignatureRequests', id }],
    }),
    signDocument: build.mutation<Envelope<SignatureRequest>, { id: string; body: SignBody }>({
      query: ({ id, body }) => ({ url: `${BASE}/requests/${at(id)}/sign`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [REQUESTS, { type: 'OnboardingSignatureRequests', id }],
    }),
  }),
});

export const {
  useSignatureTemplatesQuery,
  useSignatureTemplateQuery,
  useSaveSignatureTemplateMutation,
  useDeleteSignatureTemplateMutation,
  useSignatureRequestsQuery,
  useSignatureRequestQuery,
  useMyDocumentsQuery,
  useSendSignatureRequestMutation,
  useCancelSignatureRequestMutation,
  useSignDocumentMutation,
} = eSignatureApi;

/** Where a PDF's bytes are (fetched with hooks/use-fetch-pdf, never kept in the store). */
export const pdfUrls = {
  template: (id: string) => `${BASE}/templates/${at(id)}/file`,
  original: (id: string) => `${BASE}/requests/${at(id)}/file`,
  signed: (id: string) => `${BASE}/requests/${at(id)}/signed`,
};
