import type { PrivateVisibility } from '@atrium/shared/schemas/performance/feedback';
import type { DbOrTx } from '../../../db/client.ts';
import { notifyAll, type NotifyInput } from '../../platform/notifications/notifications.service.ts';
import type { Colleague } from './feedback.repository.ts';

// The bell, as Lattice rings it: a person hears of praise and of feedback they may read, and their
// manager hears that their report received some (and only what the manager may read). Never the words
// of private feedback in a notification: the bell is seen over a shoulder.

export const FEEDBACK_LINKS = {
  received: '/performance/feedback?tab=received',
  team: '/performance/feedback?tab=team',
  wall: '/performance/feedback',
  requests: '/performance/feedback?tab=requests',
} as const;

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

function listed(names: string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Praise: each recipient, and each recipient's manager (once, naming their own reports). */
export async function notifyPraise(
  db: DbOrTx,
  companyId: string,
  giver: Colleague,
  recipients: readonly Colleague[],
  valueName: string | null,
) {
  const by = nameOf(giver);
  const tagged = valueName ? ` for ${valueName}` : '';
  const inputs: NotifyInput[] = recipients.map((person) => ({
    companyId,
    userId: person.id,
    title: `${by} praised you${tagged}`,
    link: FEEDBACK_LINKS.received,
  }));
  const reportsByManager = new Map<string, Colleague[]>();
  for (const person of recipients) {
    if (!person.managerId || person.managerId === giver.id) continue;
    if (recipients.some((other) => other.id === person.managerId)) continue;
    reportsByManager.set(person.managerId, [...(reportsByManager.get(person.managerId) ?? []), person]);
  }
  for (const [managerId, reports] of reportsByManager)
    inputs.push({
      companyId,
      userId: managerId,
      title: `${by} praised ${listed(reports.map(nameOf))} on your team${tagged}`,
      link: FEEDBACK_LINKS.team,
    });
  await notifyAll(db, inputs);
}

/** Private feedback: the person unless it is for their manager only; their manager when it includes them. */
export async function notifyPrivateFeedback(
  db: DbOrTx,
  companyId: string,
  giver: Colleague,
  recipient: Colleague,
  visibility: PrivateVisibility,
) {
  const by = nameOf(giver);
  const inputs: NotifyInput[] = [];
  if (visibility !== 'manager_only')
    inputs.push({
      companyId,
      userId: recipient.id,
      title: `${by} gave you feedback`,
      link: FEEDBACK_LINKS.received,
    });
  if (visibility !== 'recipient' && recipient.managerId && recipient.managerId !== giver.id)
    inputs.push({
      companyId,
      userId: recipient.managerId,
      title: `${by} gave feedback about ${nameOf(recipient)}${visibility === 'manager_only' ? ' for you as their manager' : ''}`,
      link: FEEDBACK_LINKS.team,
    });
  await notifyAll(db, inputs);
}
