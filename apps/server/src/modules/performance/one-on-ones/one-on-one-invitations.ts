import type { DbOrTx } from '../../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { invitationCalendar, type InvitationMethod } from '../../platform/calendar/calendar-invitation.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { ONE_ON_ONE_CADENCE_LABELS } from '@atrium/shared/schemas/performance/one-on-ones';
import { localSpan, occurrence, repeatOf, type SeriesClock } from './meeting-schedule.ts';
import type { SeriesPerson } from './one-on-ones.repository.ts';

// A series is one calendar event repeating by its rule: both people get it when it is made, again
// (a higher SEQUENCE) when its schedule changes, and a CANCEL when it is cancelled or deleted.

export interface InvitationDeps {
  mailer: Mailer;
  publicUrl: string;
}

const nameOf = (person: SeriesPerson) => `${person.firstName} ${person.lastName}`;

const WHEN = (clock: SeriesClock) => {
  const first = occurrence(clock, 0);
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: clock.timezone,
    timeZoneName: 'short',
  }).format(first);
  return clock.cadence === 'once' ? day : `${ONE_ON_ONE_CADENCE_LABELS[clock.cadence]}, from ${day}`;
};

export async function sendSeriesInvitation(
  tx: DbOrTx,
  deps: InvitationDeps,
  series: { id: string; companyId: string; sequence: number; clock: SeriesClock },
  people: { organizer: SeriesPerson; attendee: SeriesPerson },
  method: InvitationMethod,
): Promise<void> {
  const url = `${deps.publicUrl}/performance/one-on-ones/${series.id}`;
  const title = `1-on-1: ${nameOf(people.organizer)} and ${nameOf(people.attendee)}`;
  const { start, end } = localSpan(series.clock);
  const calendar = invitationCalendar({
    method,
    uid: `one-on-one-${series.id}@${new URL(deps.publicUrl).hostname}`,
    sequence: series.sequence,
    start: occurrence(series.clock, 0),
    end: new Date(occurrence(series.clock, 0).getTime() + series.clock.durationMinutes * 60_000),
    local: { timezone: series.clock.timezone, start, end },
    repeat: repeatOf(series.clock.cadence),
    summary: title,
    description: `Your shared agenda, notes and action items: ${url}`,
    location: '',
    url,
    organizer: { name: nameOf(people.organizer), email: people.organizer.email },
    attendees: [people.organizer, people.attendee].map((person) => ({
      name: nameOf(person),
      email: person.email,
      response: person === people.organizer ? 'accepted' : 'needs_action',
    })),
    product: 'Performance',
  });
  const cancelled = method === 'CANCEL';
  for (const [recipient, other] of [
    [people.organizer, people.attendee],
    [people.attendee, people.organizer],
  ] as const) {
    const rendered = renderMail({
      heading: cancelled ? `1-on-1 with ${nameOf(other)} cancelled` : `1-on-1 with ${nameOf(other)}`,
      paragraphs: cancelled
        ? [`The 1-on-1s between you and ${nameOf(other)} (${WHEN(series.clock)}) are cancelled.`]
        : [
            `${WHEN(series.clock)}, ${series.clock.durationMinutes} minutes.`,
            'Add your talking points before you meet; both of you see the agenda and the shared notes, and your private notes are yours alone.',
          ],
      ...(cancelled ? {} : { action: { label: 'Open the 1-on-1', url } }),
    });
    await deps.mailer.keepEmail(tx, {
      to: recipient.email,
      companyId: series.companyId,
      subject: cancelled
        ? `Cancelled: 1-on-1 with ${nameOf(other)}`
        : series.sequence > 0
          ? `Updated: 1-on-1 with ${nameOf(other)}`
          : `Invitation: 1-on-1 with ${nameOf(other)}`,
      ...rendered,
      calendar: { method, content: calendar },
    });
  }
}
