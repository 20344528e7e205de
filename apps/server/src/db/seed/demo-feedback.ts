import type { PraiseReaction } from '@atrium/shared/schemas/performance/feedback';
import type { RequestVisibility } from '@atrium/shared/schemas/performance/feedback-requests';
import type { Tx } from '../client.ts';
import {
  companyValues,
  feedback,
  feedbackComments,
  feedbackPrivateNotes,
  feedbackReactions,
  feedbackRecipients,
  feedbackRequestResponders,
  feedbackRequests,
} from '../schema/index.ts';

// Issue 21's demo of feedback: six company values; praise across the tree over the last 8 weeks with
// reactions and comments; private feedback at each visibility; requests pending, answered, declined
// and one overdue for its reminder; private notes. Ethan (employee@) and Maya (manager@) see plenty.

const DAY = 86_400_000;
const HOUR = 3_600_000;

const VALUES = [
  { name: 'Customer first', description: 'We start from what our customers need, and finish there too.' },
  { name: 'Ownership', description: 'We finish what we start, and own the outcome, not just the task.' },
  {
    name: 'Raise the bar',
    description: 'Good is the starting line: we leave things better than we found them.',
  },
  { name: 'Better together', description: 'We share credit, ask for help early and make each other better.' },
  { name: 'Be candid', description: 'We say what we think, kindly, and listen when others do.' },
  { name: 'Keep it simple', description: 'The simplest thing that works, explained in plain words.' },
] as const;
type ValueName = (typeof VALUES)[number]['name'];

interface DemoPraise {
  from: string;
  to: string[];
  value: ValueName;
  text: string;
  daysAgo: number;
  reactions?: Array<[string, PraiseReaction]>;
  comments?: Array<[string, string]>;
}

