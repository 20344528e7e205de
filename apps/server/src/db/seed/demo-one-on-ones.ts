import type { OneOnOneCadence } from '@atrium/shared/schemas/performance/one-on-ones';
import { nextOccurrence, occurrence } from '../../modules/performance/one-on-ones/meeting-schedule.ts';
import type { Tx } from '../client.ts';
import {
  oneOnOneActionItems,
  oneOnOneMeetings,
  oneOnOnePrivateNotes,
  oneOnOnes,
  oneOnOneTalkingPoints,
  oneOnOneTemplates,
} from '../schema/index.ts';

// Issue 21's demo: weekly 1-on-1s down the reporting tree with past meetings, their agendas and
// notes, a private note or two, open action items, and templates to start new series from.

const DAY = 86_400_000;

const TEMPLATES = [
  {
    name: 'Weekly check-in',
    description: 'The usual agenda for a manager and a report.',
    talkingPoints: [
      'Wins since we last met',
      'What is blocking you?',
      'Priorities for next week',
      'Feedback both ways',
    ],
  },
  {
    name: 'Career conversation',
    description: 'Once a quarter: where you want to go, and how to get there.',
    talkingPoints: [
      'What energises you at work lately?',
      'Skills you want to grow',
      'Next step you are aiming for',
    ],
  },
  {
    name: 'First month',
    description: 'For a new starter and their manager.',
    talkingPoints: [
      'How is onboarding going?',
      'Who have you met so far?',
      'Anything unclear about your role?',
    ],
    isActive: false,
  },
];

const PAST_POINTS = [
  ['Sprint retro follow-ups', 'Hiring plan for Q1', 'On-call rota'],
  ['Conference talk proposal', 'Code review turnaround', 'Holiday cover'],
  ['Data pipeline migration', 'Mentoring the intern', 'Budget for training'],
  ['Quarterly goals check', 'Team offsite ideas', 'Feedback on the design review'],
];
const PAST_NOTES = [
  '<p>Agreed to pair on the migration plan on Thursday. Training budget approved for the <strong>dbt</strong> course.</p>',
  '<p>On-call rota moves to two-week shifts from next month. Intern starts shadowing reviews.</p>',
  '<p>Talk proposal looks strong: submit by Friday. Review turnaround target: one working day.</p>',
  '<p>Goals on track except the latency one; re-scope it at the planning meeting.</p>',
];

interface DemoSeries {
  organizer: string;
  attendee: string;
  cadence: OneOnOneCadence;
  time: string;
  pastMeetings: number;
}

const SERIES: readonly DemoSeries[] = [
  { organizer: 'manager', attendee: 'employee', cadence: 'weekly', time: '10:00', pastMeetings: 8 },
  { organizer: 'manager', attendee: 'priya.sharma', cadence: 'biweekly', time: '14:00', pastMeetings: 4 },
  { organizer: 'manager', attendee: 'james.oconnor', cadence: 'weekly', time: '11:00', pastMeetings: 6 },
  { organizer: 'daniel.whitaker', attendee: 'manager', cadence: 'weekly', time: '09:30', pastMeetings: 8 },
  {
    organizer: 'daniel.whitaker',
    attendee: 'lucas.moreau',
    cadence: 'biweekly',
    time: '15:00',
    pastMeetings: 4,
  },
  {
    organizer: 'victoria.lang',
    attendee: 'daniel.whitaker',
    cadence: 'weekly',
    time: '08:30',
    pastMeetings: 8,
  },
  { organizer: 'victoria.lang', attendee: 'admin', cadence: 'biweekly', time: '16:00', pastMeetings: 4 },
  { organizer: 'admin', attendee: 'hr.admin', cadence: 'weekly', time: '13:00', pastMeetings: 6 },
  {
    organizer: 'rebecca.ashworth',
    attendee: 'oliver.bennett',
    cadence: 'weekly',
    time: '10:30',
    pastMeetings: 5,
  },
  { organizer: 'grace.mensah', attendee: 'tom.hughes', cadence: 'monthly', time: '11:00', pastMeetings: 2 },
];

