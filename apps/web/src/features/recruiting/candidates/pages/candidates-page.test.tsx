import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { adminToken, freshCandidate, renderCandidatePages } from './candidates-test-kit';

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