// Newest last is not needed: each names its own age.
const PRAISE: readonly DemoPraise[] = [
  {
    from: 'manager',
    to: ['employee'],
    value: 'Ownership',
    text: 'Ethan took the flaky ingestion job from "mostly works" to zero failed runs in two weeks, and wrote the runbook while he was at it.',
    daysAgo: 2,
    reactions: [
      ['priya.sharma', 'clap'],
      ['daniel.whitaker', 'rocket'],
      ['james.oconnor', 'clap'],
      ['chloe.davies', 'heart'],
    ],
    comments: [
      ['daniel.whitaker', 'The on-call channel has been blissfully quiet. Thank you!'],
      ['employee', 'Thanks Maya, Priya helped a lot with the retry logic.'],
    ],
  },
  {
    from: 'priya.sharma',
    to: ['employee', 'james.oconnor'],
    value: 'Better together',
    text: 'Pairing with you two on the warehouse migration was the most fun I have had all quarter. Clean cut-over, no data lost.',
    daysAgo: 6,
    reactions: [
      ['manager', 'tada'],
      ['aisha.bello', 'thumbs_up'],
    ],
  },
  {
    from: 'employee',
    to: ['james.oconnor'],
    value: 'Keep it simple',
    text: 'Your one-page design for the partition scheme made a scary change easy to review. More docs like this, please.',
    daysAgo: 9,
    reactions: [['manager', 'thumbs_up']],
  },
  {
    from: 'daniel.whitaker',
    to: ['manager'],
    value: 'Raise the bar',
    text: 'Maya set up the data quality checks that caught the pricing bug before any customer saw it. Exactly the standard we want.',
    daysAgo: 4,
    reactions: [
      ['employee', 'clap'],
      ['priya.sharma', 'heart'],
      ['victoria.lang', 'rocket'],
    ],
    comments: [['victoria.lang', 'Great catch, Maya. This saved us a very awkward week.']],
  },
  {
    from: 'grace.mensah',
    to: ['tom.hughes', 'isla.campbell'],
    value: 'Customer first',
    text: 'Tom and Isla stayed with Harbour Logistics through a rough outage and turned a cancellation threat into a renewal.',
    daysAgo: 3,
    reactions: [
      ['rebecca.ashworth', 'tada'],
      ['support', 'heart'],
      ['victoria.lang', 'clap'],
    ],
    comments: [['rebecca.ashworth', 'Renewal confirmed this morning. Drinks on sales!']],
  },
  {
    from: 'victoria.lang',
    to: ['admin', 'hr.admin', 'fiona.macleod', 'marcus.green'],
    value: 'Better together',
    text: 'The People team ran our first company offsite end to end: 140 people, three cities, zero lost luggage.',
    daysAgo: 12,
    reactions: [
      ['daniel.whitaker', 'tada'],
      ['grace.mensah', 'heart'],
      ['operations', 'clap'],
      ['manager', 'smile'],
    ],
  },
  {
    from: 'lucas.moreau',
    to: ['hannah.kowalski'],
    value: 'Raise the bar',
    text: 'Hannah rebuilt the settings pages with proper keyboard support. Our accessibility audit went from 31 issues to 2.',
    daysAgo: 5,
    reactions: [['ben.carter', 'rocket']],
  },
  {
    from: 'ben.carter',
    to: ['lucas.moreau'],
    value: 'Be candid',
    text: 'Thanks for the honest post-mortem on the release rollback. Nobody was blamed and we all learned something.',
    daysAgo: 15,
  },
  {
    from: 'sophie.turner',
    to: ['kwame.asante'],
    value: 'Customer first',
    text: 'The new onboarding emails Kwame wrote lifted activation by 9%. Clear, warm and short.',
    daysAgo: 8,
    reactions: [['rebecca.ashworth', 'thumbs_up']],
  },
  {
    from: 'rebecca.ashworth',
    to: ['oliver.bennett'],
    value: 'Ownership',
    text: 'Oliver closed the Fenwick deal after chasing legal for three weeks without ever letting the customer feel it.',
    daysAgo: 10,
    reactions: [
      ['sophie.turner', 'tada'],
      ['victoria.lang', 'clap'],
    ],
  },
  {
    from: 'eleanor.price',
    to: ['niamh.byrne'],
    value: 'Keep it simple',
    text: 'Niamh turned the payroll checklist into a single spreadsheet anyone can follow. Month end took half the time.',
    daysAgo: 18,
  },
  {
    from: 'operations',
    to: ['raj.kapoor'],
    value: 'Ownership',
    text: 'Raj sorted the Manchester office move over a weekend, desks labelled and Wi-Fi working by Monday 8am.',
    daysAgo: 22,
    reactions: [['eleanor.price', 'heart']],
  },
  {
    from: 'chloe.davies',
    to: ['aisha.bello'],
    value: 'Better together',
    text: 'Aisha spent an afternoon teaching me how the churn model works. Now my dashboards finally make sense.',
    daysAgo: 11,
    reactions: [['manager', 'heart']],
  },
  {
    from: 'james.oconnor',
    to: ['employee'],
    value: 'Be candid',
    text: 'Ethan pushed back on my first schema design with a clear reason and a better idea. Saved us a rewrite.',
    daysAgo: 20,
    reactions: [['priya.sharma', 'thumbs_up']],
  },
  {
    from: 'hannah.kowalski',
    to: ['ben.carter'],
    value: 'Raise the bar',
    text: 'Ben’s new end-to-end suite caught three regressions before release this sprint alone.',
    daysAgo: 14,
  },
  {
    from: 'marcus.green',
    to: ['manager', 'daniel.whitaker'],
    value: 'Better together',
    text: 'Thank you both for mentoring two interns this summer. They both want to come back.',
    daysAgo: 26,
    reactions: [['admin', 'heart']],
  },
  {
    from: 'tom.hughes',
    to: ['support'],
    value: 'Customer first',
    text: 'Sofia answered 40 tickets during the outage and kept every reply human. Customers noticed.',
    daysAgo: 3,
    reactions: [
      ['grace.mensah', 'heart'],
      ['isla.campbell', 'clap'],
    ],
  },
  {
    from: 'daniel.whitaker',
    to: ['lucas.moreau', 'hannah.kowalski', 'ben.carter'],
    value: 'Ownership',
    text: 'The platform team shipped the permissions rewrite a week early with zero incidents. Outstanding.',
    daysAgo: 30,
    reactions: [
      ['victoria.lang', 'rocket'],
      ['manager', 'tada'],
    ],
  },
  {
    from: 'aisha.bello',
    to: ['priya.sharma'],
    value: 'Keep it simple',
    text: 'Priya replaced four cron jobs with one well-tested pipeline. I can finally explain our data flow in one diagram.',
    daysAgo: 33,
  },
  {
    from: 'fiona.macleod',
    to: ['manager'],
    value: 'Raise the bar',
    text: 'Maya’s interview kit for data engineers is the best one we have: structured, fair, and candidates love it.',
    daysAgo: 37,
    reactions: [['hr.admin', 'clap']],
  },
  {
    from: 'hr.admin',
    to: ['marcus.green'],
    value: 'Be candid',
    text: 'Marcus led the pay-band conversations with real care and straight answers. Hard topic, handled well.',
    daysAgo: 40,
  },
  {
    from: 'isla.campbell',
    to: ['tom.hughes'],
    value: 'Better together',
    text: 'Tom has been the best onboarding buddy. Patient, funny and always around to unblock me.',
    daysAgo: 42,
    reactions: [['grace.mensah', 'smile']],
  },
  {
    from: 'employee',
    to: ['priya.sharma'],
    value: 'Better together',
    text: 'Priya reviewed my pull requests through the whole migration, even the huge one. Learned a ton.',
    daysAgo: 44,
    reactions: [['manager', 'heart']],
  },
  {
    from: 'kwame.asante',
    to: ['sophie.turner'],
    value: 'Be candid',
    text: 'Sophie’s feedback on my first campaign draft was direct and kind. The final version was twice as good.',
    daysAgo: 47,
  },
  {
    from: 'admin',
    to: ['operations', 'eleanor.price'],
    value: 'Ownership',
    text: 'Owen and Eleanor rebuilt the expenses process so people get paid back in days, not weeks.',
    daysAgo: 50,
    reactions: [['victoria.lang', 'thumbs_up']],
  },
  {
    from: 'oliver.bennett',
    to: ['support', 'tom.hughes'],
    value: 'Customer first',
    text: 'Support and success briefed me perfectly before the Fenwick renewal call. We walked in knowing everything.',
    daysAgo: 52,
  },
  {
    from: 'manager',
    to: ['chloe.davies', 'aisha.bello'],
    value: 'Raise the bar',
    text: 'Chloe and Aisha’s forecasting dashboard is now what the board looks at first. Beautiful work.',
    daysAgo: 16,
    reactions: [
      ['daniel.whitaker', 'clap'],
      ['employee', 'rocket'],
    ],
    comments: [['chloe.davies', 'Aisha did the hard maths, I just made it pretty!']],
  },
  {
    from: 'victoria.lang',
    to: ['grace.mensah'],
    value: 'Customer first',
    text: 'Grace’s quarterly customer review is the most useful hour of my month.',
    daysAgo: 55,
  },
  {
    from: 'raj.kapoor',
    to: ['niamh.byrne'],
    value: 'Better together',
    text: 'Niamh helped me untangle the contractor invoices on her day off. Legend.',
    daysAgo: 24,
  },
  {
    from: 'james.oconnor',
    to: ['chloe.davies'],
    value: 'Keep it simple',
    text: 'Chloe’s metric definitions doc ended a three-week debate in one meeting.',
    daysAgo: 1,
    reactions: [['employee', 'thumbs_up']],
  },
];

