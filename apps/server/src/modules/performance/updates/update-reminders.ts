import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { periodOf } from '@atrium/shared/schemas/performance/updates-period';
import type { Db, Tx } from '../../../db/client.ts';
import { companies, updateSettings, users } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant, uuidArray } from '../../../lib/tenant-constant.ts';
import { knownZone, wallClock } from '../../platform/calendar/zoned-time.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import { companyEffective, toSchedule } from './update-schedule.ts';

// Settings → Updates → "remind on the due day": from 09:00 on the company's clock on a period's due
// day, whoever has a manager and has not shared their update hears of it, in the bell and by mail.
// An hourly sweep inserts one performance_update_reminders row per person and period, and only the
// rows it inserted are reminded, so each reminder goes once whichever instance sweeps.

export const UPDATE_REMINDER_JOB = 'performance.updates.reminder-sweep';
const REMIND_FROM_HOUR = 9;

export interface UpdateReminderDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Claims the reminders due today in one company: people whose schedule is due today, not shared. */
async function claim(tx: Tx, companyId: string, today: string, companyDue: boolean, dueTeams: string[]) {
  const company = tenantConstant(companyId);
  const result = await tx.execute(sql`
    insert into performance_update_reminders (company_id, user_id, period_end)
    select u.company_id, u.id, ${today}::date from users u
      left join performance_update_settings s on s.company_id = u.company_id and s.manager_id = u.manager_id
    where u.company_id = ${company} and u.status = 'active' and u.manager_id is not null
      and ((s.id is null and ${companyDue}) or s.id = any(${uuidArray(dueTeams)}))
      and not exists (select 1 from performance_updates p where p.company_id = u.company_id
        and p.author_id = u.id and p.period_start <= ${today}::date and p.period_end >= ${today}::date
        and p.status <> 'draft')
    on conflict (company_id, user_id, period_end) do nothing
    returning user_id`);
  const ids = rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.id} = any(${uuidArray(ids)})`));
}

async function remindCompany(
  deps: UpdateReminderDeps,
  company: { id: string; timezone: string },
  now: Date,
): Promise<number> {
  const wall = new Date(wallClock(now.getTime(), knownZone(company.timezone)));
  if (wall.getUTCHours() < REMIND_FROM_HOUR) return 0;
  const today = wall.toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const rows = await tx.select().from(updateSettings).where(eq(updateSettings.companyId, company.id));
    const companyRow = rows.find((row) => row.managerId === null);
    if (companyRow && !companyRow.remindOnDueDay) return 0;
    const companySchedule = companyEffective(companyRow);
    const isDue = (schedule: Parameters<typeof periodOf>[1]) => periodOf(today, schedule).end === today;
    const dueTeams = rows
      .filter((row) => row.managerId !== null && isDue(toSchedule(row)))
      .map((row) => row.id);
    const companyDue = isDue(companySchedule);
    if (!companyDue && dueTeams.length === 0) return 0;
    const claimed = await claim(tx, company.id, today, companyDue, dueTeams);
    const link = '/performance/updates';
    const title = 'Your update is due today';
    await notifyAll(
      tx,
      claimed.map((person) => ({ companyId: company.id, userId: person.id, title, link })),
    );
    for (const person of claimed)
      await deps.mailer.keepEmail(tx, {
        to: person.email,
        companyId: company.id,
        subject: title,
        ...renderMail({
          heading: `${person.firstName}, your update is due today`,
          paragraphs: [
            'Take five minutes to say how the period went, what you got done and your priorities for the next, then share it with your manager.',
          ],
          action: { label: 'Write your update', url: `${deps.publicUrl}${link}` },
        }),
      });
    return claimed.length;
  });
}

/** Sends every due-day reminder due at `now`; answers how many people were reminded. */
export async function sweepUpdateReminders(deps: UpdateReminderDeps, now = new Date()): Promise<number> {
  const all = await deps.db.select({ id: companies.id, timezone: companies.timezone }).from(companies);
  let sent = 0;
  for (const company of all) {
    try {
      sent += await remindCompany(deps, company, now);
    } catch (error) {
      // One company's failure must not keep the others' reminders back; the next sweep retries it.
      deps.log.error({ err: error, companyId: company.id }, 'update reminders failed');
    }
  }
  return sent;
}

export function defineUpdateReminderJobs(jobs: JobQueue, deps: UpdateReminderDeps): void {
  jobs.define({
    name: UPDATE_REMINDER_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepUpdateReminders(deps);
    },
  });
}

/** Once the queue runs: every hour, so 09:00 comes in every company's zone. */
export const scheduleUpdateReminders = (jobs: JobQueue) =>
  jobs.schedule(UPDATE_REMINDER_JOB, '5 * * * *', {});
