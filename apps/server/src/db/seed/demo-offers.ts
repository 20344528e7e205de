import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OfferStatus } from '@atrium/shared/schemas/recruiting/offers';
import { randomToken, sha256 } from '../../lib/secure-random.ts';
import { publishEvent } from '../../modules/platform/events/platform-events.ts';
import {
  departmentNamed,
  officesOfJob,
  personNamed,
} from '../../modules/recruiting/hiring/hiring.repository.ts';
import { renderLetter } from '../../modules/recruiting/offers/offer-letter.ts';
import { hiringManager } from '../../modules/recruiting/offers/offers.repository.ts';
import type { Tx } from '../client.ts';
import {
  applications,
  approvalDecisions,
  approvalFlows,
  approvalRequests,
  candidateActivities,
  candidates,
  companies,
  jobOpenings,
  jobStages,
  jobs,
  offers,
  offerTemplates,
  platformEvents,
} from '../schema/index.ts';
import { demoPeriods } from './demo-goals.ts';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  WorkingTime,
  between,
  insertFeed,
  londonDate,
  londonMidnight,
  refreshLastActivity,
} from './demo-interviews.ts';

type Story = Exclude<OfferStatus, 'deprecated'> | 'hired' | 'revised';

/**
 * One offer of each state, on jobs open long enough to have reached offers: two hires (on jobs with
 * more than one opening, so they stay open), and a second version replacing a first.
 */
const STORIES: Array<{ job: string; story: Story; salary: number; note: string }> = [
  { job: 'ENG-101', story: 'hired', salary: 0.7, note: 'Strong yes from every onsite interviewer.' },
  { job: 'CS-301', story: 'hired', salary: 0.5, note: 'Midpoint of the band; great customer scenario.' },
  { job: 'ENG-101', story: 'sent', salary: 0.55, note: '' },
  { job: 'ENG-101', story: 'draft', salary: 0.45, note: '' },
  { job: 'CS-301', story: 'declined', salary: 0.6, note: 'Has a competing offer; we went a little higher.' },
  { job: 'CS-301', story: 'approved', salary: 0.4, note: '' },
  { job: 'DAT-201', story: 'accepted', salary: 0.6, note: 'Warehouse experience we lack.' },
  {
    job: 'DAT-201',
    story: 'pending_approval',
    salary: 0.5,
    note: 'Second choice; ready if the first declines.',
  },
  { job: 'ENG-102', story: 'revised', salary: 0.5, note: 'Revised after the candidate asked for more.' },
];

const ACCEPTED_NOTE = 'Thank you! I am delighted to accept and look forward to the first day.';
const DECLINED_NOTE =
  'Thank you so much for the offer and the time everyone gave me. I have decided to accept a counter-offer from my current employer.';

/** A Monday at least `weeks` from the instant, as a calendar day. */
function mondayAfter(instant: number, weeks: number): string {
  let day = londonMidnight(londonDate(instant + weeks * 7 * DAY_MS)) + 12 * HOUR_MS;
  while (new Date(day).getUTCDay() !== 1) day += DAY_MS;
  return londonDate(day);
}

/**
 * Offers on applications in the offer stage (moving the furthest along there when a job has too
 * few): the approvals of the offer flow (HR, then the head of people), letters rendered from the
 * demo template, answers, and two hires filling an opening each with their platform event. Runs
 * after the candidates, before the interviews.
 */
