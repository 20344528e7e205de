import type {
  CreateOneOnOneInput,
  MeetingDetail,
  OneOnOne,
  OneOnOneDetail,
  OneOnOneLog,
  UpdateOneOnOneInput,
} from '@atrium/shared/schemas/performance/one-on-ones';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { MeetingDetail, OneOnOne, OneOnOneDetail, OneOnOneLog };

const data = <T>(answer: Envelope<T>) => answer.data;
const SERIES = (id: string) => ({ type: 'OneOnOne' as const, id });
const MEETING = (id: string) => ({ type: 'OneOnOneMeeting' as const, id });
const LIST = { type: 'OneOnOne' as const, id: 'LIST' };

/** Performance → 1-on-1s. A meeting's writes answer the meeting, which replaces the cached one. */
export const oneOnOnesApi = api
  .enhanceEndpoints({ addTagTypes: ['OneOnOne', 'OneOnOneMeeting'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listOneOnOnes: build.query<Paged<OneOnOne>, ListQueryParams>({
        query: (params) => ({ url: 'performance/one-on-ones', params }),
        transformResponse: data<Paged<OneOnOne>>,
        providesTags: [LIST],
      }),
      getOneOnOne: build.query<OneOnOneDetail, string>({
        query: (id) => `performance/one-on-ones/${encodeURIComponent(id)}`,
        transformResponse: data<OneOnOneDetail>,
        providesTags: (_r, _e, id) => [SERIES(id)],
      }),
      createOneOnOne: build.mutation<Envelope<OneOnOneDetail>, CreateOneOnOneInput>({
        query: (body) => ({ url: 'performance/one-on-ones', method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      updateOneOnOne: build.mutation<Envelope<OneOnOneDetail>, { id: string; body: UpdateOneOnOneInput }>({
        query: ({ id, body }) => ({ url: `performance/one-on-ones/${id}`, method: 'PATCH', body }),
        invalidatesTags: (_r, _e, { id }) => [LIST, SERIES(id), { type: 'OneOnOneMeeting', id: 'ANY' }],
      }),
      cancelOneOnOne: build.mutation<Envelope<OneOnOneDetail>, string>({
        query: (id) => ({ url: `performance/one-on-ones/${id}/cancel`, method: 'POST' }),
        invalidatesTags: (_r, _e, id) => [LIST, SERIES(id)],
      }),
      deleteOneOnOne: build.mutation<Envelope<null>, string>({
        query: (id) => ({ url: `performance/one-on-ones/${id}`, method: 'DELETE' }),
        invalidatesTags: [LIST],
      }),
      getMeeting: build.query<MeetingDetail, string>({
        query: (id) => `performance/one-on-ones/meetings/${encodeURIComponent(id)}`,
        transformResponse: data<MeetingDetail>,
        providesTags: (_r, _e, id) => [MEETING(id), { type: 'OneOnOneMeeting', id: 'ANY' }],
      }),
      meetingWrite: build.mutation<
        MeetingDetail,
        { meetingId: string; url: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: object }
      >({
        query: ({ url, method, body }) => ({ url: `performance/one-on-ones/${url}`, method, body }),
        transformResponse: data<MeetingDetail>,
        async onQueryStarted({ meetingId }, { dispatch, queryFulfilled }) {
          try {
            const { data: meeting } = await queryFulfilled;
            dispatch(oneOnOnesApi.util.upsertQueryData('getMeeting', meetingId, meeting));
          } catch {
            // The caller shows the error.
          }
        },
        invalidatesTags: [LIST],
      }),
      completeMeeting: build.mutation<
        Envelope<{ held: MeetingDetail; nextMeetingId: string | null }>,
        {
          seriesId: string;
          meetingId: string;
        }
      >({
        query: ({ meetingId }) => ({
          url: `performance/one-on-ones/meetings/${meetingId}/complete`,
          method: 'POST',
        }),
        invalidatesTags: (_r, _e, { seriesId, meetingId }) => [LIST, SERIES(seriesId), MEETING(meetingId)],
      }),
      getOneOnOneLog: build.query<OneOnOneLog, ListQueryParams>({
        query: (params) => ({ url: 'performance/one-on-ones/log', params }),
        transformResponse: data<OneOnOneLog>,
        providesTags: [LIST],
      }),
    }),
  });

export const {
  useGetOneOnOneLogQuery,
  useListOneOnOnesQuery,
  useGetOneOnOneQuery,
  useCreateOneOnOneMutation,
  useUpdateOneOnOneMutation,
  useCancelOneOnOneMutation,
  useDeleteOneOnOneMutation,
  useGetMeetingQuery,
  useMeetingWriteMutation,
  useCompleteMeetingMutation,
} = oneOnOnesApi;
