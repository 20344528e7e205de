import { z } from 'zod';

// Scheduled interviews (issue 19): an application's interview at a time, with interviewers, sent as
// an iCalendar invitation (iTIP over mail) that later changes update in place.

/** scheduled → awaiting feedback (it has ended, a scorecard is missing) → complete; or cancelled. */
export const INTERVIEW_STATUSES = ['scheduled', 'awaiting_feedback', 'complete', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Scheduled',
  awaiting_feedback: 'Awaiting feedback',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

/** An attendee's answer to the invitation: iCalendar's PARTSTAT, named as Greenhouse's response_status. */
export const RESPONSE_STATUSES = ['needs_action', 'accepted', 'tentative', 'declined'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];
export const RESPONSE_STATUS_LABELS: Record<ResponseStatus, string> = {
  needs_action: 'Awaiting response',
  accepted: 'Accepted',
  tentative: 'Tentative',
  declined: 'Declined',
};
/** The answers an attendee can give from the invitation's links. */
export const RSVP_ANSWERS = ['accepted', 'tentative', 'declined'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

/** Each interviewer's working day in their own time zone, Monday to Friday. */
export const WORKING_HOURS = { startHour: 9, endHour: 17 } as const;
export const MAX_INTERVIEWERS = 20;
export const MAX_INTERVIEW_MINUTES = 8 * 60;
/** How far ahead a candidate may book themselves, and never on the day they book. */
export const SELF_SCHEDULE_DAYS_AHEAD = 30;
/** The most scheduling suggestions answered at once. */
export const MAX_SLOT_SUGGESTIONS = 10;
/** The longest range the availability lookup covers. */
export const MAX_AVAILABILITY_DAYS = 31;
/** Interviewers without a submitted scorecard are reminded an hour after the end, then each business day, this many times at most. */
export const MAX_SCORECARD_REMINDERS = 10;

export const INTERVIEW_MESSAGES = {
  required: 'This field is required',
  startsAtInvalid: 'Enter a valid start time',
  endsAtInvalid: 'Enter a valid end time',
  endBeforeStart: 'The interview must end after it starts',
  tooLong: `An interview lasts at most ${MAX_INTERVIEW_MINUTES / 60} hours`,
  startsInPast: 'Choose a time in the future',
  interviewersRequired: 'Choose at least one interviewer',
  tooManyInterviewers: `Choose at most ${MAX_INTERVIEWERS} interviewers`,
  duplicateInterviewers: 'Each interviewer can be chosen once',
  videoUrlInvalid: 'Enter a link starting with https://',
  notInCurrentStage: "This interview is not part of the application's current stage",
  applicationNotActive: 'Only an active application can be interviewed',
  alreadyCancelled: 'This interview was cancelled',
  slotTaken: 'This time is no longer free; choose another',
  interviewerNotFound: 'Choose active people of your company',
  notInPlan: "Choose an interview of this job's interview plan",
  notAnAttendee: 'Only an interviewer of this interview can answer its invitation',
  notStarted: 'Interviewers can be reminded once the interview has started',
  rangeTooLong: `Choose a range of at most ${MAX_AVAILABILITY_DAYS} days`,
} as const;

const isoDateTime = (message: string) => z.iso.datetime({ offset: true, error: message });

const interviewFields = {
  /** The plan's interview this is (job_interviews); null for one the plan does not have. */
  jobInterviewId: z.uuid().nullable().default(null),
  title: z.string().trim().max(200).default(''),
  startsAt: isoDateTime(INTERVIEW_MESSAGES.startsAtInvalid),
  endsAt: isoDateTime(INTERVIEW_MESSAGES.endsAtInvalid),
  interviewerIds: z
    .array(z.uuid())
    .min(1, INTERVIEW_MESSAGES.interviewersRequired)
    .max(MAX_INTERVIEWERS, INTERVIEW_MESSAGES.tooManyInterviewers)
    .refine((ids) => new Set(ids).size === ids.length, INTERVIEW_MESSAGES.duplicateInterviewers),
  location: z.string().trim().max(500).default(''),
  videoUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), INTERVIEW_MESSAGES.videoUrlInvalid)
    .default(''),
  /** Shown to interviewers only (the kit's own instructions come from the plan). */
  notes: z.string().trim().max(5000).default(''),
};

const checkTimes = (value: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx) => {
  const start = Date.parse(value.startsAt);
  const end = Date.parse(value.endsAt);
  if (end <= start)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: INTERVIEW_MESSAGES.endBeforeStart });
  else if (end - start > MAX_INTERVIEW_MINUTES * 60_000)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: INTERVIEW_MESSAGES.tooLong });
};

export const scheduleInterviewBodySchema = z
  .object({ applicationId: z.uuid(), ...interviewFields })
  .superRefine(checkTimes);
export type ScheduleInterviewBody = z.input<typeof scheduleInterviewBodySchema>;
export type ScheduleInterviewInput = z.output<typeof scheduleInterviewBodySchema>;

/** A reschedule or change of interviewers: the same invitation (UID), a higher SEQUENCE. */
export const updateInterviewBodySchema = z.object(interviewFields).superRefine(checkTimes);
export type UpdateInterviewBody = z.input<typeof updateInterviewBodySchema>;
export type UpdateInterviewInput = z.output<typeof updateInterviewBodySchema>;

export const cancelInterviewBodySchema = z.object({
  /** Said to the candidate in the cancellation. */
  reason: z.string().trim().max(1000).default(''),
});

export const interviewResponseBodySchema = z.object({ response: z.enum(RSVP_ANSWERS) });

const person = z.object({ id: z.string(), name: z.string() });

