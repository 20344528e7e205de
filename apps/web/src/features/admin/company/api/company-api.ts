import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { CompanyProfile, CompanyProfileBody } from '@atrium/shared/schemas/admin/company-profile';
import type {
  CreateAttributeBody,
  Department,
  DepartmentBody,
  Group,
  GroupBody,
  Location,
  LocationBody,
  PersonRef,
  UpdateAttributeBody,
  UserAttribute,
} from '@atrium/shared/schemas/admin/organisation';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CompanyProfile, Department, Group, Location, PersonRef, UserAttribute };

type Area = 'Departments' | 'Locations' | 'Groups' | 'Attributes' | 'CompanyProfile';
const listTag = (type: Area) => ({ type, id: 'LIST' }) as const;
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Departments', 'Locations', 'Groups', 'Attributes', 'CompanyProfile'],
});
const unwrap = <T>(answer: Envelope<T>) => answer.data;

/** Company administration (issue 4): the profile and the organisation under /api/admin. */
export const companyApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfile, void>({
      query: () => 'admin/company',
      transformResponse: unwrap<CompanyProfile>,
      providesTags: [listTag('CompanyProfile')],
    }),
    updateCompanyProfile: build.mutation<Envelope<CompanyProfile>, CompanyProfileBody>({
      query: (body) => ({ url: 'admin/company', method: 'PUT', body }),
      invalidatesTags: [listTag('CompanyProfile')],
    }),

    listDepartments: build.query<Paged<Department>, ListQueryParams>({
      query: (params) => ({ url: 'admin/departments', params }),
      transformResponse: unwrap<Paged<Department>>,
      providesTags: [listTag('Departments')],
    }),
    saveDepartment: build.mutation<Envelope<Department>, { id?: string; body: DepartmentBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/departments/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'admin/departments', method: 'POST', body },
      invalidatesTags: [listTag('Departments')],
    }),
    deleteDepartment: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `admin/departments/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Departments')],
    }),

    listLocations: build.query<Paged<Location>, ListQueryParams>({
      query: (params) => ({ url: 'admin/locations', params }),
      transformResponse: unwrap<Paged<Location>>,
      providesTags: [listTag('Locations')],
    }),
    saveLocation: build.mutation<Envelope<Location>, { id?: string; body: LocationBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/locations/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'admin/locations', method: 'POST', body },
      invalidatesTags: [listTag('Locations')],
    }),
    deleteLocation: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `admin/locations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Locations')],
    }),

    listGroups: build.query<Paged<Group>, ListQueryParams>({
      query: (params) => ({ url: 'admin/groups', params }),
      transformResponse: unwrap<Paged<Group>>,
      providesTags: [listTag('Groups')],
    }),
    saveGroup: build.mutation<Envelope<Group>, { id?: string; body: GroupBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `admin/groups/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'admin/groups', method: 'POST', body },
      invalidatesTags: [listTag('Groups')],
    }),
    deleteGroup: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `admin/groups/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [listTag('Groups')],
    }),
    listGroupMembers: build.query<
      Paged<PersonRef>,
      { id: string; page: number; limit: number; search?: string }
    >({
      query: ({ id, ...params }) => ({ url: `admin/groups/${encodeURIComponent(id)}/members`, params }),
      transformResponse: unwrap<Paged<PersonRef>>,
      providesTags: (_result, _error, { id }) => [{ type: 'Groups', id }],
    }),
    addGroupMembers: build.mutation<Envelope<unknown>, { id: string; userIds: string[] }>({
      query: ({ id, userIds }) => ({
        url: `admin/groups/${encodeURIComponent(id)}/members`,
        method: 'POST',
        body: { userIds },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Groups', id }, listTag('Groups')],
    }),
    removeGroupMember: build.mutation<Envelope<unknown>, { id: string; userId: string }>({
      query: ({ id, userId }) => ({
        url: `admin/groups/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Groups', id }, listTag('Groups')],
    }),

    // The person pickers (department head, group members) search the company's active people.
    searchCompanyPeople: build.query<PersonRef[], string>({
      query: (search) => ({
        url: 'users',
        params: { page: 1, limit: 10, status: 'active', ...(search ? { search } : {}) },
      }),
      transformResponse: (answer: Envelope<Paged<PersonRef>>) => answer.data.items,
    }),

    listAttributes: build.query<Paged<UserAttribute>, ListQueryParams>({
      query: (params) => ({ url: 'admin/attributes', params }),
      transformResponse: unwrap<Paged<UserAttribute>>,
      providesTags: [listTag('Attributes')],
    }),
    createAttribute: build.mutation<Envelope<UserAttribute>, CreateAttributeBody>({
      query: (body) => ({ url: 'admin/attributes', method: 'POST', body }),
      invalidatesTags: [listTag('Attributes')],
    }),
    updateAttribute: build.mutation<Envelope<UserAttribute>, { id: string; body: UpdateAttributeBody }>({
      query: ({ id, body }) => ({ url: `admin/attributes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: [listTag('Attributes')],
    }),
    setAttributeArchived: build.mutation<Envelope<UserAttribute>, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `admin/attributes/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: [listTag('Attributes')],
    }),
  }),
});

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useListDepartmentsQuery,
  useLazyListDepartmentsQuery,
  useSaveDepartmentMutation,
  useDeleteDepartmentMutation,
  useListLocationsQuery,
  useSaveLocationMutation,
  useDeleteLocationMutation,
  useListGroupsQuery,
  useSaveGroupMutation,
  useDeleteGroupMutation,
  useListGroupMembersQuery,
  useAddGroupMembersMutation,
  useRemoveGroupMemberMutation,
  useLazySearchCompanyPeopleQuery,
  useListAttributesQuery,
  useCreateAttributeMutation,
  useUpdateAttributeMutation,
  useSetAttributeArchivedMutation,
} = companyApi;
