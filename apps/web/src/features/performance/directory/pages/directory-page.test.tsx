import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import DirectoryPage from './directory-page';
import PersonProfilePage from './person-profile-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/directory', element: <DirectoryPage /> },
  { path: '/performance/directory/:id', element: <PersonProfilePage /> },
];

describe('Performance directory', () => {
  it('finds a colleague by search and opens their profile with their reporting line', async () => {
    const { router } = await renderAs('employee@example.com', routes, '/performance/directory');
    const table = await screen.findByRole('table', { name: 'Directory' });
    expect(await within(table).findByRole('link', { name: 'Victoria Lang' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'data engineer');
    const priya = await within(table).findByRole('link', { name: 'Priya Sharma' }, { timeout: 5000 });
    expect(within(table).queryByRole('link', { name: 'Victoria Lang' })).toBeNull();
    await userEvent.click(priya);
    expect(router.state.location.pathname).toMatch(/^\/performance\/directory\/[0-9a-f-]{36}$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    const line = screen.getByRole('list', { name: 'Managers, the top first' });
    expect(
      within(line)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Victoria Lang', 'Daniel Whitaker', 'Maya Lindqvist']);
  });

  it("walks the organisation chart from the top to a manager's reports", async () => {
    const { router } = await renderAs('manager@example.com', routes, '/performance/directory?view=chart');
    const top = await screen.findByRole('region', { name: 'Top of the organisation' });
    await userEvent.click(
      within(top).getByRole('button', { name: /^Victoria Lang, Chief Executive Officer/ }),
    );
    const underCeo = await screen.findByRole('region', { name: 'Reporting to Victoria Lang' });
    await userEvent.click(within(underCeo).getByRole('button', { name: /^Daniel Whitaker/ }));
    const underVp = await screen.findByRole('region', { name: 'Reporting to Daniel Whitaker' });
    await userEvent.click(within(underVp).getByRole('button', { name: /^Maya Lindqvist/ }));
    const team = await screen.findByRole('region', { name: 'Reporting to Maya Lindqvist' });
    expect(within(team).getByRole('button', { name: /^Ethan Brooks/ })).toBeInTheDocument();
    const line = screen.getByRole('list', { name: 'Reporting line' });
    expect(
      within(line)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')?.split(',')[0]),
    ).toEqual(['Victoria Lang', 'Daniel Whitaker', 'Maya Lindqvist']);
    // The card chosen is replaced by the chart around Maya: keyboard focus follows her.
    expect(within(line).getByRole('button', { current: true })).toHaveFocus();
    expect(router.state.location.search).toMatch(/view=chart&person=/);
    await userEvent.click(screen.getByRole('button', { name: 'Up to Daniel Whitaker' }));
    expect(await screen.findByRole('region', { name: 'Reporting to Daniel Whitaker' })).toBeInTheDocument();
  });
});
