import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { addCandidateByApi, adminToken, CANDIDATE_ROUTES, renderCandidatePages } from './candidates-test-kit';

beforeAll(() => connectRealApi());

const DEFAULT_HEADERS = ['Name', 'Applications', 'Email', 'Tags', 'Source', 'Recruiter', 'Last activity'];

const table = () => screen.getByRole('table', { name: 'Candidates' });
/** The column headers after the checkbox and the serial number, with a sorted column's hint left out. */
const headers = () =>
  within(table())
    .getAllByRole('columnheader')
    .slice(2)
    .map((header) => header.textContent?.replace(/sorted (ascending|descending)$/, '').trim());
const namesShown = () =>
  within(table())
    .queryAllByRole('link')
    .map((link) => link.textContent);

async function showOnly(marker: string, count: number) {
  await userEvent.type(screen.getByPlaceholderText('Search by name, email, phone or company'), marker);
  await waitFor(() => expect(namesShown()).toHaveLength(count), { timeout: 5000 });
}

const openColumns = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('dialog', { name: 'Columns' });
};

const closeColumns = async (dialog: HTMLElement) => {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('CandidatesPage columns', () => {
  it('shows, hides and orders columns by keyboard, remembers the choice, and resets it', async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token, { phone: '+44 20 7946 0001' });
    await renderCandidatePages('/candidates');
    await showOnly(candidate.stamp, 1);
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(within(table()).queryByText('+44 20 7946 0001')).toBeNull();

    let dialog = await openColumns();
    expect(within(dialog).getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Phone' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tags' }));
    // Phone is third among the columns that can move: two steps up make it the first after Name.
    within(dialog).getByRole('button', { name: 'Move Phone up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Move Phone up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Move Phone up' })).toBeDisabled();
    // At the top the up arrow is off, so the focus waits on the down arrow rather than being lost.
    expect(within(dialog).getByRole('button', { name: 'Move Phone down' })).toHaveFocus();
    const order = within(within(dialog).getByRole('list', { name: 'Column order' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(order.slice(0, 3)).toEqual(['Phone', 'Applications', 'Email']);
    await closeColumns(dialog);

    const chosen = ['Name', 'Phone', 'Applications', 'Email', 'Source', 'Recruiter', 'Last activity'];
    expect(headers()).toEqual(chosen);
    const row = within(table()).getByRole('link', { name: candidate.name }).closest('tr')!;
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('+44 20 7946 0001');

    // Another visit: the same choice, until it is reset.
    cleanup();
    await renderCandidatePages('/candidates');
    await showOnly(candidate.stamp, 1);
    expect(headers()).toEqual(chosen);
    dialog = await openColumns();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Phone' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Reset to default' })).toBeDisabled();
    await closeColumns(dialog);
    expect(headers()).toEqual(DEFAULT_HEADERS);
  }, 40_000);

  it("keeps one user's choice from another signing in on the same browser", async () => {
    const token = await adminToken();
    const candidate = await addCandidateByApi(token);
    await renderCandidatePages('/candidates');
    await showOnly(candidate.stamp, 1);
    const dialog = await openColumns();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await closeColumns(dialog);
    expect(headers()).not.toContain('Email');

    cleanup();
    const other = await signInByApi('hr.admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(other));
    renderRoutes(store, CANDIDATE_ROUTES, '/candidates');
    await showOnly(candidate.stamp, 1);
    expect(headers()).toEqual(DEFAULT_HEADERS);
  }, 40_000);

  it('sorts by a column shown from the menu, wherever it was moved', async () => {
    const token = await adminToken();
    const marker = `Columns${Date.now()}`;
    await addCandidateByApi(token, { firstName: marker, lastName: 'Earlier' });
    await addCandidateByApi(token, { firstName: marker, lastName: 'Later' });
    const { router } = await renderCandidatePages('/candidates');
    await showOnly(marker, 2);
    // Most recent activity first.
    expect(namesShown()).toEqual([`${marker} Later`, `${marker} Earlier`]);
    expect(screen.queryByRole('columnheader', { name: /^Added/ })).toBeNull();

    const dialog = await openColumns();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Added' }));
    for (let step = 0; step < 3; step += 1)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Move Added up' }));
    await closeColumns(dialog);
    // Past Last activity, Coordinator (hidden) and Recruiter.
    expect(headers()).toEqual([...DEFAULT_HEADERS.slice(0, 5), 'Added', 'Recruiter', 'Last activity']);

    await userEvent.click(within(table()).getByRole('button', { name: /^Added/ }));
    await waitFor(() => expect(namesShown()).toEqual([`${marker} Earlier`, `${marker} Later`]));
    expect(router.state.location.search).toContain('sort=createdAt');
  }, 40_000);
});
