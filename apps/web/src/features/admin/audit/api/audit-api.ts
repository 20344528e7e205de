import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { AuditEvent } from '@atrium/shared/schemas/admin/audit';
import type { Person } from '@atrium/shared/schemas/admin/people';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { AuditEvent };

export interface PeopleSearch {
  search: string;
  page: number;
  limit: number;
}

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAuditEvents: build.query<Paged<AuditEvent>, ListQueryParams>({
      query: (params) => ({ url: 'admin/audit-events', params }),
      transformResponse: (answer: Envelope<Paged<AuditEvent>>) => answer.data,
      // The trail only grows; a fresh look is worth more than a cached one.
      keepUnusedDataFor: 0,
    }),
    getAuditEvent: build.query<AuditEvent, string>({
      query: (id) => `admin/audit-events/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<AuditEvent>) => answer.data,
    }),
    /** The actor filter's people search (GET /api/users?search=). */
    searchAuditActors: build.query<Paged<Person>, PeopleSearch>({
      query: ({ search, page, limit }) => ({
        url: 'users',
        params: search ? { search, page, limit } : { page, limit },
      }),
      transformResponse: (answer: Envelope<Paged<Person>>) => answer.data,
    }),
  }),
});

export const { useListAuditEventsQuery, useGetAuditEventQuery, useLazySearchAuditActorsQuery } = auditApi;
