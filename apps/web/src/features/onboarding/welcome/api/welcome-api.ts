import type {
  BrandedAssets,
  BrandedAssetsBody,
  WelcomeExperience,
  WelcomePage,
  WelcomePageBody,
  WelcomeSettings,
  WelcomeSettingsBody,
} from '@atrium/shared/schemas/onboarding/welcome';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { BrandedAssets, WelcomeExperience, WelcomePage, WelcomeSettings };

const PAGES = { type: 'OnboardingWelcomePages', id: 'LIST' } as const;
const SETTINGS = { type: 'OnboardingWelcomeSettings', id: 'ONE' } as const;
const BRANDING = { type: 'OnboardingBranding', id: 'ONE' } as const;
const VIEW = { type: 'OnboardingWelcomeView', id: 'ALL' } as const;
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [
    'OnboardingWelcomePages',
    'OnboardingWelcomeSettings',
    'OnboardingBranding',
    'OnboardingWelcomeView',
  ],
});

/** GET /api/onboarding/settings/preview-experience's query: a hire, or a sample's criteria (ids comma-separated). */
export interface WelcomePreviewParams {
  newHireId?: string;
  departmentId?: string;
  locationId?: string;
  employmentType?: string;
  criterionValueIds?: string;
}

/** The welcome experience: its settings, branding and pages, the preview, and the hire's own view. */
export const welcomeApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    myWelcome: build.query<WelcomeExperience, void>({
      query: () => 'onboarding/welcome/me',
      transformResponse: (answer: Envelope<WelcomeExperience>) => answer.data,
      providesTags: [VIEW],
    }),
    welcomeSettings: build.query<WelcomeSettings, void>({
      query: () => 'onboarding/settings/welcome-experience',
      transformResponse: (answer: Envelope<WelcomeSettings>) => answer.data,
      providesTags: [SETTINGS],
    }),
    saveWelcomeSettings: build.mutation<Envelope<WelcomeSettings>, WelcomeSettingsBody>({
      query: (body) => ({ url: 'onboarding/settings/welcome-experience', method: 'PUT', body }),
      invalidatesTags: [SETTINGS, VIEW],
    }),
    brandedAssets: build.query<BrandedAssets, void>({
      query: () => 'onboarding/settings/branded-assets',
      transformResponse: (answer: Envelope<BrandedAssets>) => answer.data,
      providesTags: [BRANDING],
    }),
    saveBrandedAssets: build.mutation<Envelope<BrandedAssets>, BrandedAssetsBody>({
      query: (body) => ({ url: 'onboarding/settings/branded-assets', method: 'PUT', body }),
      invalidatesTags: [BRANDING, VIEW],
    }),
    welcomePages: build.query<WelcomePage[], void>({
      query: () => 'onboarding/settings/pages',
      transformResponse: (answer: Envelope<WelcomePage[]>) => answer.data,
      providesTags: [PAGES],
    }),
    saveWelcomePage: build.mutation<Envelope<WelcomePage>, { id?: string; body: WelcomePageBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `onboarding/settings/pages/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'onboarding/settings/pages', method: 'POST', body },
      invalidatesTags: [PAGES, SETTINGS, VIEW],
    }),
    deleteWelcomePage: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `onboarding/settings/pages/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [PAGES, SETTINGS, VIEW],
    }),
    // Drawn in its new order at once; put back (by refetching) when the server refuses it.
    reorderWelcomePages: build.mutation<Envelope<WelcomePage[]>, string[]>({
      query: (ids) => ({ url: 'onboarding/settings/pages/order', method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          welcomeApi.util.updateQueryData('welcomePages', undefined, (pages) => {
            const byId = new Map(pages.map((page) => [page.id, page]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          dispatch(welcomeApi.util.invalidateTags([PAGES]));
        }
      },
      invalidatesTags: [VIEW],
    }),
    welcomePreview: build.query<WelcomeExperience, WelcomePreviewParams>({
      query: (params) => ({ url: 'onboarding/settings/preview-experience', params }),
      transformResponse: (answer: Envelope<WelcomeExperience>) => answer.data,
      providesTags: [VIEW],
    }),
  }),
});

export const {
  useMyWelcomeQuery,
  useWelcomeSettingsQuery,
  useSaveWelcomeSettingsMutation,
  useBrandedAssetsQuery,
  useSaveBrandedAssetsMutation,
  useWelcomePagesQuery,
  useSaveWelcomePageMutation,
  useDeleteWelcomePageMutation,
  useReorderWelcomePagesMutation,
  useWelcomePreviewQuery,
} = welcomeApi;
