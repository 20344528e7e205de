import type { DbOrTx } from '../../../db/client.ts';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { renderOnboardingMail } from '../email/onboarding-mail.ts';
import { longDate } from '../plan/plan-rules.ts';

/** One task as a reminder tells of it. */
export interface RemindedTask {
  name: string;
  hireName: string;
  dueDate: string | null;
}

export interface Digest {
  to: string;
  firstName: string;
  day: string;
  newTasks: RemindedTask[];
  overdueTasks: RemindedTask[];
  /** All of each kind: a digest lists the first few and counts the rest. */
  newCount: number;
  overdueCount: number;
}

const myTasksLink = (publicUrl: string) => ({
  label: 'Open my tasks',
  url: new URL('/onboarding/my-tasks', publicUrl).toString(),
});

const lineOf = (task: RemindedTask) =>
  `• ${task.hireName}: ${task.name}${task.dueDate ? `, due ${longDate(task.dueDate)}` : ''}`;

function section(title: string, tasks: RemindedTask[], count: number): string[] {
  if (count === 0) return [];
  const more = count - tasks.length;
  return [title, ...tasks.map(lineOf), ...(more > 0 ? [`…and ${more} more.`] : [])];
}

const plural = (count: number, word: string) => `${count} ${word}`;

/**
 * The day's one mail to a person: the tasks assigned to them since the last, and those overdue.
 * From the company's "Daily task digest" template (settings → email); the lists go under its body.
 */
export async function digestMail(
  db: DbOrTx,
  companyId: string,
  publicUrl: string,
  digest: Digest,
): Promise<OutgoingMessage> {
  const counts = [
    digest.newCount > 0 ? plural(digest.newCount, 'new') : null,
    digest.overdueCount > 0 ? plural(digest.overdueCount, 'overdue') : null,
  ].filter(Boolean);
  const mail = await renderOnboardingMail(
    db,
    companyId,
    'task_digest',
    {
      RECIPIENT_FIRST_NAME: digest.firstName,
      DIGEST_DATE: longDate(digest.day),
      TASK_COUNTS: counts.join(', '),
    },
    {
      paragraphs: [
        ...section('New for you:', digest.newTasks, digest.newCount),
        ...section('Overdue:', digest.overdueTasks, digest.overdueCount),
      ],
      action: myTasksLink(publicUrl),
      footnote: 'You get at most one of these a day, while you have new or overdue onboarding tasks.',
    },
  );
  return { to: digest.to, companyId, ...mail };
}

/** A reminder of one task, sent by a colleague now. */
export function taskReminderMail(
  companyId: string,
  publicUrl: string,
  reminder: { to: string; firstName: string; senderName: string; task: RemindedTask; isOverdue: boolean },
): OutgoingMessage {
  const { task } = reminder;
  return {
    to: reminder.to,
    companyId,
    subject: `Reminder: ${task.name} (${task.hireName})`,
    ...renderMail({
      heading: 'A reminder of an onboarding task',
      paragraphs: [
        `Hello ${reminder.firstName},`,
        `${reminder.senderName} reminds you of this task for ${task.hireName}'s onboarding:`,
        lineOf(task) + (reminder.isOverdue ? ' (overdue)' : ''),
      ],
      action: myTasksLink(publicUrl),
    }),
  };
}
