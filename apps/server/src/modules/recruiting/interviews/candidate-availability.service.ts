import {
  AVAILABILITY_REQUEST_DAYS,
  type CandidateAvailability,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { rootDatabaseOf } from '../../../db/after-commit.ts';
import { notFound, type FieldError } from '../../../lib/app-error.ts';
import { randomToken, safeEqual, sha256 } from '../../../lib/secure-random.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import * as repository from './candidate-availability.repository.ts';
import { findApplication } from './interview-reads.repository.ts';
import { formatSpanInZone, knownZone, zonedToInstant, type Span } from './working-hours.ts';
import { isUuid } from '../../../lib/uuid.ts';

// A stage transition's availability request: the email links to a page where the candidate ticks
// the times they can meet over the next two working weeks, in a zone they choose; the recruiter
// reads the answer beside the application (GET /api/applications/:id/availability).

export const AVAILABILITY_PATH = '/candidate-availability';
/** Two-hour blocks from 8:00 to 18:00, the candidate's time. */
export const AVAILABILITY_BLOCKS = [8, 10, 12, 14, 16] as const;
const BLOCK_HOURS = 2;
/** The working days the page offers, from tomorrow. */
const DAYS_OFFERED = 10;
const DAY = 24 * 60 * 60_000;

// Per database, as candidate forms find theirs: the stage transitions call in with their transaction.
const publicUrls = new WeakMap<Db, string>();

export function useAvailabilityRequests(db: Db, publicUrl: string): void {
  publicUrls.set(db, publicUrl);
}

/**
 * Records the request with a fresh secret kept only hashed; answers the link the candidate's email
 * carries, or null where no server serves the page (a script's database).
 */
export async function createAvailabilityRequest(
  tx: DbOrTx,
  input: { companyId: string; applicationId: string },
): Promise<string | null> {
  const publicUrl = publicUrls.get(rootDatabaseOf(tx));
  if (!publicUrl) return null;
  const token = randomToken(24);
  const row = await repository.insertRequest(tx, {
    ...input,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + AVAILABILITY_REQUEST_DAYS * DAY),
  });
  const link = new URL(AVAILABILITY_PATH, publicUrl);
  link.search = new URLSearchParams({ c: input.companyId, r: row.id, t: token }).toString();
  return link.toString();
}

export interface AvailabilityAddress {
  c?: string;
  r?: string;
  t?: string;
}

export type OpenedAvailability = NonNullable<Awaited<ReturnType<typeof repository.findRequest>>> & {
  state: 'open' | 'expired';
};

/** The request a link names, if its secret matches; an unknown one and a wrong secret look alike. */
export async function openAvailabilityRequest(
  db: DbOrTx,
  address: AvailabilityAddress,
  options = { lock: false },
): Promise<OpenedAvailability | null> {
  const { c, r, t } = address;
  if (!c || !r || !t || !isUuid(c) || !isUuid(r)) return null;
  const found = await repository.findRequest(db, c, r, options);
  if (!found || !safeEqual(found.request.tokenHash, sha256(t))) return null;
  return { ...found, state: found.request.expiresAt.getTime() < Date.now() ? 'expired' : 'open' };
}

const pad = (hour: number) => String(hour).padStart(2, '0');
const wall = (date: string, hour: number) => Date.parse(`${date}T${pad(hour)}:00:00Z`);

/** The next working days (Monday to Friday) from tomorrow where `zone` is, as YYYY-MM-DD. */
export function offeredDays(zone: string, count = DAYS_OFFERED): string[] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: knownZone(zone) }).format(new Date());
  const days: string[] = [];
  for (let day = Date.parse(`${today}T00:00:00Z`) + DAY; days.length < count; day += DAY)
    if (![0, 6].includes(new Date(day).getUTCDay())) days.push(new Date(day).toISOString().slice(0, 10));
  return days;
}

/** The instants of one block (a day's two hours from `hour`) in `zone`. */
export const blockSpan = (date: string, hour: number, zone: string): Span => ({
  start: zonedToInstant(wall(date, hour), zone),
  end: zonedToInstant(wall(date, hour + BLOCK_HOURS), zone),
});

/** Spans sorted, those that touch or overlap made one. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = out.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else out.push({ ...span });
  }
  return out;
}

const zones = () => new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
export const knownZones = () => [...zones()].sort();

/** Reads the ticked blocks (`block` = YYYY-MM-DDTHH, the candidate's time) and the zone they chose. */
export function readAvailability(fields: Record<string, string[] | undefined>, companyZone: string) {
  const errors: FieldError[] = [];
  const timezone = fields.timezone?.[0] ?? '';
  if (!zones().has(timezone)) errors.push({ path: 'timezone', message: 'Choose your time zone' });
  const allowed = new Set(offeredDays(companyZone, DAYS_OFFERED + 5));
  const spans: Span[] = [];
  for (const value of fields.block ?? []) {
    const match = /^(\d{4}-\d{2}-\d{2})T(\d{2})$/.exec(value);
    const hour = Number(match?.[2]);
    if (!match || !allowed.has(match[1]!) || !AVAILABILITY_BLOCKS.includes(hour as 8)) continue;
    if (errors.length === 0) spans.push(blockSpan(match[1]!, hour, timezone));
  }
  if (spans.length === 0 && errors.length === 0)
    errors.push({ path: 'block', message: 'Choose at least one time you can meet' });
  return { errors, timezone, spans: merged(spans) };
}

/** Keeps the candidate's answer (a later one replaces it) and writes it to their feed. */
export async function saveAvailability(
  db: Db,
  address: AvailabilityAddress,
  answer: { timezone: string; spans: Span[] },
): Promise<OpenedAvailability | null> {
  return db.transaction(async (tx) => {
    const opened = await openAvailabilityRequest(tx, address, { lock: true });
    if (!opened || opened.state !== 'open') return opened;
    const slots = answer.spans.map((span) => ({
      start: new Date(span.start).toISOString(),
      end: new Date(span.end).toISOString(),
    }));
    const { companyId, id, applicationId } = opened.request;
    await repository.saveAnswer(tx, companyId, id, { slots, timezone: answer.timezone });
    await recordActivity(tx, {
      companyId,
      candidateId: opened.candidateId,
      applicationId,
      kind: 'interview',
      summary: `Sent the times they can meet for ${opened.jobName}`,
      body: answer.spans
        .map((span) => formatSpanInZone(new Date(span.start), new Date(span.end), answer.timezone))
        .join('\n'),
    });
    return {
      ...opened,
      request: { ...opened.request, slots, timezone: answer.timezone, answeredAt: new Date() },
    };
  });
}

export async function availabilityOfApplication(
  db: DbOrTx,
  auth: AuthContext,
  applicationId: string,
): Promise<CandidateAvailability> {
  if (!(await findApplication(db, auth.companyId, applicationId))) throw notFound('Application');
  const rows = await repository.requestsOfApplication(db, auth.companyId, applicationId);
  return rows.map((row) => ({
    id: row.id,
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    timezone: row.timezone,
    slots: row.slots ?? [],
  }));
}
