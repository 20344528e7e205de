import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { MESSAGES } from '../platform/messages.ts';
import { requiredText } from '../platform/required-text.ts';
import { richText } from '../platform/rich-text.ts';
import { idListQuery, instructionsSchema, taskCriteriaSchema } from './plan.ts';

// Onboarding settings → welcome experience, branded assets, pages, preview experience (issue 20,
// item 5): ordered pages built from components, each shown to the hires its rules match (the plan's
// criteria), in the company's logo and colours; and the hire's own view of them.

export const WELCOME_MESSAGES = {
  colorFormat: 'Use a colour such as #1B5BD8',
  contrast: (ratio: number, needed: number) =>
    `White text on this colour has a contrast of ${ratio.toFixed(1)}:1; use a darker colour (at least ${needed}:1)`,
  videoUrl: 'Use a YouTube or Vimeo link',
  tooManyComponents: 'Use at most 30 components on a page',
  tooManyItems: 'Use at most 50 items',
  tooManyPeople: 'Choose at most 20 people',
  time: 'Use a time such as 09:30',
  notImage: 'Choose an uploaded image',
  orderMismatch: 'List every page once',
  noHire: 'This new hire has no account: invite them first',
} as const;

// --- Colours and their contrast (WCAG 2.1 relative luminance) ---

const HEX = /^#[0-9a-fA-F]{6}$/;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
};

/** The contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White text sits on the primary colour (buttons, the header): normal text needs 4.5:1; the accent marks things, 3:1. */
export const MIN_CONTRAST = { primaryColor: 4.5, accentColor: 3 } as const;

const color = (needed: number) =>
  z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .regex(HEX, WELCOME_MESSAGES.colorFormat)
    .superRefine((value, context) => {
      const ratio = contrastRatio(value, '#ffffff');
      if (ratio < needed)
        context.addIssue({ code: 'custom', message: WELCOME_MESSAGES.contrast(ratio, needed) });
    })
    .transform((value) => value.toLowerCase());

/** PUT /api/onboarding/settings/branded-assets. */
export const brandedAssetsBodySchema = z.object({
  /** An image uploaded through /api/files; null removes the logo. */
  logoFileId: z.uuid(WELCOME_MESSAGES.notImage).nullable(),
  primaryColor: color(MIN_CONTRAST.primaryColor),
  accentColor: color(MIN_CONTRAST.accentColor),
});
export type BrandedAssetsBody = z.input<typeof brandedAssetsBodySchema>;

export const brandedAssetsSchema = z.object({
  logoFileId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  accentColor: z.string(),
});
export type BrandedAssets = z.infer<typeof brandedAssetsSchema>;

/** PUT /api/onboarding/settings/welcome-experience. */
export const welcomeSettingsBodySchema = z.object({
  isEnabled: z.boolean(),
  welcomeMailDaysBefore: z
    .number({ error: 'Use a number of days between 0 and 60' })
    .int('Use a number of days between 0 and 60')
    .min(0, 'Use a number of days between 0 and 60')
    .max(60, 'Use a number of days between 0 and 60'),
});
export type WelcomeSettingsBody = z.infer<typeof welcomeSettingsBodySchema>;
export const welcomeSettingsSchema = welcomeSettingsBodySchema.extend({ pageCount: z.number() });
export type WelcomeSettings = z.infer<typeof welcomeSettingsSchema>;

// --- Video links: only hosts whose embed player we know, turned into that player's address ---

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{4,12}$/;

/** The embed player's address for a YouTube or Vimeo link; null for anything else. */
export function videoEmbedUrl(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  let youtube: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)$/.exec(url.pathname)?.[1] ?? null);
  } else if (host === 'youtu.be') {
    youtube = url.pathname.slice(1);
  }
  if (youtube) return YOUTUBE_ID.test(youtube) ? `https://www.youtube-nocookie.com/embed/${youtube}` : null;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /^(?:\/video)?\/(\d+)$/.exec(url.pathname)?.[1];
    return id && VIMEO_ID.test(id) ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

// --- Components ---

