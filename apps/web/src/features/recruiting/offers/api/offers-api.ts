import type { ApprovalDecisionBody } from '@atrium/shared/schemas/recruiting/approvals';
import type { ApplicationOffer, HireBody, Offer, OfferBody } from '@atrium/shared/schemas/recruiting/offers';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import { applicationChangeTags, PIPELINES } from '../../candidates/api/candidates-api';

export type { ApplicationOffer, Offer };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [
    'ApplicationOffer',
    'Candidates',
    'CandidateActivity',
    'CandidateAttachments',
    'PendingApprovals',
    'Jobs',
    ...PIPELINES,
  ],
});

/** Every offer call names its application and candidate, so the candidate's page refreshes. */
interface OfferTarget {
  applicationId: string;
  candidateId: string;
}
interface OfferAction<B = undefined> extends OfferTarget {
  offerId: string;
  body: B;
}

const offerTag = (applicationId: string) => ({ type: 'ApplicationOffer' as const, id: applicationId });
// Each change writes the candidate's feed; approval steps change whose decisions are awaited.
const offerChangeTags = (_result: unknown, _error: unknown, { applicationId, candidateId }: OfferTarget) => [
  offerTag(applicationId),
  { type: 'CandidateActivity' as const, id: candidateId },
  'PendingApprovals' as const,
];
const byOffer = (offerId: string, rest = '') => `offers/${encodeURIComponent(offerId)}${rest}`;
const byApplication = (applicationId: string, rest: string) =>
  `applications/${encodeURIComponent(applicationId)}/${rest}`;

export interface HireResult {
  applicationId: string;
  status: 'hired';
  openingId: string;
  jobClosed: boolean;
}

/** An application's offer, its approval, sending and answer, and the hire (issue 19). */
export const offersApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    applicationOffer: build.query<ApplicationOffer, string>({
      query: (applicationId) => byApplication(applicationId, 'offer'),
      transformResponse: (answer: Envelope<ApplicationOffer>) => answer.data,
      providesTags: (_result, _error, applicationId) => [offerTag(applicationId)],
    }),
    createOffer: build.mutation<Envelope<ApplicationOffer>, OfferTarget & { body: OfferBody }>({
      query: ({ applicationId, body }) => ({
        url: byApplication(applicationId, 'offer'),
        method: 'POST',
        body,
      }),
      invalidatesTags: offerChangeTags,
    }),
    updateOffer: build.mutation<Envelope<ApplicationOffer>, OfferAction<OfferBody>>({
      query: ({ offerId, body }) => ({ url: byOffer(offerId), method: 'PUT', body }),
      invalidatesTags: offerChangeTags,
    }),
    deleteOffer: build.mutation<Envelope<null>, OfferAction>({
      query: ({ offerId }) => ({ url: byOffer(offerId), method: 'DELETE' }),
      invalidatesTags: offerChangeTags,
    }),
    requestOfferApproval: build.mutation<Envelope<ApplicationOffer>, OfferAction>({
      query: ({ offerId }) => ({ url: byOffer(offerId, '/request-approval'), method: 'POST' }),
      invalidatesTags: offerChangeTags,
    }),
    decideOffer: build.mutation<Envelope<ApplicationOffer>, OfferAction<ApprovalDecisionBody>>({
      query: ({ offerId, body }) => ({ url: byOffer(offerId, '/approval'), method: 'POST', body }),
      invalidatesTags: offerChangeTags,
    }),
    sendOffer: build.mutation<Envelope<ApplicationOffer>, OfferAction<{ message: string }>>({
      query: ({ offerId, body }) => ({ url: byOffer(offerId, '/send'), method: 'POST', body }),
      // The letter's PDF joins the candidate's attachments.
      invalidatesTags: (result, error, target) => [
        ...offerChangeTags(result, error, target),
        { type: 'CandidateAttachments' as const, id: target.candidateId },
      ],
    }),
    answerOffer: build.mutation<
      Envelope<ApplicationOffer>,
      OfferAction<{ answer: 'accepted' | 'declined'; note: string }>
    >({
      query: ({ offerId, body }) => ({ url: byOffer(offerId, '/answer'), method: 'POST', body }),
      invalidatesTags: offerChangeTags,
    }),
    hireApplication: build.mutation<Envelope<HireResult>, OfferTarget & { jobId: string; body: HireBody }>({
      query: ({ applicationId, body }) => ({
        url: byApplication(applicationId, 'hire'),
        method: 'POST',
        body,
      }),
      // The application is hired, an opening fills, and the job may close.
      invalidatesTags: (_result, _error, { applicationId, candidateId, jobId }) => [
        offerTag(applicationId),
        ...applicationChangeTags(candidateId),
        { type: 'Jobs' as const, id: jobId },
        { type: 'Jobs' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useApplicationOfferQuery,
  useCreateOfferMutation,
  useUpdateOfferMutation,
  useDeleteOfferMutation,
  useRequestOfferApprovalMutation,
  useDecideOfferMutation,
  useSendOfferMutation,
  useAnswerOfferMutation,
  useHireApplicationMutation,
} = offersApi;