interface DemoPrivate {
  from: string;
  to: string;
  visibility: 'recipient' | 'recipient_and_manager' | 'manager_only';
  text: string;
  daysAgo: number;
}

const PRIVATE: readonly DemoPrivate[] = [
  {
    from: 'manager',
    to: 'employee',
    visibility: 'recipient_and_manager',
    text: 'Your incident write-ups are excellent. Next step: run the review meeting yourself, you are ready.',
    daysAgo: 5,
  },
  {
    from: 'priya.sharma',
    to: 'employee',
    visibility: 'recipient',
    text: 'In design reviews you sometimes answer before the question is finished. Let people land their point; your ideas are strong enough to wait.',
    daysAgo: 13,
  },
  {
    from: 'lucas.moreau',
    to: 'employee',
    visibility: 'manager_only',
    text: 'Ethan is ready for a bigger cross-team project. He handled the API contract negotiation with my team really well.',
    daysAgo: 7,
  },
  {
    from: 'employee',
    to: 'manager',
    visibility: 'recipient',
    text: 'Our 1-on-1s are the most useful meeting of my week. Could we keep 10 minutes each time for career topics?',
    daysAgo: 10,
  },
  {
    from: 'daniel.whitaker',
    to: 'manager',
    visibility: 'recipient',
    text: 'Your roadmap presentation was crisp. For the board version, lead with the cost savings.',
    daysAgo: 18,
  },
  {
    from: 'manager',
    to: 'james.oconnor',
    visibility: 'recipient_and_manager',
    text: 'Great progress on the partitioning work. Please flag blockers earlier: I heard about the permissions issue on day three.',
    daysAgo: 9,
  },
  {
    from: 'chloe.davies',
    to: 'james.oconnor',
    visibility: 'manager_only',
    text: 'James has been carrying a lot of on-call lately and seems tired. Worth a check-in.',
    daysAgo: 4,
  },
  {
    from: 'grace.mensah',
    to: 'tom.hughes',
    visibility: 'recipient_and_manager',
    text: 'Your QBR decks are strong; add one slide on what we will do differently next quarter.',
    daysAgo: 21,
  },
];

