import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import * as repository from './one-on-ones.repository.ts';

// Issue 21 item 1: both people are reminded 2 hours before a meeting to add their talking points,
// and 2 hours after it ends to write their notes. A sweep every 10 minutes claims the meetings whose
// moment has come (setting reminded_*_at in the same statement), so each reminder goes once whichever
// instance runs it; the bell and a mail carry it.

export const ONE_ON_ONE_REMINDER_JOB = 'performance.one-on-ones.reminder-sweep';
const HOURS_2 = "interval '2 hours'";

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

type Kind = 'before' | 'after';
interface Claimed {
  company_id: string;
  id: string;
  series_id: string;
}

/** Claims the meetings due a reminder of this kind; an after-reminder looks back a day at most. */
async function claim(tx: Tx, kind: Kind, now: Date): Promise<Claimed[]> {
  const at = now.toISOString();
  const due =
    kind === 'before'
      ? sql`m.status = 'upcoming' and m.reminded_before_at is null
          and m.scheduled_at > ${at}::timestamptz and m.scheduled_at <= ${at}::timestamptz + ${sql.raw(HOURS_2)}`
      : sql`m.status <> 'cancelled' and m.reminded_after_at is null
          and m.scheduled_at + s.duration_minutes * interval '1 minute' + ${sql.raw(HOURS_2)} <= ${at}::timestamptz
          and m.scheduled_at > ${at}::timestamptz - interval '1 day'`;
  const column = sql.raw(kind === 'before' ? 'reminded_before_at' : 'reminded_after_at');
  const result = await tx.execute(sql`
    update performance_one_on_one_meetings m set ${column} = ${at}::timestamptz
    from performance_one_on_ones s
    where s.company_id = m.company_id and s.id = m.series_id and s.status = 'active' and ${due}
    returning m.company_id, m.id, m.series_id`);
  return rowsOf<Claimed>(result);
}

async function remind(tx: Tx, deps: ReminderDeps, kind: Kind, meeting: Claimed) {
  const row = await repository.findSeries(tx, meeting.company_id, meeting.series_id);
  if (!row) return;
  const link = `/performance/one-on-ones/${meeting.series_id}?meeting=${meeting.id}`;
  const people = [
    [row.organizer, row.attendee],
    [row.attendee, row.organizer],
  ] as const;
  const title = (otherName: string) =>
    kind === 'before'
      ? `Your 1-on-1 with ${otherName} is in 2 hours: add your talking points`
      : `Write your notes from your 1-on-1 with ${otherName}`;
  await notifyAll(
    tx,
    people.map(([person, other]) => ({
      companyId: meeting.company_id,
      userId: person.id,
      title: title(`${other.firstName} ${other.lastName}`),
      link,
    })),
  );
  for (const [person, other] of people) {
    const heading = title(`${other.firstName} ${other.lastName}`);
    await deps.mailer.keepEmail(tx, {
      to: person.email,
      companyId: meeting.company_id,
      subject: heading,
      ...renderMail({
        heading,
        paragraphs: [
          kind === 'before'
            ? 'Both of you see the agenda; points not reached last time are already on it.'
            : 'Shared notes are for both of you; your private note is yours alone. Tick off the action items you have done.',
        ],
        action: { label: 'Open the 1-on-1', url: `${deps.publicUrl}${link}` },
      }),
    });
  }
}

/** Sends every reminder due at `now`; answers how many meetings were reminded of each kind. */
export async function sweepOneOnOneReminders(deps: ReminderDeps, now = new Date()) {
  const sent = { before: 0, after: 0 };
  for (const kind of ['before', 'after'] as const) {
    await deps.db.transaction(async (tx) => {
      const claimed = await claim(tx, kind, now);
      for (const meeting of claimed) await remind(tx, deps, kind, meeting);
      sent[kind] = claimed.length;
    });
  }
  return sent;
}

export function defineOneOnOneReminderJobs(jobs: JobQueue, deps: ReminderDeps): void {
  jobs.define({
    name: ONE_ON_ONE_REMINDER_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepOneOnOneReminders(deps);
    },
  });
}

/** Once the queue runs: every 10 minutes. */
export const scheduleOneOnOneReminders = (jobs: JobQueue) =>
  jobs.schedule(ONE_ON_ONE_REMINDER_JOB, '*/10 * * * *', {});
