import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { displayName } from '../new-hires/new-hires.service.ts';
import { todayIn } from '../plan/plan-rules.ts';
import { digestMail, type Digest, type RemindedTask } from './task-reminder-mail.ts';
import * as repository from './task-reminders.repository.ts';

// Issue 20, item 3: task reminders "on the assign day and daily when overdue, batched into one mail
// per person per day". An hourly sweep looks at each company whose local time is in its mailing
// hours: everyone with tasks new since their last digest, or overdue, gets one mail (the
// reminder log's key keeps it to one a day, whichever instance runs). The first run of a day goes at
// 08:00 local; a task assigned later that day is told within the hour to someone not yet mailed that
// day, and in the next morning's digest to someone who was. A server down at 08:00 catches up.

export const TASK_REMINDER_SWEEP_JOB = 'onboarding.tasks.reminder-sweep';

/** Mail goes out from this local hour to the hour before MAIL_UNTIL_HOUR, company time. */
export const MAIL_FROM_HOUR = 8;
const MAIL_UNTIL_HOUR = 18;
/** A digest lists this many tasks of each kind and counts the rest. */
const LISTED_PER_KIND = 20;

export interface TaskReminderDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** The hour (0-23) in a time zone; UTC's when the zone is unknown. */
export function hourIn(timeZone: string, now: Date): number {
  const format = (zone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(now),
    );
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

const isMailingHour = (timeZone: string, now: Date) => {
  const hour = hourIn(timeZone, now);
  return hour >= MAIL_FROM_HOUR && hour < MAIL_UNTIL_HOUR;
};

/** The rows of one company's digests, gathered per person. */
function digestsOf(rows: readonly repository.DigestRow[], day: string): Map<string, Digest> {
  const digests = new Map<string, Digest>();
  for (const row of rows) {
    let digest = digests.get(row.userId);
    if (!digest) {
      digest = {
        to: row.email,
        firstName: row.firstName,
        day,
        newTasks: [],
        overdueTasks: [],
        newCount: 0,
        overdueCount: 0,
      };
      digests.set(row.userId, digest);
    }
    const task: RemindedTask = { name: row.taskName, hireName: displayName(row), dueDate: row.dueDate };
    if (row.isNew) {
      digest.newTasks.push(task);
      digest.newCount = row.count;
    } else {
      digest.overdueTasks.push(task);
      digest.overdueCount = row.count;
    }
  }
  return digests;
}

/** Sends one company's digests due today; answers how many went. */
export async function sendCompanyDigests(
  deps: Omit<TaskReminderDeps, 'jobs'>,
  company: { companyId: string; timezone: string },
  now = new Date(),
): Promise<number> {
  const day = todayIn(company.timezone, now);
  const rows = await repository.digestRows(deps.db, company.companyId, {
    day,
    now,
    perKind: LISTED_PER_KIND,
  });
  let sent = 0;
  for (const [userId, digest] of digestsOf(rows, day)) {
    // The log row and the mail commit together: a run that fails sends nothing and the next tries again.
    const isSent = await deps.db.transaction(async (tx) => {
      if (!(await repository.logDigest(tx, company.companyId, userId, day, now))) return false;
      await deps.mailer.keepEmail(tx, await digestMail(tx, company.companyId, deps.publicUrl, digest));
      return true;
    });
    if (isSent) sent += 1;
  }
  return sent;
}

/** Every company in its mailing hours: each one's digests; one company's failure holds back no other. */
export async function sweepTaskReminders(deps: Omit<TaskReminderDeps, 'jobs'>, now = new Date()) {
  let sent = 0;
  for (const company of await repository.companiesWithOpenTasks(deps.db)) {
    if (!isMailingHour(company.timezone, now)) continue;
    try {
      sent += await sendCompanyDigests(deps, company, now);
    } catch (error) {
      deps.log.error({ err: error, companyId: company.companyId }, 'onboarding task reminders failed');
    }
  }
  return sent;
}

export function defineTaskReminderJobs(deps: TaskReminderDeps): void {
  deps.jobs.define({
    name: TASK_REMINDER_SWEEP_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepTaskReminders(deps);
    },
  });
}

/** Once the queue runs: hourly (every zone's morning is met within the hour). */
export const scheduleTaskReminderSweep = (jobs: JobQueue) =>
  jobs.schedule(TASK_REMINDER_SWEEP_JOB, '2 * * * *', {});
