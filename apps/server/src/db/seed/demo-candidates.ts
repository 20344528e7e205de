import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  applications,
  candidateActivities,
  candidateEmails,
  candidates,
  candidateTagLinks,
  candidateTags,
  jobs,
  jobStages,
  rejectionReasons,
} from '../schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The moment a fraction of the way from one to the other. */
const between = (from: Date, to: Date, fraction: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * fraction);

const DEMO_REPLY_DOMAIN = 'reply.example.com';

const REPLIES = [
  'Thanks for getting back to me! Tuesday or Wednesday afternoon works best, any time after 2pm.',
  'Hello, happy to talk. I am free on Monday morning and Thursday all day.',
  'Thank you. I am travelling until Wednesday; Thursday or Friday would suit me better.',
  'Great to hear from you. Any day next week before 11am works for me.',
] as const;
const DAY_MS = 24 * HOUR_MS;

export const DEMO_CANDIDATE_TAGS = [
  'Silver medalist',
  'Strong communicator',
  'Open source',
  'Leadership potential',
  'Relocation needed',
  'Visa sponsorship',
  'Re-engage in 6 months',
  'Diversity sourcing event',
] as const;

const FIRST =
  `Aisha Ben Chloe Daniel Elena Farah Gabriel Hannah Ibrahim Julia Kai Laura Marcus Nadia Omar Priya
  Quentin Rosa Samir Tara Umar Valentina William Ximena Yusuf Zara Aaron Bianca Callum Dina Emeka Fiona Hugo Ines
  Jonas Keira Luca Maryam Niall Olga`.split(/\s+/);
const LAST =
  `Abbott Baptiste Chen Dlamini Evans Fischer Garcia Haddad Ivanova Jensen Kowalski Larsen Moreau Nakamura
  O'Brien Popescu Quinn Ramos Silva Thompson Ueda Varga Walsh Yilmaz Zhou Ahmed Brennan Costa Duarte Eriksen`.split(
    /\s+/,
  );
const TITLES = [
  ['Software Engineer', 'Monzo'],
  ['Senior Data Analyst', 'Ocado Technology'],
  ['Product Designer', 'Deliveroo'],
  ['Backend Developer', 'Skyscanner'],
  ['Data Engineer', 'Revolut'],
  ['Customer Success Manager', 'Intercom'],
  ['Analytics Engineer', 'Wise'],
  ['Platform Engineer', 'Starling Bank'],
  ['Marketing Manager', 'Gousto'],
  ['Site Reliability Engineer', 'Funding Circle'],
  ['Frontend Engineer', 'Cazoo'],
  ['Machine Learning Engineer', 'DeepMind'],
] as const;
const SOURCES = ['LinkedIn', 'Company careers page', 'Referral', 'Indeed', 'Agency', 'Glassdoor', 'Meetup'];
const NOTES = [
  'Great conversation about data modelling; keen on our stack.',
  'Notice period is three months; worth keeping warm.',
  'Strong portfolio, asked good questions about the team.',
  'Salary expectations at the top of the range; discuss with the hiring manager.',
  'Prefers hybrid, two days in the office works for them.',
];

/** Deterministic spread: the same demo every time. */
const pick = <T>(items: readonly T[], n: number) => items[Math.abs(n) % items.length]!;

/**
 * A few hundred candidates over every open demo job's stages (after seedDemoApplications): titles and
 * companies, tags, recruiters, notes, rejections with reasons, each with the feed entries that got
 * them there, and one pair of duplicates (same name and phone, two emails) to merge.
 */