export async function seedDemoOffers(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
): Promise<void> {
  const now = Date.now();
  const admin = idOf('admin');
  const hr = idOf('hr.admin');
  const [template] = await tx
    .select()
    .from(offerTemplates)
    .where(eq(offerTemplates.companyId, companyId))
    .orderBy(asc(offerTemplates.createdAt))
    .limit(1);
  const [flow] = await tx
    .select()
    .from(approvalFlows)
    .where(
      and(
        eq(approvalFlows.companyId, companyId),
        eq(approvalFlows.kind, 'offer'),
        isNull(approvalFlows.jobId),
      ),
    )
    .limit(1);
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  if (!template || !flow || !company) return;
  const openJobs = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, 'open')));
  if (openJobs.length === 0) return;
  const jobIds = openJobs.map((job) => job.id);
  const stages = await tx
    .select({
      id: jobStages.id,
      jobId: jobStages.jobId,
      name: jobStages.name,
      kind: jobStages.kind,
      position: jobStages.position,
    })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), inArray(jobStages.jobId, jobIds)))
    .orderBy(asc(jobStages.position));
  const openings = await tx
    .select()
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, companyId), inArray(jobOpenings.jobId, jobIds)))
    .orderBy(asc(jobOpenings.position));
  const apps = await tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      candidateId: applications.candidateId,
      stageId: applications.stageId,
      appliedAt: applications.appliedAt,
      stageEnteredAt: applications.stageEnteredAt,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
    })
    .from(applications)
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.status, 'active'),
        inArray(applications.jobId, jobIds),
      ),
    );
  type App = (typeof apps)[number];

  const stagesOf = (jobId: string) => stages.filter((stage) => stage.jobId === jobId);
  const positionOf = (app: App) => stagesOf(app.jobId).findIndex((stage) => stage.id === app.stageId);
  const used = new Set<string>();
  const filled = new Set<string>();
  const offerRows: Array<typeof offers.$inferInsert> = [];
  const requestRows: Array<typeof approvalRequests.$inferInsert> = [];
  const decisionRows: Array<typeof approvalDecisions.$inferInsert> = [];
  const feed: Array<typeof candidateActivities.$inferInsert> = [];
  const hires: Array<{
    app: App;
    job: (typeof openJobs)[number];
    offerId: string;
    openingId: string;
    hiredAt: Date;
    startDate: string;
  }> = [];
  const { quarter } = demoPeriods(now);
  const work = new WorkingTime(now);

  /** The offer stage's applicant who applied first, else the one furthest along, moved there. */
  function applicantFor(jobId: string): { app: App; moved: boolean } | null {
    const stagesInOrder = stagesOf(jobId);
    const offerIndex = stagesInOrder.findIndex((stage) => stage.kind === 'offer');
    const waiting = apps
      .filter((app) => app.jobId === jobId && !used.has(app.id))
      .sort(
        (a, b) =>
          Number(positionOf(b) === offerIndex) - Number(positionOf(a) === offerIndex) ||
          positionOf(b) - positionOf(a) ||
          a.appliedAt.getTime() - b.appliedAt.getTime() ||
          a.email.localeCompare(b.email),
      );
    const app = waiting[0];
    // Only someone past the onsite: nobody jumps from a phone screen to an offer.
    if (!app || positionOf(app) < offerIndex - 2) return null;
    used.add(app.id);
    // In the offer stage long enough for its story: entered a little past halfway from applying.
    const entered = new Date(
      Math.min(app.stageEnteredAt.getTime(), between(app.appliedAt, now, 0.55).getTime()),
    );
    const moved = positionOf(app) !== offerIndex || entered.getTime() !== app.stageEnteredAt.getTime();
    if (moved) {
      app.stageId = stagesInOrder[offerIndex]!.id;
      app.stageEnteredAt = entered;
    }
    return { app, moved };
  }

  const moves: App[] = [];
  for (const [index, { job: requisitionId, story, salary: fraction, note }] of STORIES.entries()) {
    const job = openJobs.find((item) => item.requisitionId === requisitionId);
    if (!job) continue;
    const chosen = applicantFor(job.id);
    if (!chosen) continue;
    const { app } = chosen;
    if (chosen.moved) moves.push(app);
    const jobName = job.name;
    const base = { companyId, candidateId: app.candidateId, applicationId: app.id };
    const period = job.salaryPeriod ?? 'year';
    const step = period === 'year' ? 500 : 10;
    const salaryAt = (f: number) => {
      const min = job.salaryMin ?? 0;
      const max = job.salaryMax ?? min;
      return Math.round((min + (max - min) * Math.min(1, f)) / step) * step;
    };
    const E = app.stageEnteredAt.getTime();
    // A hire falls in this quarter (the admin's goal counts it), after the offer was accepted.
    let end = now - 10 * MINUTE_MS;
    let hiredAt: Date | null = null;
    if (story === 'hired') {
      const from = Math.max(E, Date.parse(`${quarter.start}T00:00:00Z`) + 13 * HOUR_MS);
      hiredAt = from < end ? work.between(from, end, 0.85) : between(Math.max(E, end - HOUR_MS), end, 0.5);
      end = hiredAt.getTime();
    }
    const t = (f: number) => work.between(E, end, f);
    const manager = await hiringManager(tx, companyId, job.id);
    const open = openings.filter((opening) => opening.jobId === job.id && !filled.has(opening.id));
    const opening = open[0] ?? null;
    if (story === 'hired' && opening) filled.add(opening.id);
    const startDate = mondayAfter(now, 3 + (index % 4));
    // A week to answer from sending; an offer out now still has a few days left, one not sent yet ten.
    const expiryOf = (status: OfferStatus, sentAt?: Date) =>
      londonDate(
        !sentAt
          ? now + 10 * DAY_MS
          : status === 'sent'
            ? Math.max(sentAt.getTime() + 7 * DAY_MS, now + 3 * DAY_MS)
            : sentAt.getTime() + 7 * DAY_MS,
      );

    const makeOffer = (input: {
      version: number;
      status: OfferStatus;
      salary: number;
      createdAt: Date;
      updatedAt: Date;
      sentAt?: Date;
      resolvedAt?: Date;
      responseNote?: string;
      approval?: { requestedAt: Date; decided: Date[]; status: 'pending' | 'approved' };
    }) => {
      const id = randomUUID();
      const requestId = input.approval ? randomUUID() : null;
      const expiresOn = expiryOf(input.status, input.sentAt);
      offerRows.push({
        id,
        companyId,
        applicationId: app.id,
        version: input.version,
        status: input.status,
        templateId: template.id,
        salary: input.salary,
        currency: job.salaryCurrency ?? 'GBP',
        salaryPeriod: period,
        startDate,
        expiresOn,
        openingId: opening?.id ?? null,
        letterHtml: renderLetter(template.bodyHtml, {
          candidateFirstName: app.firstName,
          candidateName: `${app.firstName} ${app.lastName}`,
          jobName,
          companyName: company.name,
          salary: input.salary,
          currency: job.salaryCurrency ?? 'GBP',
          salaryPeriod: period,
          startDate,
          expiresOn,
          hiringManagerName: manager ? `${manager.firstName} ${manager.lastName}` : '',
          customFields: [],
        }),
        note,
        approvalRequestId: requestId,
        // The candidate's answer link went with the letter; the token itself is not kept.
        answerTokenHash: input.sentAt ? sha256(randomToken(24)) : null,
        responseNote: input.responseNote ?? '',
        createdById: admin,
        createdAt: input.createdAt,
        updatedAt: input.updatedAt,
        sentAt: input.sentAt ?? null,
        resolvedAt: input.resolvedAt ?? null,
      });
      if (input.approval && requestId) {
        requestRows.push({
          id: requestId,
          companyId,
          jobId: job.id,
          kind: 'offer',
          offerId: id,
          status: input.approval.status,
          sequential: flow.sequential,
          groups: flow.groups,
          requestedById: admin,
          requestedAt: input.approval.requestedAt,
          decidedAt: input.approval.status === 'approved' ? input.approval.decided.at(-1)! : null,
        });
        input.approval.decided.forEach((decidedAt, groupIndex) =>
          decisionRows.push({
            companyId,
            requestId,
            groupIndex,
            approverId: flow.groups[groupIndex]?.approverIds[0] ?? (groupIndex === 0 ? hr : admin),
            decision: 'approved',
            note: groupIndex === 0 ? 'Within budget.' : '',
            decidedAt,
          }),
        );
        feed.push({
          ...base,
          kind: 'offer',
          summary: `Offer for ${jobName} sent for approval`,
          actorId: admin,
          createdAt: input.approval.requestedAt,
        });
        if (input.approval.status === 'approved')
          feed.push({
            ...base,
            kind: 'offer',
            summary: `Offer for ${jobName} approved`,
            actorId: admin,
            createdAt: input.approval.decided.at(-1)!,
          });
      }
      if (input.sentAt)
        feed.push({
          ...base,
          kind: 'offer',
          summary: `Offer for ${jobName} sent to ${app.email}`,
          actorId: admin,
          createdAt: input.sentAt,
        });
      if (input.resolvedAt && (input.status === 'accepted' || input.status === 'declined'))
        feed.push({
          ...base,
          kind: 'offer',
          summary: `${app.firstName} ${app.lastName} ${input.status} the offer for ${jobName}`,
          body: input.responseNote || null,
          createdAt: input.resolvedAt,
        });
      return id;
    };

    const salary = salaryAt(fraction);
    const created = story === 'draft' ? t(0.6) : story === 'pending_approval' ? t(0.4) : t(0.1);
    feed.push({
      ...base,
      kind: 'offer',
      summary: `Offer created for ${jobName}`,
      actorId: admin,
      createdAt: created,
    });
    const approved = { requestedAt: t(0.12), decided: [t(0.2), t(0.3)], status: 'approved' as const };
    if (story === 'draft')
      makeOffer({ version: 1, status: 'draft', salary, createdAt: created, updatedAt: created });
    else if (story === 'pending_approval')
      makeOffer({
        version: 1,
        status: 'pending_approval',
        salary,
        createdAt: created,
        updatedAt: t(0.45),
        approval: { requestedAt: t(0.45), decided: [], status: 'pending' },
      });
    else if (story === 'approved')
      makeOffer({
        version: 1,
        status: 'approved',
        salary,
        createdAt: created,
        updatedAt: t(0.3),
        approval: approved,
      });
    else if (story === 'sent')
      makeOffer({
        version: 1,
        status: 'sent',
        salary,
        createdAt: created,
        updatedAt: t(0.7),
        sentAt: t(0.7),
        approval: approved,
      });
    else if (story === 'accepted' || story === 'declined' || story === 'hired') {
      const status = story === 'declined' ? 'declined' : 'accepted';
      const resolvedAt = t(story === 'hired' ? 0.75 : 0.65);
      const offerId = makeOffer({
        version: 1,
        status,
        salary,
        createdAt: created,
        updatedAt: resolvedAt,
        sentAt: t(0.4),
        resolvedAt,
        responseNote: status === 'accepted' ? ACCEPTED_NOTE : DECLINED_NOTE,
        approval: approved,
      });
      if (story === 'hired' && hiredAt && opening)
        hires.push({ app, job, offerId, openingId: opening.id, hiredAt, startDate });
    } else if (story === 'revised') {
      // Version 1 was sent; the candidate asked for more, so version 2 replaced it and is half approved.
      makeOffer({
        version: 1,
        status: 'deprecated',
        salary,
        createdAt: created,
        updatedAt: t(0.5),
        sentAt: t(0.35),
        approval: approved,
      });
      feed.push({
        ...base,
        kind: 'offer',
        summary: `Offer for ${jobName} changed: version 2 replaces version 1`,
        actorId: admin,
        createdAt: t(0.5),
      });
      makeOffer({
        version: 2,
        status: 'pending_approval',
        salary: salaryAt(fraction + 0.15),
        createdAt: t(0.5),
        updatedAt: t(0.52),
        approval: { requestedAt: t(0.52), decided: [t(0.7)], status: 'pending' },
      });
    }
  }

  // Applications moved to (or back in) the offer stage: their moves in the feed, redone to match.
  for (const app of moves) {
    const job = openJobs.find((item) => item.id === app.jobId)!;
    const stagesInOrder = stagesOf(app.jobId);
    const reached = positionOf(app);
    await tx
      .update(applications)
      .set({ stageId: app.stageId, stageEnteredAt: app.stageEnteredAt })
      .where(and(eq(applications.companyId, companyId), eq(applications.id, app.id)));
    await tx
      .delete(candidateActivities)
      .where(
        and(
          eq(candidateActivities.companyId, companyId),
          eq(candidateActivities.applicationId, app.id),
          eq(candidateActivities.kind, 'stage_changed'),
        ),
      );
    for (let step = 1; step <= reached; step += 1)
      feed.push({
        companyId,
        candidateId: app.candidateId,
        applicationId: app.id,
        kind: 'stage_changed',
        summary: `Moved from ${stagesInOrder[step - 1]!.name} to ${stagesInOrder[step]!.name} on ${job.name}`,
        actorId: admin,
        createdAt: between(app.appliedAt, app.stageEnteredAt, step / reached),
      });
  }

  if (offerRows.length > 0) await tx.insert(offers).values(offerRows);
  if (requestRows.length > 0) await tx.insert(approvalRequests).values(requestRows);
  if (decisionRows.length > 0) await tx.insert(approvalDecisions).values(decisionRows);

  const hiredBy = await personNamed(tx, companyId, admin);
  for (const { app, job, offerId, openingId, hiredAt, startDate } of hires) {
    await tx
      .update(applications)
      .set({ status: 'hired', hiredAt, startDate, updatedAt: hiredAt })
      .where(and(eq(applications.companyId, companyId), eq(applications.id, app.id)));
    await tx
      .update(jobOpenings)
      .set({ status: 'closed', hiredApplicationId: app.id, filledAt: hiredAt })
      .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.id, openingId)));
    const offer = offerRows.find((row) => row.id === offerId)!;
    const manager = await hiringManager(tx, companyId, job.id);
    const eventId = await publishEvent(tx, companyId, 'recruiting.candidate_hired', {
      applicationId: app.id,
      candidateId: app.candidateId,
      firstName: app.firstName,
      lastName: app.lastName,
      email: app.email,
      phone: app.phone,
      job: { id: job.id, name: job.name },
      department: await departmentNamed(tx, companyId, job.departmentId),
      offices: await officesOfJob(tx, companyId, job.id),
      manager: manager
        ? { id: manager.id, name: `${manager.firstName} ${manager.lastName}`, email: manager.email }
        : null,
      startDate,
      opening: { id: openingId, openingId: openings.find((row) => row.id === openingId)?.openingId ?? null },
      offer: {
        id: offerId,
        salary: offer.salary,
        currency: offer.currency,
        salaryPeriod: offer.salaryPeriod ?? 'year',
        customFields: {},
      },
      hiredAt: hiredAt.toISOString(),
      hiredBy,
    });
    // The event happened with the hire, not when the seed ran.
    await tx
      .update(platformEvents)
      .set({ createdAt: hiredAt })
      .where(and(eq(platformEvents.companyId, companyId), eq(platformEvents.id, eventId)));
    feed.push({
      companyId,
      candidateId: app.candidateId,
      applicationId: app.id,
      kind: 'hired',
      summary: `Hired for ${job.name}, starting ${startDate}`,
      actorId: admin,
      createdAt: hiredAt,
    });
  }
  await insertFeed(tx, feed);
  await refreshLastActivity(tx, companyId);
}
