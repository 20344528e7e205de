import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_UPDATE_QUESTIONS, type Priority } from '@atrium/shared/schemas/performance/updates';
import {
  periodOf,
  previousPeriod,
  type UpdatePeriod,
  type UpdateSchedule,
} from '@atrium/shared/schemas/performance/updates-period';
import { dateOn } from '../../modules/performance/updates/update-schedule.ts';
import type { Tx } from '../client.ts';
import { companies, updateComments, updates, updateSettings, users } from '../schema/index.ts';

// Issue 21's demo: weekly updates over the last eight weeks for everyone with a manager: most shared,
// many reviewed, a few missed, sentiment that drifts, priorities carried over until done, comments
// between people and their managers; this week's drafts for some (Ethan's among them) and an early
// share or two. Maya (manager@) asks her team her own questions.

const WEEKS = 8;
const SCHEDULE: UpdateSchedule = { cadence: 'weekly', dueWeekday: 5 };

const MAYA_QUESTIONS = [
  'What did you ship since your last update?',
  'Where are you blocked, and who could unblock you?',
  'What is one thing I could do better as your manager?',
];

const ANSWERS = [
  [
    'Closed the billing export and paired on the search rewrite.',
    'Waiting on a schema review from the platform team.',
    'More notice before priorities change mid-week.',
  ],
  [
    'The onboarding checklist is live for the London office.',
    'Nothing blocking; the data migration is slower than planned.',
    'Keep the Friday demos, they help.',
  ],
  [
    'Fixed the flaky pipeline job and wrote its runbook.',
    'Access to the staging warehouse is still pending.',
    'A clearer view of next quarter would help me plan.',
  ],
  [
    'Three customer calls, two renewals agreed.',
    'Legal review on the new contract template.',
    'Happy with how things are: keep the 1-on-1s weekly.',
  ],
  [
    'Interviewed four candidates and wrote up the panel notes.',
    'Calendars: hard to find time with the hiring team.',
    'Quicker feedback on design docs.',
  ],
];
const ACCOMPLISHMENTS = [
  'Shipped the export to all customers; cut the nightly job from 40 to 12 minutes.',
  'Ran the quarterly planning workshop; agreed the roadmap with sales.',
  'Mentored the new joiner through their first release.',
  'Closed 14 support tickets, two of them escalations.',
  'Wrote the migration guide and presented it at the all-hands.',
];
const PRIORITY_POOL = [
  'Finish the billing export',
  'Review the hiring plan with Daniel',
  'Write the Q1 goals draft',
  'Pair on the search rewrite',
  'Prepare the customer workshop',
  'Clean up the on-call runbook',
  'Migrate the reports to the new warehouse',
  'Book the team offsite',
  'Draft the renewal proposal',
  'Update the onboarding checklist',
  'Run the design review',
  'Plan the conference talk',
];
const MANAGER_COMMENTS = [
  'Great progress on this: thank you for writing it up so clearly.',
  'Let us talk about the blocker in our 1-on-1; I can chase the review.',
  'Good call to drop the lower-priority work this week.',
  'Thanks for the feedback, I will give more notice next time.',
];
const AUTHOR_REPLIES = ['Thanks! Will do.', 'Sounds good, I have added it to our agenda.', 'Appreciated.'];

/** A stable number from a few small integers, so the demo reads the same on every seed. */
const mix = (...values: number[]) =>
  values.reduce((hash, value) => (Math.imul(hash ^ value, 2_654_435_761) >>> 0) % 1_000_003, 17);

const at = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);

