import { useOutletContext } from 'react-router';
import type { UseFormReturn } from 'react-hook-form';
import type {
  ApplicationInterviews,
  Interview,
  ScheduleInterviewBody,
  ScheduleInterviewInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { CandidateDetail } from '@atrium/shared/schemas/recruiting/candidates';

/** Someone who may be an attendee, as far as the page has learned of them. */
export interface KnownPerson {
  id: string;
  name: string;
  email?: string;
  timezone?: string;
}

export type AvailabilityView = 'day' | 'week';

/** What the schedule-interview steps share (the parent route holds it, so Back and Next keep it). */
export interface ScheduleInterviewContext {
  form: UseFormReturn<ScheduleInterviewBody, unknown, ScheduleInterviewInput>;
  candidate: CandidateDetail;
  jobName: string;
  /** The interview rescheduled, when it is a reschedule. */
  interview: Interview | null;
  planInterview: ApplicationInterviews['toSchedule'][number] | null;
  durationMinutes: number;
  setDurationMinutes: (minutes: number) => void;
  /** The day shown (YYYY-MM-DD in the viewer's zone). */
  day: string;
  setDay: (day: string) => void;
  view: AvailabilityView;
  setView: (view: AvailabilityView) => void;
  people: Readonly<Record<string, KnownPerson>>;
  rememberPeople: (people: readonly KnownPerson[]) => void;
  /** The query string of the page (applicationId, jobInterviewId, interviewId), kept across the steps. */
  search: string;
}

export const useScheduleInterviewContext = () => useOutletContext<ScheduleInterviewContext>();
