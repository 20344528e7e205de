import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { RoleBody, RoleView } from '@atrium/shared/schemas/admin/roles';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { RoleBody, RoleView };

const LIST_TAG = { type: 'Roles', id: 'LIST' } as const;

// The 'Roles' tag is added here, so lib/api.ts needs no change for this feature.
export const rolesApi = api.enhanceEndpoints({ addTagTypes: ['Roles'] }).injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<Paged<RoleView>, ListQueryParams>({
      query: (params) => ({ url: 'roles', params }),
      transformResponse: (answer: Envelope<Paged<RoleView>>) => answer.data,
      providesTags: [LIST_TAG],
    }),
    getRole: build.query<RoleView, string>({
      query: (id) => `roles/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<RoleView>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'Roles', id }],
    }),
    createRole: build.mutation<Envelope<RoleView>, RoleBody>({
      query: (body) => ({ url: 'roles', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateRole: build.mutation<Envelope<RoleView>, { id: string; body: RoleBody }>({
      query: ({ id, body }) => ({ url: `roles/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, { type: 'Roles', id }],
    }),
    deleteRole: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `roles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [LIST_TAG, { type: 'Roles', id }],
    }),
  }),
});

export const {
  useListRolesQuery,
  useGetRoleQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
} = rolesApi;