export async function seedDemoOneOnOnes(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
  now = Date.now(),
) {
  await tx.insert(oneOnOneTemplates).values(TEMPLATES.map((template) => ({ companyId, ...template })));
  for (const [index, demo] of SERIES.entries()) {
    const organizerId = idOf(demo.organizer);
    const attendeeId = idOf(demo.attendee);
    const stepDays = demo.cadence === 'weekly' ? 7 : demo.cadence === 'biweekly' ? 14 : 30;
    // Started far enough back for its past meetings, on a weekday in London.
    const start = new Date(now - (demo.pastMeetings * stepDays + 3) * DAY);
    while ([0, 6].includes(start.getUTCDay())) start.setUTCDate(start.getUTCDate() + 1);
    const clock = {
      cadence: demo.cadence,
      startDate: start.toISOString().slice(0, 10),
      startTime: demo.time,
      timezone: 'Europe/London',
      durationMinutes: demo.cadence === 'monthly' ? 45 : 30,
    };
    const [series] = await tx
      .insert(oneOnOnes)
      .values({ companyId, organizerId, attendeeId, ...clock, createdAt: new Date(start.getTime() - DAY) })
      .returning();
    const past: Date[] = [];
    for (let k = 0; ; k += 1) {
      const at = occurrence(clock, k);
      if (at.getTime() >= now) break;
      past.push(at);
    }
    const meetings = await tx
      .insert(oneOnOneMeetings)
      .values(
        past.map((scheduledAt, k) => ({
          companyId,
          seriesId: series!.id,
          scheduledAt,
          status: 'held' as const,
          heldAt: new Date(scheduledAt.getTime() + 30 * 60_000),
          sharedNotes: PAST_NOTES[(index + k) % PAST_NOTES.length]!,
        })),
      )
      .returning();
    const [upcoming] = await tx
      .insert(oneOnOneMeetings)
      .values({ companyId, seriesId: series!.id, scheduledAt: nextOccurrence(clock, new Date(now))! })
      .returning();
    for (const [k, meeting] of meetings.entries()) {
      const points = PAST_POINTS[(index + k) % PAST_POINTS.length]!;
      await tx.insert(oneOnOneTalkingPoints).values(
        points.map((text, position) => ({
          companyId,
          meetingId: meeting.id,
          authorId: position % 2 === 0 ? attendeeId : organizerId,
          text,
          // The last point of the latest meeting was not reached: it is carried over below.
          done: !(k === meetings.length - 1 && position === points.length - 1),
          position,
        })),
      );
    }
    const latest = meetings.at(-1);
    const carried = latest ? PAST_POINTS[(index + meetings.length - 1) % PAST_POINTS.length]!.at(-1)! : null;
    await tx.insert(oneOnOneTalkingPoints).values([
      ...(carried
        ? [
            {
              companyId,
              meetingId: upcoming!.id,
              authorId: organizerId,
              text: carried,
              carriedOver: true,
              position: 0,
            },
          ]
        : []),
      {
        companyId,
        meetingId: upcoming!.id,
        authorId: attendeeId,
        text: 'Progress on my quarterly goals',
        position: 1,
      },
    ]);
    if (latest) {
      await tx.insert(oneOnOneActionItems).values([
        {
          companyId,
          seriesId: series!.id,
          meetingId: latest.id,
          ownerId: attendeeId,
          text: 'Share the draft plan before the next meeting',
          dueDate: new Date(now + 3 * DAY).toISOString().slice(0, 10),
        },
        {
          companyId,
          seriesId: series!.id,
          meetingId: meetings[0]!.id,
          ownerId: organizerId,
          text: 'Book the training course',
          dueDate: new Date(past[0]!.getTime() + 7 * DAY).toISOString().slice(0, 10),
          doneAt: new Date(past[0]!.getTime() + 5 * DAY),
        },
      ]);
      await tx.insert(oneOnOnePrivateNotes).values([
        {
          companyId,
          meetingId: latest.id,
          authorId: organizerId,
          note: 'Seems stretched by on-call: check in again next week.',
        },
        {
          companyId,
          meetingId: latest.id,
          authorId: attendeeId,
          note: 'Remember to ask about the promotion timeline.',
        },
      ]);
    }
  }
}
