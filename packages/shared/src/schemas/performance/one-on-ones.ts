import { z } from 'zod';
import { paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { isTimeZone, TIMEZONE_INVALID } from '../platform/profile.ts';
import { requiredText } from '../platform/required-text.ts';
import { richText } from '../platform/rich-text.ts';

// 1-on-1s (issue 21 item 1): a series of meetings between two colleagues, each meeting with a shared
// agenda of talking points, shared notes, each participant's private note and action items.

export const ONE_ON_ONE_CADENCES = ['weekly', 'biweekly', 'monthly', 'once'] as const;
export type OneOnOneCadence = (typeof ONE_ON_ONE_CADENCES)[number];
export const ONE_ON_ONE_CADENCE_LABELS: Record<OneOnOneCadence, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
  once: 'Once',
};

export const MEETING_DURATIONS = [15, 30, 45, 60, 90] as const;
export const MAX_TALKING_POINTS = 50;

export const ONE_ON_ONE_MESSAGES = {
  timeInvalid: 'Enter a time as HH:MM',
  durationInvalid: 'Choose a length of 15 to 240 minutes',
  withSelf: 'Choose someone other than yourself',
  contentPrivate: 'Only the two people in a 1-on-1 can read its agenda and notes',
} as const;

const date = z.string().refine(isRealDate, DATE_INVALID);
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ONE_ON_ONE_MESSAGES.timeInvalid);
const timezone = z.string().refine(isTimeZone, TIMEZONE_INVALID);
const duration = z
  .number({ error: ONE_ON_ONE_MESSAGES.durationInvalid })
  .int()
  .min(15, ONE_ON_ONE_MESSAGES.durationInvalid)
  .max(240, ONE_ON_ONE_MESSAGES.durationInvalid);

/** POST /api/performance/one-on-ones: a series with the caller and one colleague. */
export const createOneOnOneSchema = z.object({
  withUserId: z.string().uuid(),
  cadence: z.enum(ONE_ON_ONE_CADENCES),
  /** The first meeting's day and time, on the clock of `timezone`. */
  startDate: date,
  startTime: time,
  timezone,
  durationMinutes: duration,
  /** Talking points to start the first meeting's agenda with. */
  templateId: z.string().uuid().nullable().optional(),
});
export type CreateOneOnOneInput = z.input<typeof createOneOnOneSchema>;

/** PATCH /api/performance/one-on-ones/:id: the schedule from the next meeting on. */
export const updateOneOnOneSchema = z.object({
  cadence: z.enum(ONE_ON_ONE_CADENCES).optional(),
  startDate: date.optional(),
  startTime: time.optional(),
  timezone: timezone.optional(),
  durationMinutes: duration.optional(),
});
export type UpdateOneOnOneInput = z.input<typeof updateOneOnOneSchema>;

export const ONE_ON_ONE_VIEWS = ['mine', 'team', 'all'] as const;
export type OneOnOneView = (typeof ONE_ON_ONE_VIEWS)[number];