export const WELCOME_COMPONENT_TYPES = [
  'rich_text',
  'image',
  'video',
  'team',
  'timeline',
  'profile_form',
  'documents',
] as const;
export type WelcomeComponentType = (typeof WELCOME_COMPONENT_TYPES)[number];
export const WELCOME_COMPONENT_LABELS: Record<WelcomeComponentType, string> = {
  rich_text: 'Rich text',
  image: 'Image',
  video: 'Video',
  team: 'The team',
  timeline: 'First-week timeline',
  profile_form: 'Profile form',
  documents: 'Documents to sign',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timelineItemSchema = z.object({
  /** Day 1 is the start date. */
  day: z
    .number({ error: 'Use a day between 1 and 30' })
    .int('Use a day between 1 and 30')
    .min(1, 'Use a day between 1 and 30')
    .max(30, 'Use a day between 1 and 30'),
  time: z.union([z.literal(''), z.string().regex(TIME, WELCOME_MESSAGES.time)]).default(''),
  title: requiredText(200, 'Use at most 200 characters'),
  description: z.string().trim().max(2_000, 'Use at most 2,000 characters').default(''),
});

export const welcomeComponentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich_text'), html: instructionsSchema }),
  z.object({
    type: z.literal('image'),
    fileId: z.uuid(WELCOME_MESSAGES.notImage),
    alt: z.string().trim().max(300, 'Use at most 300 characters').default(''),
  }),
  z.object({
    type: z.literal('video'),
    url: z
      .string({ error: MESSAGES.fieldRequired })
      .trim()
      .max(500)
      .refine((url) => videoEmbedUrl(url) !== null, WELCOME_MESSAGES.videoUrl),
    title: z.string().trim().max(200, 'Use at most 200 characters').default(''),
  }),
  z.object({
    type: z.literal('team'),
    showManager: z.boolean().default(true),
    showBuddy: z.boolean().default(true),
    showHrContact: z.boolean().default(true),
    userIds: z
      .array(z.uuid())
      .max(20, WELCOME_MESSAGES.tooManyPeople)
      .refine((ids) => new Set(ids).size === ids.length, 'Each person can be chosen once')
      .default([]),
  }),
  z.object({
    type: z.literal('timeline'),
    items: z.array(timelineItemSchema).max(50, WELCOME_MESSAGES.tooManyItems).default([]),
  }),
  z.object({ type: z.literal('profile_form') }),
  z.object({ type: z.literal('documents') }),
]);
export type WelcomeComponent = z.output<typeof welcomeComponentSchema>;
export type WelcomeComponentInput = z.input<typeof welcomeComponentSchema>;

export const welcomeRulesSchema = taskCriteriaSchema;
export type WelcomeRules = z.output<typeof welcomeRulesSchema>;

/** POST and PUT /api/onboarding/settings/pages[/:id]. */
export const welcomePageBodySchema = z.object({
  title: requiredText(200, 'Use at most 200 characters'),
  rules: welcomeRulesSchema.default({
    departmentIds: [],
    locationIds: [],
    employmentTypes: [],
    criterionValueIds: [],
  }),
  components: z.array(welcomeComponentSchema).max(30, WELCOME_MESSAGES.tooManyComponents).default([]),
});
export type WelcomePageBody = z.input<typeof welcomePageBodySchema>;
export type WelcomePageInput = z.output<typeof welcomePageBodySchema>;

/** PUT /api/onboarding/settings/pages/order. */
export const welcomePageOrderSchema = z.object({
  ids: z
    .array(z.uuid())
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'Each page can be listed once'),
});

export const welcomePageSchema = z.object({
  id: z.string(),
  title: z.string(),
  position: z.number(),
  rules: z.object({
    departmentIds: z.array(z.string()),
    locationIds: z.array(z.string()),
    employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
    criterionValueIds: z.array(z.string()),
  }),
  /** Components as stored; an image carries its address too, for the editor to show it. */
  components: z.array(z.record(z.string(), z.unknown())),
  updatedAt: z.string(),
});
export type WelcomePage = z.infer<typeof welcomePageSchema>;

// --- What a hire sees ---

const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "Manager", "Buddy", "HR contact", or the person's job title. */
  role: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const renderedComponentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich_text'), html: richText() }),
  z.object({ type: z.literal('image'), url: z.string().nullable(), alt: z.string() }),
  z.object({ type: z.literal('video'), embedUrl: z.string(), title: z.string() }),
  z.object({ type: z.literal('team'), members: z.array(teamMemberSchema) }),
  z.object({
    type: z.literal('timeline'),
    items: z.array(
      z.object({
        day: z.number(),
        date: z.string().nullable(),
        time: z.string(),
        title: z.string(),
        description: z.string(),
      }),
    ),
  }),
  z.object({ type: z.literal('profile_form') }),
  z.object({ type: z.literal('documents') }),
]);
export type RenderedComponent = z.infer<typeof renderedComponentSchema>;

export const welcomeExperienceSchema = z.object({
  companyName: z.string(),
  branding: brandedAssetsSchema,
  hire: z
    .object({ id: z.string(), firstName: z.string(), startDate: z.string().nullable(), state: z.string() })
    .nullable(),
  pages: z.array(
    z.object({ id: z.string(), title: z.string(), components: z.array(renderedComponentSchema) }),
  ),
});
export type WelcomeExperience = z.infer<typeof welcomeExperienceSchema>;

/** GET /api/onboarding/settings/preview-experience: a hire of the company, or criteria values. */
export const welcomePreviewQuerySchema = z.object({
  newHireId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  criterionValueIds: idListQuery,
});
export type WelcomePreviewQuery = z.output<typeof welcomePreviewQuerySchema>;
