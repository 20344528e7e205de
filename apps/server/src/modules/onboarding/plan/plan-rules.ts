import type { EmploymentType } from '@atrium/shared/constants/employment';
import {
  ONBOARDING_TOKEN_PATTERN,
  ONBOARDING_TOKENS,
  type AssigneeRole,
  type OnboardingToken,
} from '@atrium/shared/schemas/onboarding/plan';
import { escapeHtml } from '../../platform/mail/templates.ts';

// The rules of an onboarding plan, as plain functions: which tasks a hire gets, when each is due,
// who does it, and its instructions with the hire's facts filled in.

/** What of a hire the plan's criteria look at. */
export interface HireProfile {
  departmentId: string | null;
  locationId: string | null;
  employmentType: EmploymentType | null;
  criterionValueIds: readonly string[];
}

/** The criteria set on a task of the plan; an empty list is a criterion not set. */
export interface TaskCriteria {
  departmentIds: readonly string[];
  locationIds: readonly string[];
  employmentTypes: readonly EmploymentType[];
  /** Values of the company's other criteria, each with the criterion it belongs to. */
  criterionValues: ReadonlyArray<{ criterionId: string; valueId: string }>;
}

const matchesOne = <T>(set: readonly T[], value: T | null) =>
  set.length === 0 || (value !== null && set.includes(value));

/**
 * Whether a task applies to a hire: the hire matches at least one value of every criterion set on
 * it (department, location, employment type, each other criterion on its own). No criteria: everyone.
 */
export function isTaskForHire(criteria: TaskCriteria, hire: HireProfile): boolean {
  if (!matchesOne(criteria.departmentIds, hire.departmentId)) return false;
  if (!matchesOne(criteria.locationIds, hire.locationId)) return false;
  if (!matchesOne(criteria.employmentTypes, hire.employmentType)) return false;
  const valuesByCriterion = new Map<string, string[]>();
  for (const { criterionId, valueId } of criteria.criterionValues)
    valuesByCriterion.set(criterionId, [...(valuesByCriterion.get(criterionId) ?? []), valueId]);
  const held = new Set(hire.criterionValueIds);
  return [...valuesByCriterion.values()].every((values) => values.some((value) => held.has(value)));
}

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toTime(to) - toTime(from)) / DAY_MS);

/** A task's due date: days from the start date; none while the hire has no start date. */
export const dueDateOf = (startDate: string | null, offsetDays: number | null): string | null =>
  startDate === null || offsetDays === null ? null : addDays(startDate, offsetDays);

// A formatter per zone, made once: making one costs more than the rest of a my-tasks request's
// own work (a fifth of a millisecond), and every list asks for today.
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(zone: string): Intl.DateTimeFormat {
  let format = DAY_FORMATS.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    DAY_FORMATS.set(zone, format);
  }
  return format;
}

/** Today as a calendar day in a time zone; UTC when the zone is unknown. */
export function todayIn(timeZone: string | null, now = new Date()): string {
  try {
    return dayFormatOf(timeZone || 'UTC').format(now);
  } catch {
    return dayFormatOf('UTC').format(now);
  }
}

/** An open task past its due date. */
export const isOverdue = (task: { status: string; dueDate: string | null }, today: string): boolean =>
  task.status === 'open' && task.dueDate !== null && task.dueDate < today;

/** The people a hire's roles name (null: nobody yet). */
export interface HireRoles {
  userId: string | null;
  managerUserId: string | null;
  hrContactUserId: string | null;
  buddyUserId: string | null;
}

/**
 * Who does a task for this hire: a role resolved to the hire's person in it, or the person or group
 * the task names. Nobody (a hire without a buddy) leaves the task unassigned.
 */
export function resolveAssignee(
  role: AssigneeRole,
  named: { assigneeUserId: string | null; assigneeGroupId: string | null },
  hire: HireRoles,
): { userId: string | null; groupId: string | null } {
  switch (role) {
    case 'new_hire':
      return { userId: hire.userId, groupId: null };
    case 'manager':
      return { userId: hire.managerUserId, groupId: null };
    case 'hr_contact':
      return { userId: hire.hrContactUserId, groupId: null };
    case 'buddy':
      return { userId: hire.buddyUserId, groupId: null };
    case 'person':
      return { userId: named.assigneeUserId, groupId: null };
    case 'group':
      return { userId: null, groupId: named.assigneeGroupId };
    case 'it':
      return named.assigneeUserId
        ? { userId: named.assigneeUserId, groupId: null }
        : { userId: null, groupId: named.assigneeGroupId };
  }
}

export type TokenValues = Record<OnboardingToken, string>;

/** "5 January 2027", as the token catalogue's sample reads. */
export const longDate = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(toTime(date)));

/** The values a hire gives the tokens of task instructions. */
export function tokenValuesOf(
  hire: {
    preferredFirstName: string | null;
    legalFirstName: string;
    legalLastName: string;
    startDate: string | null;
    jobTitle: string | null;
  },
  managerName: string | null,
): TokenValues {
  const firstName = hire.preferredFirstName || hire.legalFirstName;
  return {
    NEW_HIRE_FIRST_NAME: firstName,
    NEW_HIRE_FULL_NAME: `${firstName} ${hire.legalLastName}`.trim(),
    START_DATE: hire.startDate ? longDate(hire.startDate) : '',
    MANAGER_NAME: managerName ?? '',
    JOB_TITLE: hire.jobTitle ?? '',
  };
}

/** The catalogue's samples, for the preview; its start date is the sample's. */
export const sampleTokenValues = (startDate: string): TokenValues => ({
  ...(Object.fromEntries(
    Object.entries(ONBOARDING_TOKENS).map(([name, token]) => [name, token.sample]),
  ) as TokenValues),
  START_DATE: longDate(startDate),
});

/**
 * Instructions (stored HTML, already cleaned) with their tokens filled in. The values are a hire's
 * own words (a name may be `<b>Bob</b>`), so each is escaped: it reads as text, never as markup.
 */
export const renderInstructions = (html: string, values: TokenValues): string =>
  html.replace(ONBOARDING_TOKEN_PATTERN, (whole, name: string) =>
    name in values ? escapeHtml(values[name as OnboardingToken]) : whole,
  );

/** A task's name (plain text, shown as text) with its tokens filled in: "First coffee with Amara". */
export const renderName = (text: string, values: TokenValues): string =>
  text.replace(ONBOARDING_TOKEN_PATTERN, (whole, name: string) =>
    name in values ? values[name as OnboardingToken] : whole,
  );
