import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SELF_SCHEDULE_DAYS_AHEAD } from '@atrium/shared/schemas/recruiting/interviews';
import type { Tx } from '../client.ts';
import {
  applications,
  interviewInterviewers,
  interviewSelfScheduleLinks,
  jobInterviews,
  jobStages,
  jobs,
  scheduledInterviews,
} from '../schema/index.ts';
import { DAY_MS, HOUR_MS, insertFeed, refreshLastActivity } from './demo-interviews.ts';

// Issue 19's self-scheduling links, after the demo interviews: one an upcoming interview was booked
// with, one still open, and one the recruiter revoked. Their secrets are thrown away: no demo page opens.

const secretHash = () => createHash('sha256').update(randomBytes(24)).digest('hex');

export async function seedDemoSelfScheduleLinks(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
): Promise<void> {
  const now = Date.now();
  const admin = idOf('admin');
  const rows: Array<typeof interviewSelfScheduleLinks.$inferInsert> = [];
  const feed: Parameters<typeof insertFeed>[1] = [];
  const sent = (link: typeof interviewSelfScheduleLinks.$inferInsert, candidateId: string) => {
    rows.push(link);
    feed.push({
      companyId,
      candidateId,
      applicationId: link.applicationId,
      kind: 'interview',
      summary: `Self-scheduling link sent: ${link.title}`,
      actorId: admin,
      createdAt: link.createdAt as Date,
    });
  };

  // Booked: the first upcoming interview of a plan, as if the candidate had picked its slot.
  const [booked] = await tx
    .select({
      interview: scheduledInterviews,
      candidateId: applications.candidateId,
    })
    .from(scheduledInterviews)
    .innerJoin(
      applications,
      and(
        eq(applications.companyId, scheduledInterviews.companyId),
        eq(applications.id, scheduledInterviews.applicationId),
      ),
    )
    .where(
      and(
        eq(scheduledInterviews.companyId, companyId),
        eq(scheduledInterviews.status, 'scheduled'),
        gt(scheduledInterviews.startsAt, new Date(now)),
      ),
    )
    .orderBy(asc(scheduledInterviews.startsAt))
    .limit(1);
  if (booked) {
    const { interview } = booked;
    const interviewers = await tx
      .select({ userId: interviewInterviewers.userId })
      .from(interviewInterviewers)
      .where(
        and(
          eq(interviewInterviewers.companyId, companyId),
          eq(interviewInterviewers.interviewId, interview.id),
        ),
      );
    const createdAt = new Date(interview.createdAt.getTime() - 20 * HOUR_MS);
    sent(
      {
        companyId,
        applicationId: interview.applicationId,
        jobInterviewId: interview.jobInterviewId,
        title: interview.title,
        durationMinutes: Math.round((interview.endsAt.getTime() - interview.startsAt.getTime()) / 60_000),
        interviewerIds: interviewers.map((person) => person.userId),
        location: interview.location,
        videoUrl: interview.videoUrl,
        tokenHash: secretHash(),
        createdById: admin,
        interviewId: interview.id,
        createdAt,
        expiresAt: new Date(createdAt.getTime() + SELF_SCHEDULE_DAYS_AHEAD * DAY_MS),
      },
      booked.candidateId,
    );
  }

  // Open and revoked: active applications in an interview stage with a plan interview not yet scheduled.
  const waiting = await tx
    .select({
      applicationId: applications.id,
      candidateId: applications.candidateId,
      plan: jobInterviews,
    })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .innerJoin(
      jobStages,
      and(eq(jobStages.companyId, applications.companyId), eq(jobStages.id, applications.stageId)),
    )
    .innerJoin(
      jobInterviews,
      and(eq(jobInterviews.companyId, jobStages.companyId), eq(jobInterviews.stageId, jobStages.id)),
    )
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.status, 'active'),
        eq(jobs.status, 'open'),
        eq(jobStages.kind, 'interview'),
        sql`not exists (select 1 from ${scheduledInterviews} si
          where si.company_id = ${applications.companyId} and si.application_id = ${applications.id})`,
      ),
    )
    .orderBy(asc(applications.appliedAt), asc(jobInterviews.position))
    .limit(8);
  const [open, revoked] = [...new Map(waiting.map((row) => [row.applicationId, row])).values()];
  for (const [row, ageDays, revokedAfterHours] of [
    [open, 2, null],
    [revoked, 6, 26],
  ] as const) {
    if (!row) continue;
    const createdAt = new Date(now - ageDays * DAY_MS);
    sent(
      {
        companyId,
        applicationId: row.applicationId,
        jobInterviewId: row.plan.id,
        title: row.plan.name,
        durationMinutes: row.plan.durationMinutes,
        interviewerIds: row.plan.interviewerIds,
        location: '',
        videoUrl: 'https://meet.example.com/demo-interview',
        tokenHash: secretHash(),
        createdById: admin,
        createdAt,
        expiresAt: new Date(
          createdAt.getTime() +
            (revokedAfterHours ? revokedAfterHours * HOUR_MS : SELF_SCHEDULE_DAYS_AHEAD * DAY_MS),
        ),
      },
      row.candidateId,
    );
    if (revokedAfterHours)
      feed.push({
        companyId,
        candidateId: row.candidateId,
        applicationId: row.applicationId,
        kind: 'interview',
        summary: `Self-scheduling link revoked: ${row.plan.name}`,
        actorId: admin,
        createdAt: new Date(createdAt.getTime() + revokedAfterHours * HOUR_MS),
      });
  }

  if (rows.length === 0) return;
  await tx.insert(interviewSelfScheduleLinks).values(rows);
  await insertFeed(tx, feed);
  await refreshLastActivity(tx, companyId);
}
