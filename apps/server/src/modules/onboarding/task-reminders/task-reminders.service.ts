import type { FastifyRequest } from 'fastify';
import { TASK_MESSAGES, type TaskReminderResult } from '@atrium/shared/schemas/onboarding/tasks';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { companyToday, displayName } from '../new-hires/new-hires.service.ts';
import { userNames } from '../plan/company-refs.repository.ts';
import { isOverdue } from '../plan/plan-rules.ts';
import { findTask } from '../tasks/tasks.repository.ts';
import { taskReminderMail } from './task-reminder-mail.ts';
import { activeAssignees } from './task-reminders.repository.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * POST /api/onboarding/tasks/:id/remind: mails the task's assignee (or each member of its group)
 * now. It is not the daily digest and does not count as one: that still goes tomorrow.
 */
export const remindTask = (
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<TaskReminderResult> =>
  deps.db.transaction(async (tx) => {
    const record = await findTask(tx, auth.companyId, id);
    if (!record) throw notFound('Task');
    const { task, hire } = record;
    if (hire.state === 'cancelled') throw conflict(TASK_MESSAGES.hireCancelled);
    if (task.status === 'done') throw conflict(TASK_MESSAGES.alreadyDone);
    if (task.status === 'skipped') throw conflict(TASK_MESSAGES.alreadySkipped);
    const people = await activeAssignees(tx, auth.companyId, task);
    if (people.length === 0) throw conflict(TASK_MESSAGES.nobodyToRemind);
    const senderName = (await userNames(tx, auth.companyId, [auth.userId])).get(auth.userId) ?? 'A colleague';
    const reminded = { name: task.name, hireName: displayName(hire), dueDate: task.dueDate };
    const overdue = isOverdue(task, await companyToday(tx, auth.companyId));
    for (const person of people)
      await deps.mailer.keepEmail(
        tx,
        taskReminderMail(auth.companyId, deps.publicUrl, {
          to: person.email,
          firstName: person.firstName,
          senderName,
          task: reminded,
          isOverdue: overdue,
        }),
      );
    await recordAudit(tx, request, {
      action: 'onboarding.task.remind',
      targetType: 'new_hire_task',
      targetId: id,
      after: { userIds: people.map((person) => person.id) },
    });
    return {
      reminded: people.map((person) => ({
        id: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
      })),
    };
  });