export async function seedDemoUpdates(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
  now = Date.now(),
) {
  const [company] = await tx
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const today = dateOn(company!.timezone, now);
  const mayaId = idOf('manager');
  await tx.insert(updateSettings).values([
    {
      companyId,
      cadence: SCHEDULE.cadence,
      dueWeekday: SCHEDULE.dueWeekday,
      questions: [...DEFAULT_UPDATE_QUESTIONS],
      remindOnDueDay: true,
    },
    { companyId, managerId: mayaId, ...SCHEDULE, questions: MAYA_QUESTIONS },
  ]);

  const people = await tx
    .select({ id: users.id, email: users.email, managerId: users.managerId, startDate: users.startDate })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), isNotNull(users.managerId)));
  const ethanId = idOf('employee');
  const jamesId = idOf('james.oconnor');
  const chloeId = idOf('chloe.davies');

  const current = periodOf(today, SCHEDULE);
  const periods: UpdatePeriod[] = [current];
  for (let k = 1; k <= WEEKS; k += 1) periods.push(previousPeriod(periods.at(-1)!, SCHEDULE));

  const rows: Array<typeof updates.$inferInsert & { id: string }> = [];
  const comments: Array<typeof updateComments.$inferInsert> = [];
  for (const [i, person] of people.sort((a, b) => a.email.localeCompare(b.email)).entries()) {
    const questions = person.managerId === mayaId ? MAYA_QUESTIONS : [...DEFAULT_UPDATE_QUESTIONS];
    const mood = 2 + (mix(i) % 3); // 2 to 4, each person their own
    let open: Priority[] = [];
    let poolIndex = mix(i, 1) % PRIORITY_POOL.length;
    const nextPriority = () => PRIORITY_POOL[poolIndex++ % PRIORITY_POOL.length]!;
    for (let k = WEEKS; k >= 0; k -= 1) {
      const period = periods[k]!;
      if (person.startDate && person.startDate > period.end) continue;
      const isCurrent = k === 0;
      const seed = mix(i, k);
      // A few missed weeks (never Ethan's, whose history the walk-through reads); James missed last week.
      const isMissed =
        person.id !== ethanId && ((!isCurrent && seed % 9 === 0) || (k === 1 && person.id === jamesId));
      if (isMissed) continue;
      // This week: a draft for some (Ethan's, with last week's open priorities), an early share for Chloe.
      const status = isCurrent
        ? person.id === chloeId
          ? 'shared'
          : person.id === ethanId || seed % 4 === 0
            ? 'draft'
            : null
        : k >= 2 && seed % 7 !== 0
          ? 'reviewed'
          : k === 1 && seed % 3 === 0
            ? 'reviewed'
            : 'shared';
      if (!status) continue;
      // Carried priorities: the older ones done now and then; two new ones each week.
      const carried = open.map((priority, index) => ({
        ...priority,
        carriedOver: true,
        done: !isCurrent && (index + seed) % 2 === 0,
      }));
      const fresh: Priority[] = [nextPriority(), nextPriority()].map((text, index) => ({
        id: crypto.randomUUID(),
        text,
        done: !isCurrent && k > 1 && (seed + index) % 3 === 0,
        carriedOver: false,
      }));
      const priorities = [...carried, ...fresh];
      open = priorities.filter((priority) => !priority.done);
      const drift = [-1, 0, 0, 1, 1][seed % 5]!;
      const sentiment = isCurrent && status === 'draft' ? null : Math.min(5, Math.max(1, mood + drift));
      const answersOf = ANSWERS[seed % ANSWERS.length]!;
      const id = crypto.randomUUID();
      const sharedAt =
        status === 'draft'
          ? null
          : isCurrent
            ? new Date(now - 3 * 3_600_000)
            : at(period.end, 14 + (seed % 4));
      const isReviewed = status === 'reviewed';
      rows.push({
        id,
        companyId,
        authorId: person.id,
        periodStart: period.start,
        periodEnd: period.end,
        cadence: SCHEDULE.cadence,
        status,
        sentiment,
        answers: questions.map((question, index) => ({
          question,
          answer: isCurrent && status === 'draft' && index > 0 ? '' : (answersOf[index] ?? ''),
        })),
        accomplishments:
          isCurrent && status === 'draft' ? '' : ACCOMPLISHMENTS[seed % ACCOMPLISHMENTS.length]!,
        priorities,
        sharedAt,
        reviewedAt: isReviewed ? new Date(sharedAt!.getTime() + (20 + (seed % 30)) * 3_600_000) : null,
        reviewedById: isReviewed ? person.managerId : null,
        createdAt: new Date(at(period.start, 9).getTime()),
        updatedAt: sharedAt ?? new Date(now - 3_600_000),
      });
      if (isReviewed && seed % 5 < 2) {
        const commentedAt = new Date(sharedAt!.getTime() + 18 * 3_600_000);
        comments.push({
          companyId,
          updateId: id,
          authorId: person.managerId!,
          body: MANAGER_COMMENTS[seed % MANAGER_COMMENTS.length]!,
          createdAt: commentedAt,
        });
        if (seed % 2 === 0)
          comments.push({
            companyId,
            updateId: id,
            authorId: person.id,
            body: AUTHOR_REPLIES[seed % AUTHOR_REPLIES.length]!,
            createdAt: new Date(commentedAt.getTime() + 2 * 3_600_000),
          });
      }
    }
  }
  if (rows.length > 0) await tx.insert(updates).values(rows);
  if (comments.length > 0) await tx.insert(updateComments).values(comments);
}
