import type { CandidateDetail } from '@atrium/shared/schemas/recruiting/candidates';
import type { Interview } from '@atrium/shared/schemas/recruiting/interviews';
import type { InterviewPlan } from '@atrium/shared/schemas/recruiting/job-stages';
import type { Scorecard } from '@atrium/shared/schemas/recruiting/job-setup';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, signInByApi } from '../../../platform/auth/components/test-kit';
import CandidatePage from '../../candidates/pages/candidate-page';
import { MyInterviewsCard } from '../../dashboard/components/my-interviews-card';
import ChooseInterviewTimePage from './choose-interview-time-page';
import InterviewDetailsPage from './interview-details-page';
import ScheduleInterviewPage from './schedule-interview-page';
import SendCalendarInvitePage from './send-calendar-invite-page';

/*
 * Test-only helpers for the interview pages' tests. Each test makes its own draft job (a scorecard
 * attribute, an interview stage with one plan interview) and its own candidate in that stage, so the
 * demo company's jobs and other files' counts stay as seeded.
 */

export const INTERVIEW_ROUTES = [
  { path: '/candidates/:id', element: <CandidatePage /> },
  {
    path: '/candidates/:id/schedule-interview',
    element: <ScheduleInterviewPage />,
    children: [
      { index: true, element: <ChooseInterviewTimePage /> },
      { path: 'send-calendar-invite', element: <SendCalendarInvitePage /> },
    ],
  },
  { path: '/candidates/:id/interview-details', element: <InterviewDetailsPage /> },
  { path: '/dashboard', element: <MyInterviewsCard /> },
];

export const PLAN_INTERVIEW = 'Technical interview';
export const KIT_QUESTION = 'Tell us about a system you designed';
export const ATTRIBUTE = 'Communication';

let serial = 0;

/** The demo admin, signed in, and the pages rendered at url for them. */
export const signedInAdmin = () => signedInAs('admin@example.com');

/** A demo user, signed in, and the pages rendered at url for them. */
export async function signedInAs(email: string) {
  const session = await signInByApi(email);
  const render = (url: string) => {
    const store = makeStore();
    store.dispatch(signedIn(session));
    return renderRoutes(store, INTERVIEW_ROUTES, url);
  };
  return { session, token: session.authToken, userId: session.user.id, render };
}

async function expectOk<T>(answer: Promise<{ status: number; body: { message: string; data?: T } }>) {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`${status} ${body.message}`);
  return body.data!;
}

/**
 * A draft job whose first interview stage plans one interview (the admin by default, a kit question,
 * the scorecard's one attribute in focus), and a new candidate moved into that stage.
 */
export async function candidateInInterviewStage(token: string, interviewerId: string) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const job = await expectOk(
    api<Job>('POST', 'jobs', { name: `Interviewed Role ${stamp}`, openings: [{}] }, token),
  );
  const scorecard = await expectOk(
    api<Scorecard>(
      'PUT',
      `jobs/${job.id}/scorecard`,
      { categories: [{ name: 'Skills', attributes: [{ name: ATTRIBUTE }] }] },
      token,
    ),
  );
  const attributeId = scorecard.categories[0]!.attributes[0]!.id;
  const plan = await expectOk(api<InterviewPlan>('GET', `jobs/${job.id}/interview-plan`, undefined, token));
  const between = plan.stages.filter((stage) => stage.kind === 'interview');
  const saved = await expectOk(
    api<InterviewPlan>(
      'PUT',
      `jobs/${job.id}/interview-plan`,
      {
        stages: between.map((stage, index) => ({
          id: stage.id,
          name: stage.name,
          interviews:
            index === 0
              ? [
                  {
                    name: PLAN_INTERVIEW,
                    durationMinutes: 45,
                    interviewerIds: [interviewerId],
                    instructions: 'Ask about trade-offs.',
                    questions: [KIT_QUESTION],
                    focusAttributeIds: [attributeId],
                  },
                ]
              : [],
        })),
      },
      token,
    ),
  );
  const stage = saved.stages.find((item) => item.kind === 'interview')!;
  const jobInterviewId = stage.interviews[0]!.id;

  const firstName = `Morgan${stamp}`;
  const candidate = await expectOk(
    api<CandidateDetail>(
      'POST',
      'candidates',
      {
        firstName,
        lastName: 'Interviewee',
        emailAddresses: [{ value: `morgan.${stamp}@candidates.example.com`, type: 'personal' }],
        phoneNumbers: [],
        jobIds: [job.id],
      },
      token,
    ),
  );
  const application = candidate.applications[0]!;
  await expectOk(
    api(
      'POST',
      `applications/${application.id}/move`,
      { toStageId: stage.id, fromStageId: application.stage?.id },
      token,
    ),
  );
  return {
    job,
    candidate: { id: candidate.id, name: `${firstName} Interviewee` },
    applicationId: application.id,
    jobInterviewId,
  };
}

/** Schedules the plan interview through the API, starting in `startsInMs`, for the given interviewers. */
export async function scheduleByApi(
  token: string,
  setup: { applicationId: string; jobInterviewId: string },
  interviewerIds: string[],
  startsInMs: number,
) {
  const startsAt = new Date(Date.now() + startsInMs);
  const endsAt = new Date(startsAt.getTime() + 45 * 60_000);
  return expectOk(
    api<Interview>(
      'POST',
      'interviews',
      {
        applicationId: setup.applicationId,
        jobInterviewId: setup.jobInterviewId,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        interviewerIds,
      },
      token,
    ),
  );
}
