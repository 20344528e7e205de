import type {
  CandidateDetail,
  CandidateFilterOptions,
  CandidateList,
} from '@atrium/shared/schemas/recruiting/candidates';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, signInByApi } from '../../../platform/auth/components/test-kit';
import CandidatePage from './candidate-page';
import CandidatesPage from './candidates-page';

/*
 * Test-only helpers for the candidate pages' tests. Every test that changes a candidate makes its own
 * (a referral of a new person), so the demo candidates other test files count stay as seeded.
 */

export const CANDIDATE_ROUTES = [
  { path: '/candidates', element: <CandidatesPage /> },
  { path: '/candidates/:id', element: <CandidatePage /> },
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

/** The open demo jobs with at least three stages (room to advance and to move), first two at least. */
export async function openJobs(token: string) {
  const jobs = (await filterOptions(token)).jobs.filter(
    (job) => job.status === 'open' && job.stages.length >= 3,
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
  const referred = await api(
    'POST',
    `jobs/${job!.id}/referrals`,
    { firstName, lastName, email, phone: '' },
    token,
  );
  if (referred.status !== 201)
    throw new Error(`referral failed: ${referred.status} ${referred.body.message}`);
  const found = (await api<CandidateList>('GET', `candidates?search=${email}`, undefined, token)).body.data!;
  const candidate = found.items[0]!;
  return { id: candidate.id, firstName, lastName, name: `${firstName} ${lastName}`, email, job: job!, stamp };
}

export async function candidateById(token: string, id: string) {
  return (await api<CandidateDetail>('GET', `candidates/${id}`, undefined, token)).body.data!;
}
