import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventStatus,
} from 'ical-generator';
import type { ResponseStatus } from '@atrium/shared/schemas/recruiting/interviews';

// One interview or one series of 1-on-1s is one iCalendar event (RFC 5545) sent by mail as iTIP
// (RFC 5546, RFC 6047): a REQUEST creates it in the attendee's calendar and, with the same UID and a
// higher SEQUENCE, updates it; a CANCEL removes it (for everyone, or for the attendees it lists). A
// series repeats by an RRULE on its own clock (a TZID), so it keeps its hour across daylight saving.

export type InvitationMethod = 'REQUEST' | 'CANCEL';

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface InvitationAttendee extends InvitationPerson {
  response: ResponseStatus;
}

export interface Invitation {
  method: InvitationMethod;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: InvitationPerson;
  attendees: readonly InvitationAttendee[];
  /** Written on this clock (start and end as its wall-clock `YYYY-MM-DDTHH:MM:SS`) instead of UTC. */
  local?: { timezone: string; start: string; end: string };
  repeat?: { freq: 'WEEKLY' | 'MONTHLY'; interval: number };
  /** The product named in PRODID. */
  product?: string;
}

const PARTSTAT: Record<ResponseStatus, ICalAttendeeStatus> = {
  needs_action: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  tentative: ICalAttendeeStatus.TENTATIVE,
  declined: ICalAttendeeStatus.DECLINED,
};

/** `<interview id>@<public host>`: the same for every message about one interview. */
export const invitationUid = (interviewId: string, publicUrl: string) =>
  `${interviewId}@${new URL(publicUrl).hostname}`;

/** The text/calendar content of one invitation (times in UTC, the answer of each attendee). */
export function invitationCalendar(invitation: Invitation): string {
  const calendar = ical({
    prodId: { company: 'Atrium', product: invitation.product ?? 'Recruiting', language: 'EN' },
    method: invitation.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp: new Date(),
    ...(invitation.local
      ? { start: invitation.local.start, end: invitation.local.end, timezone: invitation.local.timezone }
      : { start: invitation.start, end: invitation.end }),
    ...(invitation.repeat
      ? {
          repeating: {
            freq:
              invitation.repeat.freq === 'WEEKLY'
                ? ICalEventRepeatingFreq.WEEKLY
                : ICalEventRepeatingFreq.MONTHLY,
            interval: invitation.repeat.interval,
          },
        }
      : {}),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location || null,
    url: invitation.url,
    organizer: { name: invitation.organizer.name, email: invitation.organizer.email },
    status: invitation.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  for (const attendee of invitation.attendees)
    event.createAttendee({
      name: attendee.name,
      email: attendee.email,
      role: ICalAttendeeRole.REQ,
      status: PARTSTAT[attendee.response],
      rsvp: invitation.method === 'REQUEST',
    });
  return calendar.toString();
}