interface DemoRequest {
  requester: string;
  subject: string;
  question: string;
  visibility: RequestVisibility;
  daysAgo: number;
  responders: Array<{ who: string; answer?: string; decline?: string; reminded?: boolean }>;
}

const REQUESTS: readonly DemoRequest[] = [
  {
    requester: 'manager',
    subject: 'employee',
    question: 'How did Ethan lead the warehouse migration, and what could he do better next time?',
    visibility: 'manager_only',
    daysAgo: 12,
    responders: [
      {
        who: 'priya.sharma',
        answer:
          'He planned the cut-over carefully and kept everyone informed. Next time he could delegate more of the testing instead of doing it all himself.',
      },
      { who: 'lucas.moreau', reminded: true },
    ],
  },
  {
    requester: 'employee',
    subject: 'employee',
    question: 'What is one thing I should keep doing, and one I should change?',
    visibility: 'recipient',
    daysAgo: 8,
    responders: [
      {
        who: 'james.oconnor',
        answer:
          'Keep writing the short design notes. Change: share work in progress earlier, even when it is rough.',
      },
      {
        who: 'chloe.davies',
        decline: 'We have not worked together closely enough this quarter for me to be useful.',
      },
      { who: 'aisha.bello' },
    ],
  },
  {
    requester: 'manager',
    subject: 'chloe.davies',
    question: 'How has Chloe been to work with on the forecasting dashboard?',
    visibility: 'manager_only',
    daysAgo: 1,
    responders: [{ who: 'employee' }, { who: 'aisha.bello' }],
  },
  {
    requester: 'lucas.moreau',
    subject: 'lucas.moreau',
    question: 'How was I to work with on the API contract between our teams?',
    visibility: 'recipient_and_manager',
    daysAgo: 2,
    responders: [
      { who: 'manager' },
      {
        who: 'employee',
        answer:
          'Easy: you wrote the first draft, took our comments seriously and kept the meetings short. More of that!',
      },
    ],
  },
  {
    // Overdue: asked a week ago, nobody answered yet, the reminder still due (the first sweep sends it).
    requester: 'daniel.whitaker',
    subject: 'manager',
    question: 'What should Maya focus on as she grows into a senior manager?',
    visibility: 'recipient_and_manager',
    daysAgo: 7,
    responders: [{ who: 'grace.mensah' }],
  },
];

const NOTES: ReadonlyArray<{ author: string; subject: string; text: string; daysAgo: number }> = [
  {
    author: 'manager',
    subject: 'employee',
    text: 'Promotion case: migration lead, runbook, incident reviews. Ask Lucas for a quote before calibration.',
    daysAgo: 3,
  },
  {
    author: 'manager',
    subject: 'james.oconnor',
    text: 'Watch on-call load. Offer the conference slot in March.',
    daysAgo: 6,
  },
  {
    author: 'employee',
    subject: 'priya.sharma',
    text: 'Priya offered to mentor me on system design. Book a session after the migration.',
    daysAgo: 15,
  },
];

