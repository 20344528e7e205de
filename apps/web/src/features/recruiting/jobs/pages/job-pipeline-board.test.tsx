import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobPipeline } from '@atrium/shared/schemas/recruiting/applications';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import {
  addCandidateByApi,
  adminToken,
  candidateById,
  jobFor,
} from '../../candidates/pages/candidates-test-kit';
import JobLayout from '../components/job-nav';
import JobPipelinePage from './job-pipeline-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  {
    path: '/jobs/:id',
    element: <JobLayout />,
    children: [{ path: 'pipeline', element: <JobPipelinePage /> }],
  },
];

async function renderBoard(jobId: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  return renderRoutes(store, ROUTES, `/jobs/${jobId}/pipeline?view=board`);
}

const column = (name: string) => screen.findByRole('region', { name });
const cardIn = async (stage: string, name: string) =>
  within(await column(stage)).findByRole('article', { name });
/** A stage's bar above the board reads its name, then its count. */
const bar = (stage: string) =>
  within(screen.getByRole('list', { name: 'Candidates per stage' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.startsWith(stage))!;
const activeIn = async (token: string, jobId: string) =>
  new Map(
    (await api<JobPipeline>('GET', `jobs/${jobId}/pipeline`, undefined, token)).body.data!.stages.map(
      (stage) => [stage.id, stage.active],
    ),
  );

describe('JobPipelinePage: the board', () => {
  it('moves a focused card with ] and [ and by its menu, announcing each move, with the bars following', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'board');
    const candidate = await addCandidateByApi(token, { jobIds: [job.id] });
    const [first, second, third] = job.stages;
    const before = await activeIn(token, job.id);
    await renderBoard(job.id);

    const card = await cardIn(first!.name, candidate.name);
    expect(card).toHaveTextContent('0 days in stage');
    expect(card).toHaveTextContent('Review the application');
    expect(within(card).getByRole('link', { name: candidate.name })).toHaveAttribute(
      'href',
      `/candidates/${candidate.id}`,
    );
    expect(bar(second!.name).textContent).toBe(`${second!.name}${before.get(second!.id)}`);

    card.focus();
    await userEvent.keyboard(']');
    const moved = await cardIn(second!.name, candidate.name);
    await waitFor(() => expect(moved).toHaveFocus());
    expect(await screen.findByText(`Moved ${candidate.name} to ${second!.name}`)).toBeInTheDocument();
    expect(bar(second!.name).textContent).toBe(`${second!.name}${before.get(second!.id)! + 1}`);
    expect(bar(first!.name).textContent).toBe(`${first!.name}${before.get(first!.id)! - 1}`);
    await waitFor(async () =>
      expect((await candidateById(token, candidate.id)).applications[0]!.stage!.id).toBe(second!.id),
    );

    await userEvent.keyboard('[['); // user-event reads '[[' as one '['
    await waitFor(async () => expect(await cardIn(first!.name, candidate.name)).toHaveFocus());
    expect(await screen.findByText(`Moved ${candidate.name} to ${first!.name}`)).toBeInTheDocument();
    await userEvent.keyboard('[[');
    expect(await screen.findByText(`${candidate.name} is already in the first stage`)).toBeInTheDocument();

    const again = await cardIn(first!.name, candidate.name);
    await userEvent.click(
      within(again).getByRole('button', { name: `Move ${candidate.name} to another stage` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: third!.name }));
    expect(await cardIn(third!.name, candidate.name)).toBeInTheDocument();
    await waitFor(async () =>
      expect((await candidateById(token, candidate.id)).applications[0]!.stage!.id).toBe(third!.id),
    );
  });

  it('refuses a move from a stale board, says why, and shows where the card really is', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'board');
    const candidate = await addCandidateByApi(token, { jobIds: [job.id] });
    const [first, second, third] = job.stages;
    await renderBoard(job.id);
    const card = await cardIn(first!.name, candidate.name);
    // Someone else moves it meanwhile.
    const applicationId = candidate.applications[0]!.id;
    expect(
      (await api('POST', `applications/${applicationId}/move`, { toStageId: third!.id }, token)).status,
    ).toBe(200);

    card.focus();
    await userEvent.keyboard(']');
    expect((await screen.findAllByText(/moved meanwhile/)).length).toBeGreaterThan(0);
    expect(await cardIn(third!.name, candidate.name)).toBeInTheDocument();
    expect(within(await column(second!.name)).queryByRole('article', { name: candidate.name })).toBeNull();
  });

  it('rejects from a card’s menu with the reject dialog, and the card leaves the board', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'board');
    const candidate = await addCandidateByApi(token, { jobIds: [job.id] });
    await renderBoard(job.id);
    const card = await cardIn(job.stages[0]!.name, candidate.name);

    await userEvent.click(within(card).getByRole('button', { name: `More actions for ${candidate.name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject from ${job.name}` });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /rejection reason/i }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lacking skill(s)/qualification(s)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: candidate.name })).toBeNull());
    expect((await candidateById(token, candidate.id)).applications[0]!.status).toBe('rejected');
  });

  it('sorts a column by name, and switches to the list, remembering the view in the address', async () => {
    const token = await adminToken();
    const job = await jobFor(token, 'board');
    const router = await renderBoard(job.id);
    const firstColumn = await column(job.stages[0]!.name);
    await within(firstColumn).findAllByRole('article');

    await userEvent.click(within(firstColumn).getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Name' }));
    const names = within(firstColumn)
      .getAllByRole('article')
      .map((card) => within(card).getAllByRole('link')[0]!.textContent!);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));

    await userEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Board' }));
    expect(router.state.location.search).toBe('?view=board');
    expect(await column(job.stages[0]!.name)).toBeInTheDocument();
  });
});
