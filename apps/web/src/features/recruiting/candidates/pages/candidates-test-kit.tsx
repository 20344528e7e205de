import type {
  CandidateDetail,
  CandidateFilterOptions,
  CandidateList,
} from '@atrium/shared/schemas/recruiting/candidates';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, signInByApi } from '../../../platform/auth/components/test-kit';
import AddCandidatePage from './add-candidate-page';
import ApplicationReviewPage from './application-review-page';
import CandidatePage from './candidate-page';
import CandidatesPage from './candidates-page';

/*
 * Test-only helpers for the candidate pages' tests. Every test that changes a candidate makes its own
 * (a referral of a new person), so the demo candidates other test files count stay as seeded.
 */

export const CANDIDATE_ROUTES = [
  { path: '/candidates', element: <CandidatesPage /> },
  { path: '/candidates/:id', element: <CandidatePage /> },
  { path: '/add-candidate', element: <AddCandidatePage /> },
  { path: '/application-review', element: <ApplicationReviewPage /> },
  { path: '/jobs/:id/pipeline', element: <h1>Pipeline page</h1> },
];

/** The pages at url, signed in as the demo admin, who may do everything these pages offer. */
export async function renderCandidatePages(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(store, CANDIDATE_ROUTES, url);
  return { router, token: session.authToken };
}

export async function adminToken() {
  return (await signInByApi('admin@example.com')).authToken;
}

export async function filterOptions(token: string) {
  return (await api<CandidateFilterOptions>('GET', 'candidates/filter-options', undefined, token)).body.data!;
}

/**
 * The seed's open jobs. Other files open jobs of their own (offers, which close theirs on hiring), and
 * those would shift the places below while this file runs beside them.
 */
const DEMO_OPEN_JOBS = new Set([
  'Account Executive',
  'Customer Success Manager',
  'Data Engineer',
  'Frontend Engineer',
  'Operations Analyst',
  'People Partner',
  'Senior Backend Engineer',
  'Site Reliability Engineer',
]);

/** The open demo jobs with at least three stages (room to advance and to move), first two at least. */
export async function openJobs(token: string) {
  const jobs = (await filterOptions(token)).jobs.filter(
    (job) => job.status === 'open' && job.stages.length >= 3 && DEMO_OPEN_JOBS.has(job.name),
  );
  if (jobs.length < 2) throw new Error('the demo company needs two open jobs with three stages');
  return jobs;
}

let serial = 0;

/**
 * A new candidate, referred for the last open job (the jobs' own tests count the first ones' pipelines):
 * one active application in its first stage.
 */
export async function freshCandidate(token: string, names: { firstName?: string; lastName?: string } = {}) {
  const job = (await openJobs(token)).at(-1);
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const firstName = names.firstName ?? `Quinn${stamp}`;
  const lastName = names.lastName ?? 'Referral';
  const email = `quinn.${stamp}@candidates.example.com`;
  // The company's required referral questions (the demo asks how the referrer knows them).
  const questions = (
    await api<Array<{ id: string; type: string; required: boolean }>>(
      'GET',
      'referral-questions',
      undefined,
      token,
    )
  ).body.data!;
  const answers = Object.fromEntries(
    questions
      .filter((question) => question.required)
      .map((question) => [question.id, question.type === 'yes_no' ? true : 'We worked together']),
  );
  const referred = await api(
    'POST',
    `jobs/${job!.id}/referrals`,
    { firstName, lastName, email, phone: '', answers },
    token,
  );
  if (referred.status !== 201)
    throw new Error(`referral failed: ${referred.status} ${referred.body.message}`);
  const found = (await api<CandidateList>('GET', `candidates?search=${email}`, undefined, token)).body.data!;
  const candidate = found.items[0]!;
  return { id: candidate.id, firstName, lastName, name: `${firstName} ${lastName}`, email, job: job!, stamp };
}

/*
 * The open demo jobs by name; each new test file that moves candidates through a queue or counts a
 * job's stages takes a job of its own, so files running side by side do not change each other's counts.
 * The first open job is the jobs' own tests' (busyJob), the last two the candidate pages'.
 */
const JOB_OF = { board: 3, review: 4, adding: 5 } as const;

/** The open demo job that one test file alone adds candidates to and moves them in. */
export async function jobFor(token: string, purpose: keyof typeof JOB_OF) {
  const job = (await openJobs(token))[JOB_OF[purpose]];
  if (!job) throw new Error('the demo company needs six open jobs');
  return job;
}

/** A new candidate added by hand through the API: for the given jobs (their first stage), or a prospect. */
export async function addCandidateByApi(
  token: string,
  {
    jobIds = [],
    firstName,
    lastName = 'Added',
    phone,
  }: { jobIds?: string[]; firstName?: string; lastName?: string; phone?: string } = {},
) {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  const first = firstName ?? `Avery${stamp}`;
  const email = `avery.${stamp}@candidates.example.com`;
  const answer = await api<CandidateDetail>(
    'POST',
    'candidates',
    {
      firstName: first,
      lastName,
      emailAddresses: [{ value: email, type: 'personal' }],
      phoneNumbers: phone ? [{ value: phone, type: 'mobile' }] : [],
      jobIds,
    },
    token,
  );
  if (answer.status !== 201) throw new Error(`adding failed: ${answer.status} ${answer.body.message}`);
  return { ...answer.body.data!, name: `${first} ${lastName}`, email, stamp };
}

export async function candidateById(token: string, id: string) {
  return (await api<CandidateDetail>('GET', `candidates/${id}`, undefined, token)).body.data!;
}
