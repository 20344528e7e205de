import { periodLabel } from '@atrium/shared/schemas/performance/updates-period';
import type { DbOrTx } from '../../../db/client.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import * as repository from './updates.repository.ts';
import type { UpdateRow } from './updates.repository.ts';

// Who hears of what, in the writer's transaction: a shared update reaches the author's manager in
// the bell and by mail (as 15Five mails a reviewer); a review reaches the author; a comment reaches
// the other side (the author's comment their manager and whoever else commented, a manager's the
// author), in the bell.

export interface NotifyDeps {
  mailer: Mailer;
  publicUrl: string;
}

export const updateLink = (id: string) => `/performance/updates/${id}`;

const periodOf = (update: UpdateRow) => periodLabel({ start: update.periodStart, end: update.periodEnd });

export async function notifyShared(tx: DbOrTx, deps: NotifyDeps, update: UpdateRow) {
  const author = await repository.findPerson(tx, update.companyId, update.authorId);
  if (!author?.managerId) return;
  const manager = await repository.findPerson(tx, update.companyId, author.managerId);
  if (!manager) return;
  const title = `${author.firstName} ${author.lastName} shared their update for ${periodOf(update)}`;
  const link = updateLink(update.id);
  await notifyAll(tx, [{ companyId: update.companyId, userId: manager.id, title, link }]);
  await deps.mailer.keepEmail(tx, {
    to: manager.email,
    companyId: update.companyId,
    subject: title,
    ...renderMail({
      heading: title,
      paragraphs: [
        `Read how ${author.firstName} feels about the period, what they got done and their priorities for the next, then comment and mark it reviewed.`,
      ],
      action: { label: 'Review the update', url: `${deps.publicUrl}${link}` },
    }),
  });
}

export async function notifyReviewed(tx: DbOrTx, update: UpdateRow, reviewerId: string) {
  const reviewer = await repository.findPerson(tx, update.companyId, reviewerId);
  if (!reviewer) return;
  await notifyAll(tx, [
    {
      companyId: update.companyId,
      userId: update.authorId,
      title: `${reviewer.firstName} ${reviewer.lastName} reviewed your update for ${periodOf(update)}`,
      link: updateLink(update.id),
    },
  ]);
}

export async function notifyComment(tx: DbOrTx, update: UpdateRow, commenterId: string) {
  const commenter = await repository.findPerson(tx, update.companyId, commenterId);
  if (!commenter) return;
  let recipients: string[];
  if (commenterId === update.authorId) {
    const others = await repository.commentersOf(tx, update.companyId, update.id, [commenterId]);
    recipients = [...new Set([...(commenter.managerId ? [commenter.managerId] : []), ...others])];
  } else recipients = [update.authorId];
  const title = `${commenter.firstName} ${commenter.lastName} commented on ${
    commenterId === update.authorId ? 'their' : 'your'
  } update for ${periodOf(update)}`;
  await notifyAll(
    tx,
    recipients.map((userId) => ({
      companyId: update.companyId,
      userId,
      title,
      link: updateLink(update.id),
    })),
  );
}
