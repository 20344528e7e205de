import type {
  FieldDefinition,
  FieldDefinitionInput,
  FieldsTable,
} from '@atrium/shared/schemas/onboarding/fields';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { FieldDefinition, FieldsTable };

const LIST = { type: 'OnboardingFields', id: 'LIST' } as const;
const TABLE = { type: 'OnboardingFieldValues', id: 'LIST' } as const;
// A field changed reads differently on every profile holding it.
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingFields', 'OnboardingFieldValues', 'OnboardingProfile'],
});

export interface FieldsTableArgs {
  page: number;
  limit: number;
  search?: string;
  incomplete?: boolean;
}

/** Onboarding settings → fields, and HR's table of hires × fields. */
export const fieldsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    onboardingFields: build.query<FieldDefinition[], void>({
      query: () => 'onboarding/settings/fields',
      transformResponse: (answer: Envelope<FieldDefinition[]>) => answer.data,
      providesTags: [LIST],
    }),
    saveOnboardingField: build.mutation<
      Envelope<FieldDefinition>,
      { id?: string; body: FieldDefinitionInput }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `onboarding/settings/fields/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'onboarding/settings/fields', method: 'POST', body },
      invalidatesTags: [LIST, TABLE, 'OnboardingProfile'],
    }),
    orderOnboardingFields: build.mutation<Envelope<FieldDefinition[]>, string[]>({
      query: (ids) => ({ url: 'onboarding/settings/fields/order', method: 'PUT', body: { ids } }),
      invalidatesTags: [LIST, TABLE, 'OnboardingProfile'],
    }),
    deleteOnboardingField: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `onboarding/settings/fields/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, TABLE, 'OnboardingProfile'],
    }),
    onboardingFieldsTable: build.query<FieldsTable, FieldsTableArgs>({
      query: ({ page, limit, search, incomplete }) => ({
        url: 'onboarding/fields',
        params: { page, limit, ...(search ? { search } : {}), ...(incomplete ? { incomplete: 'true' } : {}) },
      }),
      transformResponse: (answer: Envelope<FieldsTable>) => answer.data,
      providesTags: [TABLE],
    }),
    saveHireFieldValues: build.mutation<
      Envelope<{ values: Record<string, unknown>; missingRequired: string[] }>,
      { newHireId: string; values: Record<string, unknown> }
    >({
      query: ({ newHireId, values }) => ({
        url: `onboarding/new-hires/${encodeURIComponent(newHireId)}/fields`,
        method: 'PUT',
        body: { values },
      }),
      invalidatesTags: [TABLE, 'OnboardingProfile'],
    }),
  }),
});

export const {
  useOnboardingFieldsQuery,
  useSaveOnboardingFieldMutation,
  useOrderOnboardingFieldsMutation,
  useDeleteOnboardingFieldMutation,
  useOnboardingFieldsTableQuery,
  useSaveHireFieldValuesMutation,
} = fieldsApi;
