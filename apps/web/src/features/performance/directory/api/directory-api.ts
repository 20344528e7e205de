import type {
  DirectoryLookups,
  DirectoryPerson,
  DirectoryProfile,
  OrgChart,
} from '@atrium/shared/schemas/performance/directory';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { DirectoryLookups, DirectoryPerson, DirectoryProfile, OrgChart };

/** Performance → Directory: colleagues, the organisation chart and profiles. */
export const directoryApi = api.enhanceEndpoints({ addTagTypes: ['Directory'] }).injectEndpoints({
  endpoints: (build) => ({
    listDirectory: build.query<Paged<DirectoryPerson>, ListQueryParams>({
      query: (params) => ({ url: 'performance/directory', params }),
      transformResponse: (answer: Envelope<Paged<DirectoryPerson>>) => answer.data,
      providesTags: [{ type: 'Directory', id: 'LIST' }],
    }),
    directoryLookups: build.query<DirectoryLookups, void>({
      query: () => 'performance/directory/lookups',
      transformResponse: (answer: Envelope<DirectoryLookups>) => answer.data,
      providesTags: [{ type: 'Directory', id: 'LOOKUPS' }],
    }),
    orgChart: build.query<OrgChart, string | undefined>({
      query: (personId) => ({ url: 'performance/directory/org-chart', params: personId ? { personId } : {} }),
      transformResponse: (answer: Envelope<OrgChart>) => answer.data,
      providesTags: (_result, _error, personId) => [{ type: 'Directory', id: `CHART-${personId ?? 'TOP'}` }],
    }),
    directoryProfile: build.query<DirectoryProfile, string>({
      query: (id) => `performance/directory/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<DirectoryProfile>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'Directory', id }],
    }),
  }),
});

export const { useListDirectoryQuery, useDirectoryLookupsQuery, useOrgChartQuery, useDirectoryProfileQuery } =
  directoryApi;