export async function seedDemoFeedback(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
  now = Date.now(),
) {
  const valueRows = await tx
    .insert(companyValues)
    .values(VALUES.map((value, position) => ({ companyId, ...value, position })))
    .returning({ id: companyValues.id, name: companyValues.name });
  const valueId = new Map(valueRows.map((row) => [row.name, row.id]));
  // A working moment `days` back: a weekday (a weekend moves to the Friday before), 09:00-17:00 UTC.
  const ago = (days: number, slot = 0) => {
    const day = new Date(now - days * DAY);
    while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
    day.setUTCHours(9 + (slot % 8), (slot * 17) % 60, 0, 0);
    return day;
  };

  for (const [index, praise] of PRAISE.entries()) {
    const createdAt = ago(praise.daysAgo, index);
    const [row] = await tx
      .insert(feedback)
      .values({
        companyId,
        giverId: idOf(praise.from),
        visibility: 'public',
        valueId: valueId.get(praise.value)!,
        body: praise.text,
        createdAt,
      })
      .returning({ id: feedback.id });
    await tx.insert(feedbackRecipients).values(
      praise.to.map((short, position) => ({
        companyId,
        feedbackId: row!.id,
        recipientId: idOf(short),
        position,
      })),
    );
    if (praise.reactions?.length)
      await tx.insert(feedbackReactions).values(
        praise.reactions.map(([who, reaction]) => ({
          companyId,
          feedbackId: row!.id,
          userId: idOf(who),
          reaction,
        })),
      );
    if (praise.comments?.length)
      await tx.insert(feedbackComments).values(
        praise.comments.map(([who, body], position) => ({
          companyId,
          feedbackId: row!.id,
          authorId: idOf(who),
          body,
          createdAt: new Date(createdAt.getTime() + (position + 1) * HOUR),
        })),
      );
  }

  for (const item of PRIVATE) {
    const [row] = await tx
      .insert(feedback)
      .values({
        companyId,
        giverId: idOf(item.from),
        visibility: item.visibility,
        body: item.text,
        createdAt: ago(item.daysAgo, 5),
      })
      .returning({ id: feedback.id });
    await tx
      .insert(feedbackRecipients)
      .values({ companyId, feedbackId: row!.id, recipientId: idOf(item.to) });
  }

  for (const demo of REQUESTS) {
    const askedAt = ago(demo.daysAgo, 3);
    const [request] = await tx
      .insert(feedbackRequests)
      .values({
        companyId,
        requesterId: idOf(demo.requester),
        subjectId: idOf(demo.subject),
        question: demo.question,
        visibility: demo.visibility,
        createdAt: askedAt,
      })
      .returning({ id: feedbackRequests.id });
    // Three business days on; seeded roughly (the weekend is never more than two days) as 4 days.
    const remindAt = new Date(askedAt.getTime() + 4 * DAY);
    for (const [position, responder] of demo.responders.entries()) {
      const respondedAt = new Date(Math.min(askedAt.getTime() + (position + 1) * DAY, now - HOUR));
      const status = responder.answer ? 'answered' : responder.decline ? 'declined' : 'pending';
      await tx.insert(feedbackRequestResponders).values({
        companyId,
        requestId: request!.id,
        responderId: idOf(responder.who),
        status,
        declineReason: responder.decline ?? null,
        respondedAt: status === 'pending' ? null : respondedAt,
        remindAt,
        remindedAt: responder.reminded ? remindAt : null,
      });
      if (responder.answer) {
        const [answer] = await tx
          .insert(feedback)
          .values({
            companyId,
            giverId: idOf(responder.who),
            visibility: demo.visibility,
            body: responder.answer,
            requestId: request!.id,
            createdAt: respondedAt,
          })
          .returning({ id: feedback.id });
        await tx
          .insert(feedbackRecipients)
          .values({ companyId, feedbackId: answer!.id, recipientId: idOf(demo.subject) });
      }
    }
  }

  await tx.insert(feedbackPrivateNotes).values(
    NOTES.map((note) => ({
      companyId,
      authorId: idOf(note.author),
      subjectId: idOf(note.subject),
      body: note.text,
      createdAt: ago(note.daysAgo),
      updatedAt: ago(note.daysAgo),
    })),
  );
}
