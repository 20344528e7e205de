import type {
  NotificationDefaults,
  NotificationDefaultsBody,
  Organization,
  OrganizationSettingsBody,
  RecruitingAccessLevel,
  RecruitingUser,
  RecruitingUserDetail,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { NotificationDefaults, Organization, RecruitingUser, RecruitingUserDetail };

export interface RecruitingUsersArgs {
  page: number;
  limit: number;
  search?: string;
  level?: RecruitingAccessLevel;
}

const ORGANIZATION = { type: 'RecruitingOrganization', id: 'ONE' } as const;
const NOTIFICATIONS = { type: 'NotificationDefaults', id: 'ONE' } as const;
// A job's notifications tab shows the defaults while the job has none of its own.
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['RecruitingOrganization', 'RecruitingUsers', 'NotificationDefaults', 'JobNotifications'],
});

/** Configuration → organization, users and notification (Recruiting II). */
export const recruitingSettingsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    organization: build.query<Organization, void>({
      query: () => 'configuration/organization',
      transformResponse: (answer: Envelope<Organization>) => answer.data,
      providesTags: [ORGANIZATION],
    }),
    saveOrganization: build.mutation<Envelope<Organization>, OrganizationSettingsBody>({
      query: (body) => ({ url: 'configuration/organization', method: 'PUT', body }),
      invalidatesTags: [ORGANIZATION],
    }),
    recruitingUsers: build.query<Paged<RecruitingUser>, RecruitingUsersArgs>({
      query: (params) => ({ url: 'configuration/users', params }),
      transformResponse: (answer: Envelope<Paged<RecruitingUser>>) => answer.data,
      providesTags: [{ type: 'RecruitingUsers', id: 'LIST' }],
    }),
    recruitingUser: build.query<RecruitingUserDetail, string>({
      query: (id) => `configuration/users/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<RecruitingUserDetail>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'RecruitingUsers', id }],
    }),
    setRecruitingRole: build.mutation<
      Envelope<RecruitingUserDetail>,
      { id: string; customRoleId: string | null }
    >({
      query: ({ id, customRoleId }) => ({
        url: `configuration/users/${encodeURIComponent(id)}/role`,
        method: 'PUT',
        body: { customRoleId },
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'RecruitingUsers', id },
        { type: 'RecruitingUsers', id: 'LIST' },
      ],
    }),
    notificationDefaults: build.query<NotificationDefaults, void>({
      query: () => 'configuration/notifications',
      transformResponse: (answer: Envelope<NotificationDefaults>) => answer.data,
      providesTags: [NOTIFICATIONS],
    }),
    saveNotificationDefaults: build.mutation<Envelope<NotificationDefaults>, NotificationDefaultsBody>({
      query: (body) => ({ url: 'configuration/notifications', method: 'PUT', body }),
      invalidatesTags: [NOTIFICATIONS, 'JobNotifications'],
    }),
    applyNotificationDefaults: build.mutation<Envelope<{ jobsReset: number }>, number>({
      query: (expectedCount) => ({
        url: 'configuration/notifications/apply-to-open-jobs',
        method: 'POST',
        body: { expectedCount },
      }),
      invalidatesTags: [NOTIFICATIONS, 'JobNotifications'],
    }),
  }),
});

export const {
  useOrganizationQuery,
  useSaveOrganizationMutation,
  useRecruitingUsersQuery,
  useRecruitingUserQuery,
  useSetRecruitingRoleMutation,
  useNotificationDefaultsQuery,
  useSaveNotificationDefaultsMutation,
  useApplyNotificationDefaultsMutation,
} = recruitingSettingsApi;
