import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { UserAttribute } from '@atrium/shared/schemas/admin/organisation';
import type {
  ImpersonationStarted,
  StartImpersonationBody,
} from '@atrium/shared/schemas/admin/impersonation';
import type {
  ImportResult,
  InvitePersonBody,
  Person,
  PersonDetail,
  UpdatePersonBody,
} from '@atrium/shared/schemas/admin/people';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import type { ListQueryParams } from '../../../../components/data-table/list-query';

export type { Person, PersonDetail, UserAttribute };

/** What the pickers need of a department, a location or a role (the full shapes live with their modules). */
export interface NamedItem {
  id: string;
  name: string;
}

const LIST_TAG = { type: 'People', id: 'LIST' } as const;
const personTag = (id: string) => ({ type: 'People' as const, id });

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['People'] });

/** /api/users (issue 4): the people of the admin's company, and what an admin does to them. */
export const peopleApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listPeople: build.query<Paged<Person>, ListQueryParams>({
      query: (params) => ({ url: 'users', params }),
      transformResponse: (answer: Envelope<Paged<Person>>) => answer.data,
      providesTags: [LIST_TAG],
    }),
    getPerson: build.query<PersonDetail, string>({
      query: (id) => `users/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<PersonDetail>) => answer.data,
      providesTags: (_result, _error, id) => [personTag(id)],
    }),
    invitePerson: build.mutation<Envelope<PersonDetail>, InvitePersonBody>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updatePerson: build.mutation<Envelope<PersonDetail>, { id: string; body: UpdatePersonBody }>({
      query: ({ id, body }) => ({ url: `users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, personTag(id)],
    }),
    personAction: build.mutation<
      Envelope<unknown>,
      { id: string; action: 'activate' | 'deactivate' | 'resend-invite' | 'reset-password' }
    >({
      query: ({ id, action }) => ({
        url: `users/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, personTag(id)],
    }),
    // All rows or none: a 400 carries every problem at `rows.<n>.<column>`.
    importPeople: build.mutation<Envelope<ImportResult>, string>({
      query: (csv) => ({
        url: 'users/import',
        method: 'POST',
        body: csv,
        headers: { 'content-type': 'text/csv' },
      }),
      invalidatesTags: [LIST_TAG],
    }),
    startImpersonation: build.mutation<ImpersonationStarted, StartImpersonationBody>({
      query: (body) => ({ url: 'admin/impersonation', method: 'POST', body }),
      transformResponse: (answer: Envelope<ImpersonationStarted>) => answer.data,
    }),
    // The pickers ask for the first page of names that match the typed text.
    listDepartmentNames: build.query<NamedItem[], void>({
      query: () => ({ url: 'admin/departments', params: { page: 1, limit: 100 } }),
      transformResponse: (answer: Envelope<Paged<NamedItem>>) => answer.data.items,
    }),
    listLocationNames: build.query<NamedItem[], void>({
      query: () => ({ url: 'admin/locations', params: { page: 1, limit: 100 } }),
      transformResponse: (answer: Envelope<Paged<NamedItem>>) => answer.data.items,
    }),
    // The custom attributes a person's form offers: the active ones, in label order.
    listActiveAttributes: build.query<UserAttribute[], void>({
      query: () => ({
        url: 'admin/attributes',
        params: { status: 'active', page: 1, limit: 100, sortBy: 'label', sortOrder: 1 },
      }),
      transformResponse: (answer: Envelope<Paged<UserAttribute>>) => answer.data.items,
    }),
    listCompanyRoles: build.query<Array<NamedItem & { isSystem: boolean }>, void>({
      query: () => ({ url: 'roles', params: { page: 1, limit: 100 } }),
      transformResponse: (answer: Envelope<Paged<NamedItem & { isSystem: boolean }>>) => answer.data.items,
    }),
  }),
});

export const {
  useListPeopleQuery,
  useLazyListPeopleQuery,
  useGetPersonQuery,
  useInvitePersonMutation,
  useUpdatePersonMutation,
  usePersonActionMutation,
  useImportPeopleMutation,
  useStartImpersonationMutation,
  useListDepartmentNamesQuery,
  useListLocationNamesQuery,
  useListCompanyRolesQuery,
  useListActiveAttributesQuery,
} = peopleApi;