export async function seedDemoCandidates(
  tx: Tx,
  companyId: string,
  team: { recruiterId: string; coordinatorId: string; managerId: string },
  count = 240,
): Promise<void> {
  const tags = await tx
    .insert(candidateTags)
    .values(DEMO_CANDIDATE_TAGS.map((name) => ({ companyId, name })))
    .returning({ id: candidateTags.id });
  const openJobs = await tx
    .select({ id: jobs.id, name: jobs.name, openedAt: jobs.openedAt })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')))
    .orderBy(asc(jobs.createdAt), asc(jobs.name));
  if (openJobs.length === 0) return;
  const stages = await tx
    .select({ id: jobStages.id, jobId: jobStages.jobId, name: jobStages.name })
    .from(jobStages)
    .where(eq(jobStages.companyId, companyId))
    .orderBy(asc(jobStages.position));
  const reasons = await tx
    .select({ id: rejectionReasons.id, name: rejectionReasons.name })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.companyId, companyId));
  const now = Date.now();
  const people = Array.from({ length: count }, (_, index) => {
    const firstName = pick(FIRST, index * 7 + 3);
    const lastName = pick(LAST, index * 11 + Math.floor(index / FIRST.length));
    const [title, company] = pick(TITLES, index * 5);
    return {
      companyId,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@mail.example.com`.toLowerCase().replace(/'/g, ''),
      phone: `+44 7700 ${String(900200 + index).slice(0, 6)}`,
      title,
      company,
      recruiterId: index % 3 === 0 ? team.coordinatorId : team.recruiterId,
      coordinatorId: index % 4 === 0 ? null : team.coordinatorId,
    };
  });
  // The duplicate: the same person applied again with a work address.
  const twin = people[0]!;
  people.push({ ...twin, email: `${twin.firstName}.${twin.lastName}@work.example.com`.toLowerCase() });
  const inserted = await tx
    .insert(candidates)
    .values(people)
    .returning({ id: candidates.id, email: candidates.email, firstName: candidates.firstName });

  const applicationRows: Array<typeof applications.$inferInsert> = [];
  inserted.forEach(({ id }, index) => {
    const job = pick(openJobs, index * 3 + (index % 7));
    const jobStagesInOrder = stages.filter((stage) => stage.jobId === job.id);
    // Most wait early in the pipeline, few reach the offer.
    const depth = [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5][index % 12]!;
    const stage = jobStagesInOrder[Math.min(depth, jobStagesInOrder.length - 1)];
    const start = (job.openedAt ?? new Date(now - 30 * DAY_MS)).getTime();
    const appliedAt = new Date(start + HOUR_MS + ((now - start - DAY_MS) * ((index * 37) % 100)) / 100);
    const rejected = index % 7 === 3;
    const stageEnteredAt = new Date(Math.min(appliedAt.getTime() + depth * 3 * DAY_MS, now - HOUR_MS));
    applicationRows.push({
      companyId,
      jobId: job.id,
      candidateId: id,
      stageId: stage?.id ?? null,
      source: pick(SOURCES, index * 13),
      status: rejected ? 'rejected' : 'active',
      rejectionReasonId: rejected && reasons.length ? pick(reasons, index).id : null,
      rejectionNote: rejected && index % 2 ? 'Discussed with the hiring manager after the screen.' : null,
      // Rejected in the stage they reached, after entering it.
      rejectedAt: rejected ? between(stageEnteredAt, new Date(now), 0.3) : null,
      appliedAt,
      stageEnteredAt,
      updatedAt: appliedAt,
    });
  });
  const apps = await tx.insert(applications).values(applicationRows).returning({
    id: applications.id,
    candidateId: applications.candidateId,
    jobId: applications.jobId,
    stageId: applications.stageId,
    appliedAt: applications.appliedAt,
    stageEnteredAt: applications.stageEnteredAt,
    status: applications.status,
    source: applications.source,
    rejectionReasonId: applications.rejectionReasonId,
    rejectedAt: applications.rejectedAt,
  });

  const feed: Array<typeof candidateActivities.$inferInsert> = [];
  const emails: Array<typeof candidateEmails.$inferInsert> = [];
  const personOf = new Map(inserted.map((person) => [person.id, person]));
  apps.forEach((application, index) => {
    const job = openJobs.find((item) => item.id === application.jobId)!;
    const base = { companyId, candidateId: application.candidateId, applicationId: application.id };
    feed.push({
      ...base,
      kind: 'applied',
      summary: `Applied to ${job.name} (${application.source})`,
      createdAt: application.appliedAt,
    });
    const jobStagesInOrder = stages.filter((stage) => stage.jobId === application.jobId);
    const reached = jobStagesInOrder.findIndex((stage) => stage.id === application.stageId);
    // The moves spread from the application to the day the current stage was entered, never later.
    for (let step = 1; step <= reached; step += 1)
      feed.push({
        ...base,
        kind: 'stage_changed',
        summary: `Moved from ${jobStagesInOrder[step - 1]!.name} to ${jobStagesInOrder[step]!.name} on ${job.name}`,
        actorId: team.recruiterId,
        createdAt: between(application.appliedAt, application.stageEnteredAt, step / reached),
      });
    if (application.status === 'rejected')
      feed.push({
        ...base,
        kind: 'rejected',
        summary: `Rejected from ${job.name}: ${reasons.find((r) => r.id === application.rejectionReasonId)?.name ?? 'None specified'}`,
        actorId: team.recruiterId,
        createdAt: application.rejectedAt!,
      });
    if (index % 5 === 1)
      feed.push({
        ...base,
        kind: 'note',
        summary: 'Note added',
        body:
          index % 15 === 1
            ? `${pick(NOTES, index)} @[Maya Lindqvist](${team.managerId}) could you join the next call?`
            : pick(NOTES, index),
        visibility: index % 10 === 6 ? 'private' : 'public',
        actorId: index % 2 ? team.recruiterId : team.coordinatorId,
        createdAt: between(application.stageEnteredAt, new Date(now), 0.75),
      });
    // Some candidates past review were asked for their availability and answered.
    if (reached >= 1 && application.status === 'active' && index % 6 === 2) {
      const person = personOf.get(application.candidateId)!;
      const asked = between(application.stageEnteredAt, new Date(now), 0.25);
      const answered = between(application.stageEnteredAt, new Date(now), 0.5);
      const subject = `Next steps for the ${job.name} role`;
      const question = `Hi ${person.firstName},\n\nThank you for your time so far. Could you let us know when you are free for a call next week?\n\nBest regards`;
      const answer = pick(REPLIES, index);
      emails.push(
        {
          ...base,
          to: person.email,
          subject,
          html: '',
          text: question,
          status: 'sent',
          sendAt: asked,
          sentAt: asked,
          senderId: team.recruiterId,
        },
        {
          ...base,
          applicationId: null,
          to: `recruiting@${DEMO_REPLY_DOMAIN}`,
          fromAddress: person.email,
          subject: `Re: ${subject}`,
          html: '',
          text: answer,
          status: 'received',
          sendAt: answered,
          sentAt: answered,
          messageId: `demo-${application.id}@mail.example.com`,
        },
      );
      feed.push(
        {
          ...base,
          kind: 'email',
          summary: `Email sent to ${person.email}: ${subject}`,
          body: question,
          actorId: team.recruiterId,
          createdAt: asked,
        },
        {
          ...base,
          kind: 'email_received',
          summary: `Email received from ${person.email}: Re: ${subject}`,
          body: answer,
          createdAt: answered,
        },
      );
    }
  });
  for (let start = 0; start < feed.length; start += 500)
    await tx.insert(candidateActivities).values(feed.slice(start, start + 500));
  if (emails.length > 0) await tx.insert(candidateEmails).values(emails);

  const tagRows = inserted.flatMap(({ id }, index) => {
    if (index % 3 !== 0) return [];
    const chosen = new Set([pick(tags, index).id, ...(index % 9 === 0 ? [pick(tags, index + 3).id] : [])]);
    return [...chosen].map((tagId) => ({ companyId, candidateId: id, tagId }));
  });
  await tx.insert(candidateTagLinks).values(tagRows);
  // The earlier demo applicants' feeds start with their application too.
  await tx.execute(sql`
    insert into ${candidateActivities} (company_id, candidate_id, application_id, kind, summary, created_at)
    select a.company_id, a.candidate_id, a.id, 'applied', 'Applied to ' || j.name || ' (' || a.source || ')', a.applied_at
    from ${applications} a join ${jobs} j on j.company_id = a.company_id and j.id = a.job_id
    where a.company_id = ${companyId} and not exists (
      select 1 from ${candidateActivities} f where f.company_id = a.company_id and f.application_id = a.id)`);
  // Candidates exist from their first application; their last activity is their feed's last entry.
  await tx.execute(sql`
    update ${candidates} c set created_at = first.applied_at, updated_at = first.applied_at,
      last_activity_at = coalesce((select max(f.created_at) from candidate_activities f
        where f.company_id = c.company_id and f.candidate_id = c.id), first.applied_at)
    from (select company_id, candidate_id, min(applied_at) as applied_at from ${applications}
          where company_id = ${companyId} group by company_id, candidate_id) first
    where c.company_id = first.company_id and c.id = first.candidate_id`);
}
