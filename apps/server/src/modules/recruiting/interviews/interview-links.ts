import { createHmac } from 'node:crypto';
import { RSVP_ANSWERS, type RsvpAnswer } from '@atrium/shared/schemas/recruiting/interviews';
import { safeEqual } from '../../../lib/secure-random.ts';
import { isUuid } from '../../../lib/uuid.ts';

// The links an invitation carries. An answer link names the company, the interview, the attendee
// (an interviewer's user id, or the candidate) and the invitation's SEQUENCE, signed with a key
// derived from the JWT secret: nobody answers for someone else, and a link from an invitation since
// changed (a new time) no longer answers the new one.

export const RESPONSE_PATH = '/interview-response';

/** `u.<user id>` for an interviewer, `candidate` for the candidate. */
export type AttendeeKey = `u.${string}` | 'candidate';

export interface ResponseAddress {
  companyId: string;
  interviewId: string;
  attendee: AttendeeKey;
  sequence: number;
}

const keys = new Map<string, Buffer>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = createHmac('sha256', secret).update('atrium interview response v1').digest();
    keys.set(secret, key);
  }
  return key;
};

const signatureOf = (secret: string, address: ResponseAddress) =>
  createHmac('sha256', keyOf(secret))
    .update(`${address.companyId}.${address.interviewId}.${address.attendee}.${address.sequence}`)
    .digest('base64url')
    .slice(0, 32);

/** The page where the attendee confirms `answer` (a GET shows it; only its button's POST answers). */
export function responseLink(
  config: { publicUrl: string; jwtSecret: string },
  address: ResponseAddress,
  answer: RsvpAnswer,
): string {
  const url = new URL(RESPONSE_PATH, config.publicUrl);
  url.search = new URLSearchParams({
    c: address.companyId,
    i: address.interviewId,
    a: address.attendee,
    q: String(address.sequence),
    r: answer,
    s: signatureOf(config.jwtSecret, address),
  }).toString();
  return url.toString();
}

export const responseLinks = (config: { publicUrl: string; jwtSecret: string }, address: ResponseAddress) =>
  Object.fromEntries(RSVP_ANSWERS.map((answer) => [answer, responseLink(config, address, answer)])) as Record<
    RsvpAnswer,
    string
  >;

export interface ResponseQuery {
  c?: string;
  i?: string;
  a?: string;
  q?: string;
  r?: string;
  s?: string;
}

/** The address a link names when its signature holds; anything else is null (answered as not found). */
export function readResponseLink(
  secret: string,
  query: ResponseQuery,
): (ResponseAddress & { answer: RsvpAnswer | null }) | null {
  const { c, i, a, q, r, s } = query;
  if (!c || !i || !a || !q || !s || !isUuid(c) || !isUuid(i) || !/^\d{1,9}$/.test(q)) return null;
  const attendee =
    a === 'candidate' || (a.startsWith('u.') && isUuid(a.slice(2))) ? (a as AttendeeKey) : null;
  if (!attendee) return null;
  const address = { companyId: c, interviewId: i, attendee, sequence: Number(q) };
  if (!safeEqual(signatureOf(secret, address), s)) return null;
  const answer = RSVP_ANSWERS.find((known) => known === r) ?? null;
  return { ...address, answer };
}

/** The interview kit in the app: what interviewers prepare with and score in. */
export const kitLink = (publicUrl: string, candidateId: string, interviewId: string) =>
  new URL(
    `/candidates/${candidateId}/interview-details?interviewId=${encodeURIComponent(interviewId)}`,
    publicUrl,
  ).toString();

/** The candidate's profile in the app, with their résumé. */
export const profileLink = (publicUrl: string, candidateId: string) =>
  new URL(`/candidates/${candidateId}`, publicUrl).toString();
