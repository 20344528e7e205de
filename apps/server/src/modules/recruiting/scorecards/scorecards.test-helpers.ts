import type { FastifyInstance } from 'fastify';
import {
  interviewInterviewers,
  jobInterviews,
  jobKickoffs,
  jobScorecards,
  scheduledInterviews,
} from '../../../db/schema/index.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';

const HOUR = 3_600_000;

/** The job's scorecard: two categories, three attributes. */
export const CATEGORIES = [
  {
    id: 'skills',
    name: 'Skills',
    attributes: [
      { id: 'java', name: 'Java' },
      { id: 'sql', name: 'SQL' },
    ],
  },
  { id: 'traits', name: 'Personality Traits', attributes: [{ id: 'kind', name: 'Kindness' }] },
];

/** What an interviewer holds: fill in and see their own scorecards, and see candidates. */
export const INTERVIEWER_GRANTS = [
  'rct.module.scorecards.scorecard.submit',
  'rct.module.scorecards.scorecard.view.own',
  'rct.module.scorecards.scorecard.edit.own',
  'rct.module.candidates.candidate.view',
] as const;

/**
 * A hiring company (candidatesCompany) whose Backend Engineer job has a scorecard, a kickoff with
 * prep notes and a plan interview with its kit; and two interviewers holding INTERVIEWER_GRANTS.
 */
export async function interviewingCompany(app: FastifyInstance, name = 'Acme Widgets Ltd') {
  const base = await candidatesCompany(app, name);
  const companyId = base.company.id;
  const jobId = base.job.id;
  await app.db.insert(jobScorecards).values({ companyId, jobId, categories: CATEGORIES });
  await app.db.insert(jobKickoffs).values({
    companyId,
    jobId,
    interviewNotes: '<p>Ask about <b>scale</b></p><script>alert(1)</script>',
  });
  const [plan] = await app.db
    .insert(jobInterviews)
    .values({
      companyId,
      jobId,
      stageId: base.stages[1]!.id,
      name: 'Technical screen',
      instructions: 'Pair on a small task.',
      questions: ['How would you index this table?', 'Tell us about a hard bug.'],
      focusAttributeIds: ['java', 'gone'],
      position: 0,
    })
    .returning();
  const interviewer = (first: string) =>
    signedInWithRole(app, base.company, {
      name: `Interviewer ${first}`,
      permissions: [...INTERVIEWER_GRANTS],
    });
  const ivy = await interviewer('Ivy');
  const ian = await interviewer('Ian');
  return { ...base, plan: plan!, ivy, ian };
}

/** A scheduled interview row with its interviewers (as the interviews module would write it). */
export async function scheduleInterview(
  app: FastifyInstance,
  values: {
    companyId: string;
    applicationId: string;
    stageId: string;
    interviewers: readonly SignedInUser[];
    jobInterviewId?: string | null;
    /** Hours from now the interview starts (negative: it has started); it lasts one hour. */
    startsInHours?: number;
    status?: 'scheduled' | 'cancelled';
  },
) {
  const startsAt = new Date(Date.now() + (values.startsInHours ?? -2) * HOUR);
  const [interview] = await app.db
    .insert(scheduledInterviews)
    .values({
      companyId: values.companyId,
      applicationId: values.applicationId,
      stageId: values.stageId,
      jobInterviewId: values.jobInterviewId ?? null,
      title: 'Technical screen',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      location: 'Room 4',
      videoUrl: 'https://meet.example.test/abc',
      notes: 'Bring the laptop',
      status: values.status ?? 'scheduled',
    })
    .returning();
  await app.db.insert(interviewInterviewers).values(
    values.interviewers.map((person) => ({
      companyId: values.companyId,
      interviewId: interview!.id,
      userId: person.user.id,
    })),
  );
  return interview!;
}
