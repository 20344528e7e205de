import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CandidateList, CandidateTag } from '@atrium/shared/schemas/recruiting/candidates';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import {
  addCandidateByApi,
  adminToken,
  candidateById,
  filterOptions,
  freshCandidate,
  openJobs,
  renderCandidatePages,
} from './candidates-test-kit';

beforeAll(() => connectRealApi());

const table = () => screen.getByRole('table', { name: 'Candidates' });
const search = (text: string) =>
  userEvent.type(screen.getByPlaceholderText('Search by name, email, phone or company'), text);
const namesShown = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('CandidatesPage', () => {
  it('finds a candidate by email, shows where the application stands, and links to the candidate', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const { router } = await renderCandidatePages('/candidates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Candidates | Atrium'));

    await search(candidate.email);
    const link = await within(table()).findByRole('link', { name: candidate.name }, { timeout: 5000 });
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    const row = link.closest('tr')!;
    expect(
      within(row).getByText(`${candidate.job.name} — ${candidate.job.stages[0]!.name}`),
    ).toBeInTheDocument();
    expect(within(row).getByText(candidate.email)).toBeInTheDocument();
    expect(within(row).getByText('Referral')).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=');

    await userEvent.click(link);
    expect(router.state.location.pathname).toBe(`/candidates/${candidate.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: candidate.name })).toBeInTheDocument();
  });

  it('filters by job and then by one of its stages, and says so when nothing matches', async () => {
    const token = await adminToken();
    const candidate = await freshCandidate(token);
    const [first, second] = candidate.job.stages;
    await renderCandidatePages('/candidates');
    await search(candidate.stamp);
    await within(table()).findByRole('link', { name: candidate.name }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // No stage to choose until a job is: a stage belongs to one job.
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: 'Job' }));
    await userEvent.click(await screen.findByRole('option', { name: candidate.job.name }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Stage' }));
    const stages = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(stages.map((option) => option.textContent)).toEqual([
      'All',
      ...candidate.job.stages.map((s) => s.name),
    ]);
    await userEvent.click(screen.getByRole('option', { name: first!.name }));
    await waitFor(() => expect(namesShown()).toEqual([candidate.name]));

    await userEvent.click(screen.getByRole('combobox', { name: 'Stage' }));
    await userEvent.click(await screen.findByRole('option', { name: second!.name }));
    expect(await screen.findByText('No candidates found')).toBeInTheDocument();
  });

  it('sorts by name both ways', async () => {
    const token = await adminToken();
    const shared = `Sorted${Date.now()}`;
    await freshCandidate(token, { firstName: shared, lastName: 'Abbot' });
    await freshCandidate(token, { firstName: shared, lastName: 'Zeller' });
    const { router } = await renderCandidatePages('/candidates');
    await search(shared);
    // Most recent activity first: the one added last.
    await waitFor(() => expect(namesShown()).toEqual([`${shared} Zeller`, `${shared} Abbot`]), {
      timeout: 5000,
    });

    await userEvent.click(within(table()).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(namesShown()).toEqual([`${shared} Abbot`, `${shared} Zeller`]));
    expect(router.state.location.search).toContain('sort=name');
    await userEvent.click(within(table()).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(namesShown()).toEqual([`${shared} Zeller`, `${shared} Abbot`]));
  });
});

/** Candidates of one test, all named after its marker (so a search finds them and no one else). */
async function markedCandidates(token: string, count: number) {
  const marker = `Bulk${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const job = (await openJobs(token)).at(-1)!;
  const made = [];
  for (let index = 1; index <= count; index += 1) {
    const lastName = `Member${String(index).padStart(2, '0')}`;
    made.push(await addCandidateByApi(token, { jobIds: [job.id], firstName: marker, lastName }));
  }
  return { marker, job, candidates: made };
}

async function newTag(token: string, name: string) {
  const answer = await api<CandidateTag>('POST', 'configuration/candidate-tags', { name }, token);
  expect(answer.status).toBe(201);
  return answer.body.data!;
}

const rowOf = (name: string) => within(table()).getByRole('link', { name }).closest('tr')!;
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });
const toast = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

async function matchesOf(token: string, query: string) {
  return (await api<CandidateList>('GET', `candidates?${query}`, undefined, token)).body.data!;
}

describe('CandidatesPage: bulk actions', () => {
  it('tags the selected candidates and sets their recruiter, shown on their rows', async () => {
    const token = await adminToken();
    const { marker, candidates } = await markedCandidates(token, 3);
    const [ames, booth, cole] = candidates as [
      (typeof candidates)[0],
      (typeof candidates)[0],
      (typeof candidates)[0],
    ];
    const tag = await newTag(token, `Shortlist ${marker}`);
    const recruiter = (await filterOptions(token)).users[0]!;
    await renderCandidatePages(`/candidates?q=${marker}`);
    await waitFor(() => expect(namesShown()).toHaveLength(3), { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${ames.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${booth.name}` }));
    expect(bar()).toHaveTextContent('2 selected');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Tag',
      'Untag',
      'Recruiter',
      'Coordinator',
      'Move stage',
      'Transfer',
      'Add to pool',
      'Reject',
      'Email',
      'Clear selection',
    ]);

    await userEvent.click(within(bar()).getByRole('button', { name: 'Tag' }));
    const tagging = await screen.findByRole('dialog', { name: 'Tag 2 candidates' });
    await userEvent.click(within(tagging).getByRole('button', { name: 'Tag' }));
    expect(await within(tagging).findByText('Choose tags')).toBeInTheDocument();
    await userEvent.type(within(tagging).getByRole('combobox', { name: /^Tags/ }), marker);
    await userEvent.click(await screen.findByRole('option', { name: tag.name }));
    await userEvent.click(within(tagging).getByRole('button', { name: 'Tag' }));

    expect(await toast('2 done')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    // The keyboard carries on from the table rather than from the top of the page.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveFocus(),
    );
    await waitFor(() => expect(within(rowOf(ames.name)).getByText(tag.name)).toBeInTheDocument());
    expect(within(rowOf(booth.name)).getByText(tag.name)).toBeInTheDocument();
    expect(within(rowOf(cole.name)).queryByText(tag.name)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${booth.name}` }));
    await userEvent.click(screen.getByRole('checkbox', { name: `Select ${cole.name}` }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Recruiter' }));
    const assigning = await screen.findByRole('dialog', { name: 'Set the recruiter of 2 candidates' });
    await userEvent.click(within(assigning).getByRole('combobox', { name: 'Recruiter' }));
    await userEvent.click(await screen.findByRole('option', { name: recruiter.name }));
    await userEvent.click(within(assigning).getByRole('button', { name: 'Save' }));

    expect(await toast('2 done')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(cole.name)).getByText(recruiter.name)).toBeInTheDocument());
    expect(within(rowOf(booth.name)).getByText(recruiter.name)).toBeInTheDocument();
    expect((await candidateById(token, cole.id)).recruiter?.id).toBe(recruiter.id);
    expect((await candidateById(token, ames.id)).recruiter).toBeNull();
  });

  it('selects every match past the page for an action, and exports the list as the server writes it', async () => {
    const token = await adminToken();
    const { marker, candidates } = await markedCandidates(token, 3);
    const tag = await newTag(token, `Pool ${marker}`);
    await renderCandidatePages(`/candidates?q=${marker}&limit=2`);
    await waitFor(() => expect(namesShown()).toHaveLength(2), { timeout: 5000 });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(bar()).toHaveTextContent('All 2 on this page are selected.');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 3 matches' }));
    expect(bar()).toHaveTextContent('3 selected');
    await userEvent.click(within(bar()).getByRole('button', { name: 'Tag' }));
    const tagging = await screen.findByRole('dialog', { name: 'Tag 3 candidates' });
    await userEvent.type(within(tagging).getByRole('combobox', { name: /^Tags/ }), marker);
    await userEvent.click(await screen.findByRole('option', { name: tag.name }));
    await userEvent.click(within(tagging).getByRole('button', { name: 'Tag' }));
    expect(await toast('3 done')).toBeInTheDocument();
    // The one on the second page, never shown, was tagged too.
    const tagged = await matchesOf(token, `tagId=${tag.id}`);
    expect(tagged.items.map((item) => item.id).sort()).toEqual(candidates.map((item) => item.id).sort());

    const saved: Blob[] = [];
    // jsdom has no object URLs; the saved file is caught here instead.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:candidates'));
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => fetchSpy.mockRestore());
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    const request = fetchSpy.mock.calls
      .map(([input]) => input as Request)
      .find((item) => item.url.includes('/candidates/export.csv'))!;
    expect(new URL(request.url).searchParams.get('search')).toBe(marker);
    expect(request.url).not.toContain('limit=');
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    // The name the server gave the file.
    expect(downloads).toEqual([`candidates-${new Date().toISOString().slice(0, 10)}.csv`]);
    const lines = (await saved[0]!.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Candidate ID,First name,Last name,Email/);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[2])
        .sort(),
    ).toEqual(['Member01', 'Member02', 'Member03']);
    expect(lines.slice(1).every((line) => line.includes(tag.name))).toBe(true);
  });

  it('transfers the selected candidates’ applications to another job’s first stage', async () => {
    const token = await adminToken();
    const { marker, job, candidates } = await markedCandidates(token, 2);
    const target = (await openJobs(token)).find((other) => other.id !== job.id)!;
    await renderCandidatePages(`/candidates?q=${marker}`);
    await waitFor(() => expect(namesShown()).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Transfer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Transfer 2 candidates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Choose a job')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^To job/ }));
    await userEvent.click(await screen.findByRole('option', { name: target.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    expect(await toast('2 done')).toBeInTheDocument();
    for (const candidate of candidates)
      await waitFor(() =>
        expect(
          within(rowOf(candidate.name)).getByText(`${target.name} — ${target.stages[0]!.name}`),
        ).toBeInTheDocument(),
      );
  });

  it('adds the selected candidates to a talent pool, counting those already in it', async () => {
    const token = await adminToken();
    const { marker, candidates } = await markedCandidates(token, 2);
    const pool = await api<{ id: string; name: string }>(
      'POST',
      'talent-pool/pools',
      { name: `Pool ${marker}`, stages: [{ name: 'Identified' }, { name: 'Contacted' }] },
      token,
    );
    expect(pool.status).toBe(201);
    const poolId = pool.body.data!.id;
    expect(
      (await api('POST', 'talent-pool/prospects', { poolId, candidateId: candidates[0]!.id }, token)).status,
    ).toBe(201);
    await renderCandidatePages(`/candidates?q=${marker}`);
    await waitFor(() => expect(namesShown()).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Add to pool' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add 2 candidates to a talent pool' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Pool/ }));
    await userEvent.click(await screen.findByRole('option', { name: `Pool ${marker}` }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Stage/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to pool' }));

    expect(await toast('1 done, 1 left as they were')).toBeInTheDocument();
    const inPool = await api<{ items: Array<{ candidate: { id: string }; stage: { name: string } }> }>(
      'GET',
      `talent-pool/prospects?poolId=${poolId}`,
      undefined,
      token,
    );
    expect(inPool.body.data!.items.find((p) => p.candidate.id === candidates[1]!.id)?.stage.name).toBe(
      'Contacted',
    );
  });

  it('moves the selected candidates’ applications to a stage chosen after its job', async () => {
    const token = await adminToken();
    const { marker, job, candidates } = await markedCandidates(token, 2);
    const third = job.stages[2]!;
    await renderCandidatePages(`/candidates?q=${marker}`);
    await waitFor(() => expect(namesShown()).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Move stage' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move 2 candidates' });
    expect(within(dialog).getByRole('combobox', { name: /^Stage/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Job/ }));
    await userEvent.click(await screen.findByRole('option', { name: job.name }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Stage/ }));
    const stages = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(stages.map((option) => option.textContent)).toEqual(job.stages.map((stage) => stage.name));
    await userEvent.click(screen.getByRole('option', { name: third.name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    expect(await toast('2 done')).toBeInTheDocument();
    for (const candidate of candidates)
      await waitFor(() =>
        expect(within(rowOf(candidate.name)).getByText(`${job.name} — ${third.name}`)).toBeInTheDocument(),
      );
  });

  it(
    'asks for the count to be typed before rejecting more than 30 applications',
    { timeout: 90_000 },
    async () => {
      const token = await adminToken();
      const { marker } = await markedCandidates(token, 31);
      await renderCandidatePages(`/candidates?q=${marker}`);
      await waitFor(() => expect(namesShown()).toHaveLength(10), { timeout: 5000 });
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      await userEvent.click(within(bar()).getByRole('button', { name: 'Select all 31 matches' }));
      await userEvent.click(within(bar()).getByRole('button', { name: 'Reject' }));

      const dialog = await screen.findByRole('dialog', { name: 'Reject 31 candidates' });
      await userEvent.click(within(dialog).getByRole('combobox', { name: /rejection reason/i }));
      await userEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', {
          name: 'Lacking skill(s)/qualification(s)',
        }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      const typed = await within(dialog).findByRole(
        'textbox',
        { name: /^Type 31 to confirm/ },
        { timeout: 10_000 },
      );
      expect((await matchesOf(token, `search=${marker}&status=rejected`)).total).toBe(0);

      await userEvent.type(typed, '30');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await within(dialog).findByText('Type 31 to reject 31 applications')).toBeInTheDocument();
      expect((await matchesOf(token, `search=${marker}&status=rejected`)).total).toBe(0);

      await userEvent.clear(typed);
      await userEvent.type(typed, '31');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText('31 done', {}, { timeout: 30_000 })).toBeInTheDocument();
      expect((await matchesOf(token, `search=${marker}&status=rejected`)).total).toBe(31);
      expect((await matchesOf(token, `search=${marker}&status=active`)).total).toBe(0);
    },
  );
});