/** GET /api/performance/one-on-ones. */
export const oneOnOneListQuerySchema = z.object({
  view: z.enum(ONE_ON_ONE_VIEWS).default('mine'),
  status: z.enum(['active', 'cancelled']).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OneOnOneListQuery = z.output<typeof oneOnOneListQuerySchema>;

const person = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type OneOnOnePerson = z.infer<typeof person>;

export const MEETING_STATUSES = ['upcoming', 'held', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const meetingSummarySchema = z.object({
  id: z.string(),
  scheduledAt: z.string(),
  status: z.enum(MEETING_STATUSES),
});
export type MeetingSummary = z.infer<typeof meetingSummarySchema>;

export const oneOnOneSchema = z.object({
  id: z.string(),
  cadence: z.enum(ONE_ON_ONE_CADENCES),
  startDate: z.string(),
  startTime: z.string(),
  timezone: z.string(),
  durationMinutes: z.number(),
  status: z.enum(['active', 'cancelled']),
  organizer: person,
  /** The two people, the caller first when they are one of them. */
  participants: z.array(person),
  isParticipant: z.boolean(),
  nextMeeting: meetingSummarySchema.nullable(),
  lastHeldAt: z.string().nullable(),
  meetingsHeld: z.number(),
  openActionItems: z.number(),
  createdAt: z.string(),
});
export type OneOnOne = z.infer<typeof oneOnOneSchema>;
export const oneOnOnePageSchema = paged(oneOnOneSchema);

export const oneOnOneDetailSchema = oneOnOneSchema.extend({
  /** Newest first. */
  meetings: z.array(meetingSummarySchema),
});
export type OneOnOneDetail = z.infer<typeof oneOnOneDetailSchema>;

export const talkingPointSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: person.pick({ id: true, name: true }),
  done: z.boolean(),
  /** Brought from an earlier meeting where it was not ticked off. */
  carriedOver: z.boolean(),
});
export type TalkingPoint = z.infer<typeof talkingPointSchema>;

export const actionItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  owner: person.pick({ id: true, name: true }),
  dueDate: z.string().nullable(),
  doneAt: z.string().nullable(),
  meetingId: z.string(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** GET /api/performance/one-on-ones/meetings/:id: one meeting's agenda and notes (participants only). */
export const meetingDetailSchema = meetingSummarySchema.extend({
  seriesId: z.string(),
  durationMinutes: z.number(),
  talkingPoints: z.array(talkingPointSchema),
  sharedNotes: richText(),
  /** The caller's own private note on this meeting; nobody else ever reads it. */
  privateNote: z.string(),
  /** The series' action items still open, and those done in this meeting. */
  actionItems: z.array(actionItemSchema),
});
export type MeetingDetail = z.infer<typeof meetingDetailSchema>;

export const talkingPointInputSchema = z.object({ text: requiredText(500) });
export const talkingPointPatchSchema = z.object({
  text: requiredText(500).optional(),
  done: z.boolean().optional(),
});
export const sharedNotesSchema = z.object({ notes: richText(20_000) });
export const privateNoteSchema = z.object({ note: z.string().max(20_000) });
export const actionItemInputSchema = z.object({
  text: requiredText(500),
  ownerId: z.string().uuid(),
  dueDate: date.nullable().optional(),
});
export const actionItemPatchSchema = z.object({
  text: requiredText(500).optional(),
  ownerId: z.string().uuid().optional(),
  dueDate: date.nullable().optional(),
  done: z.boolean().optional(),
});

// Templates of talking points (settings → 1-on-1s and the series form).
export const oneOnOneTemplateInputSchema = z.object({
  name: requiredText(120),
  description: z.string().trim().max(1000).default(''),
  talkingPoints: z.array(requiredText(500)).min(1, 'Add at least one talking point').max(MAX_TALKING_POINTS),
  isActive: z.boolean().default(true),
});
export type OneOnOneTemplateInput = z.input<typeof oneOnOneTemplateInputSchema>;
export const oneOnOneTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  talkingPoints: z.array(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type OneOnOneTemplate = z.infer<typeof oneOnOneTemplateSchema>;

/** POST /api/performance/one-on-ones/meetings/:id/complete: the meeting held, and the next one's id. */
export const meetingCompletedSchema = z.object({
  held: meetingDetailSchema,
  nextMeetingId: z.string().nullable(),
});

/** GET/PUT /api/performance/one-on-ones/settings: what a new series is scheduled with by default. */
export const oneOnOneSettingsSchema = z.object({
  defaultCadence: z.enum(ONE_ON_ONE_CADENCES),
  defaultDurationMinutes: duration,
});
export type OneOnOneSettings = z.infer<typeof oneOnOneSettingsSchema>;

/** GET /api/performance/one-on-ones/log: every series of the company, for admins (never content). */
export const oneOnOneLogQuerySchema = oneOnOneListQuerySchema.omit({ view: true });
export type OneOnOneLogQuery = z.output<typeof oneOnOneLogQuerySchema>;

export const oneOnOneLogSummarySchema = z.object({
  activeSeries: z.number(),
  cancelledSeries: z.number(),
  meetingsHeldLast30Days: z.number(),
  /** Active series whose last meeting held is more than 30 days ago, or that never met. */
  activeNotMetIn30Days: z.number(),
});
export type OneOnOneLogSummary = z.infer<typeof oneOnOneLogSummarySchema>;
export const oneOnOneLogSchema = oneOnOnePageSchema.extend({ summary: oneOnOneLogSummarySchema });
export type OneOnOneLog = z.infer<typeof oneOnOneLogSchema>;
