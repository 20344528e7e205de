import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { OutboxMessage, OutboxMessageDetail } from '@atrium/shared/schemas/admin/outbox';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { OutboxMessage, OutboxMessageDetail };

export const outboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOutbox: build.query<Paged<OutboxMessage>, ListQueryParams>({
      query: (params) => ({ url: 'admin/outbox', params }),
      transformResponse: (answer: Envelope<Paged<OutboxMessage>>) => answer.data,
      // Mail arrives all the time; a fresh look is worth more than a cached one.
      keepUnusedDataFor: 0,
    }),
    getOutboxMessage: build.query<OutboxMessageDetail, string>({
      query: (id) => `admin/outbox/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<OutboxMessageDetail>) => answer.data,
    }),
  }),
});

export const { useListOutboxQuery, useGetOutboxMessageQuery } = outboxApi;
