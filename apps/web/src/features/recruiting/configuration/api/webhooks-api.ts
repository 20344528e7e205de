import type { Webhook, WebhookDelivery, WebhookInput } from '@atrium/shared/schemas/recruiting/webhooks';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { Webhook, WebhookDelivery };

const LIST = { type: 'Webhooks', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['Webhooks', 'WebhookDeliveries'] });
const BASE = 'configuration/dev-center/webhooks';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Dev center → web hooks: endpoints told of candidate and application events, and their delivery log. */
export const webhooksApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<Webhook[], void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<Webhook[]>) => answer.data,
      providesTags: [LIST],
    }),
    // Saving pings the endpoint: the answer says whether the hook is active, or why it is not.
    saveWebhook: build.mutation<Envelope<Webhook>, { id?: string; body: WebhookInput }>({
      query: ({ id, body }) =>
        id ? { url: one(id), method: 'PUT', body } : { url: BASE, method: 'POST', body },
      invalidatesTags: [LIST],
    }),
    deleteWebhook: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: one(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    webhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => `${one(id)}/deliveries`,
      transformResponse: (answer: Envelope<WebhookDelivery[]>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'WebhookDeliveries', id }],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useSaveWebhookMutation,
  useDeleteWebhookMutation,
  useWebhookDeliveriesQuery,
} = webhooksApi;
