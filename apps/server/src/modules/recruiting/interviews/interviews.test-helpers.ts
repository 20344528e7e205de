import ICAL from 'ical.js';
import type { FastifyInstance } from 'fastify';
import { signedInUser, type SignedInUser } from '../../../../test/test-app.ts';
import type { CompanyRow } from '../../../db/schema/index.ts';

/** An invitation as a calendar reads it (ical.js): METHOD, the event's UID, SEQUENCE, times, attendees. */
export function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue('method') as string,
    uid: event.getFirstPropertyValue('uid') as string,
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status') as string | null,
    start: time('dtstart'),
    end: time('dtend'),
    isUtc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
    summary: event.getFirstPropertyValue('summary') as string,
    description: (event.getFirstPropertyValue('description') as string | null) ?? '',
    location: (event.getFirstPropertyValue('location') as string | null) ?? '',
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendees: event.getAllProperties('attendee').map((property) => ({
      email: String(property.getFirstValue()).replace(/^mailto:/i, ''),
      partstat: property.getParameter('partstat'),
      rsvp: property.getParameter('rsvp'),
    })),
  };
}

/** An active colleague (an admin: they may answer in the app) to interview with, in a zone of their own, signed in. */
export const interviewer = (
  app: FastifyInstance,
  company: CompanyRow,
  firstName: string,
  timezone = 'Europe/London',
): Promise<SignedInUser> =>
  signedInUser(
    app,
    {
      firstName,
      lastName: 'Interviewer',
      email: `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 6)}@interviewers.test`,
      role: 'ADMIN',
      timezone,
    },
    company,
  );

/** The next Monday (UTC) at least a week away, at the given UTC hour: a weekday safely in the future. */
export function nextMondayAt(hour: number, weeksAhead = 1): Date {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  day.setUTCDate(day.getUTCDate() + 7 * weeksAhead + ((8 - day.getUTCDay()) % 7));
  return day;
}

export const plusMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