export const interviewInterviewerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  timezone: z.string(),
  responseStatus: z.enum(RESPONSE_STATUSES),
  /** Their scorecard for this interview: none yet, a draft, or submitted. */
  scorecardStatus: z.enum(['missing', 'draft', 'submitted']),
});
export type InterviewInterviewer = z.infer<typeof interviewInterviewerSchema>;

export const interviewSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidate: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  job: person,
  stage: person,
  jobInterviewId: z.string().nullable(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string(),
  videoUrl: z.string(),
  notes: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  /** iCalendar's SEQUENCE: each change sent to attendees raises it. */
  sequence: z.number().int(),
  organizer: person.nullable(),
  candidateResponse: z.enum(RESPONSE_STATUSES),
  interviewers: z.array(interviewInterviewerSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** The interviews of one application, and those its current stage still needs. */
export const applicationInterviewsSchema = z.object({
  scheduled: z.array(interviewSchema),
  /** The current stage's plan interviews with no live scheduled interview yet. */
  toSchedule: z.array(
    z.object({
      jobInterviewId: z.string(),
      name: z.string(),
      durationMinutes: z.number().int(),
      defaultInterviewerIds: z.array(z.string()),
    }),
  ),
});
export type ApplicationInterviews = z.infer<typeof applicationInterviewsSchema>;

export const myInterviewsQuerySchema = z.object({
  /** upcoming: from the start of today on; past: before now, newest first. */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Interviewers' busy times between two instants, and the first slots that fit all of them. */
export const availabilityQuerySchema = z.object({
  userIds: z
    .union([z.uuid(), z.array(z.uuid())])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.uuid()).min(1, INTERVIEW_MESSAGES.interviewersRequired).max(MAX_INTERVIEWERS)),
  from: isoDateTime(INTERVIEW_MESSAGES.startsAtInvalid),
  to: isoDateTime(INTERVIEW_MESSAGES.endsAtInvalid),
  durationMinutes: z.coerce.number().int().min(15).max(MAX_INTERVIEW_MINUTES).default(45),
  /** An interview being rescheduled does not count as busy. */
  excludeInterviewId: z.uuid().optional(),
});

/** POST /api/interviews/:id/remind: who was reminded of their missing scorecard. */
export const remindInterviewersResultSchema = z.object({ reminded: z.array(person) });
export type RemindInterviewersResult = z.infer<typeof remindInterviewersResultSchema>;

const span = z.object({ start: z.string(), end: z.string() });
export const availabilitySchema = z.object({
  people: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      timezone: z.string(),
      workingHours: z.object({ startHour: z.number().int(), endHour: z.number().int() }),
      busy: z.array(span.extend({ title: z.string() })),
    }),
  ),
  suggestions: z.array(span),
});
export type Availability = z.infer<typeof availabilitySchema>;

/**
 * POST /api/applications/:id/self-schedule-links: the candidate is mailed a link to book one of the
 * interviewers' free slots (weekdays, everyone's working hours, from tomorrow up to
 * SELF_SCHEDULE_DAYS_AHEAD days ahead); the booking schedules the interview as the app does.
 */
export const selfScheduleLinkBodySchema = z.object({
  jobInterviewId: interviewFields.jobInterviewId,
  title: interviewFields.title,
  durationMinutes: z.number().int().min(15).max(MAX_INTERVIEW_MINUTES).default(45),
  interviewerIds: interviewFields.interviewerIds,
  location: interviewFields.location,
  videoUrl: interviewFields.videoUrl,
});
export type SelfScheduleLinkBody = z.input<typeof selfScheduleLinkBodySchema>;
export type SelfScheduleLinkInput = z.output<typeof selfScheduleLinkBodySchema>;

export const selfScheduleLinkSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  jobInterviewId: z.string().nullable(),
  title: z.string(),
  durationMinutes: z.number().int(),
  interviewerIds: z.array(z.string()),
  location: z.string(),
  videoUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** The interview the candidate booked; null until they do. */
  interviewId: z.string().nullable(),
  /** Booked once the candidate picks a slot; expired past expiresAt (a revoked link expires at once). */
  state: z.enum(['open', 'booked', 'expired']),
});
export type SelfScheduleLink = z.infer<typeof selfScheduleLinkSchema>;
export type SelfScheduleLinkState = SelfScheduleLink['state'];

/** GET /api/applications/:id/self-schedule-links: each link with who it offers, who sent it and, once booked, when. */
export const selfScheduleLinkSummarySchema = selfScheduleLinkSchema.extend({
  interviewers: z.array(z.object({ id: z.string(), name: z.string() })),
  sentBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The booked interview's start; null until booked. */
  bookedStartsAt: z.string().nullable(),
});
export type SelfScheduleLinkSummary = z.infer<typeof selfScheduleLinkSummarySchema>;

export const SELF_SCHEDULE_MESSAGES = {
  alreadyBooked: 'The candidate has already booked an interview with this link',
  alreadyExpired: 'This link has already expired',
} as const;

/** How long a stage transition's availability request can be answered. */
export const AVAILABILITY_REQUEST_DAYS = 14;

/** GET /api/applications/:id/availability: what the candidate said of the times they can meet, newest request first. */
export const candidateAvailabilitySchema = z.array(
  z.object({
    id: z.string(),
    sentAt: z.string(),
    expiresAt: z.string(),
    answeredAt: z.string().nullable(),
    /** The zone the candidate chose their times in. */
    timezone: z.string().nullable(),
    /** In UTC, merged where they touch. */
    slots: z.array(span),
  }),
);
export type CandidateAvailability = z.infer<typeof candidateAvailabilitySchema>;
