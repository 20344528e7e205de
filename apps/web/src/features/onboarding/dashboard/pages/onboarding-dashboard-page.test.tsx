import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { OverdueByAssignee } from '@atrium/shared/schemas/onboarding/reports';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import OnboardingDashboardPage from './onboarding-dashboard-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/dashboard', element: <OnboardingDashboardPage /> }];

describe('Onboarding dashboard', () => {
  it('shows upcoming starts, hires in progress, overdue tasks by person and completion per week', async () => {
    const { router, token } = await renderAs('admin@example.com', routes, '/onboarding/dashboard');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming starts' });
    // Mei starts in 6 days; Felix's onboarding was cancelled.
    expect(within(upcoming).getByRole('link', { name: 'Mei Tanaka' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: 'Felix Wagner' })).toBeNull();
    const inProgress = screen.getByRole('list', { name: 'Hires in progress' });
    const oskar = within(inProgress).getByRole('link', { name: 'Oskar Lindgren' }).closest('li')!;
    expect(within(oskar).getByRole('progressbar', { name: /tasks done/ })).toBeInTheDocument();

    // The chart's numbers as a table, a row a week, each as the server counted it.
    const weeks = screen.getByRole('table', { name: 'Tasks completed and due per week' });
    expect(within(weeks).getAllByRole('row')).toHaveLength(13);
    expect(
      screen.getByRole('img', { name: /Tasks completed against tasks due per week/ }),
    ).toBeInTheDocument();

    // Who has how many overdue: as the server counts them, each opening My tasks filtered to them.
    const overdue = (await api<OverdueByAssignee>('GET', 'onboarding/dashboard/overdue', undefined, token))
      .body.data!;
    expect(overdue.people.length).toBeGreaterThan(0);
    const first = overdue.people[0]!;
    const people = await screen.findByRole('list', { name: 'Overdue tasks by person' });
    const line = within(people).getByRole('link', { name: first.name }).closest('li')!;
    expect(within(line).getByText(`${first.overdue} overdue`)).toBeInTheDocument();
    await userEvent.click(within(people).getByRole('link', { name: first.name }));
    expect(router.state.location.pathname).toBe('/onboarding/my-tasks');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('assignee')).toBe(first.userId);
    expect(search.get('assigneeName')).toBe(first.name);
  });

  it('leaves out the cards whose permission the person lacks, and never asks for them', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await renderAs('admin@example.com', routes, '/onboarding/dashboard', {
        isWithheld: (permission) =>
          permission === 'onb.module.tasks.task.view.all' ||
          permission === 'onb.module.e_signature.request.view',
      });
      expect(await screen.findByRole('list', { name: 'Hires in progress' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Overdue tasks by person' })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Documents waiting for signature' })).toBeNull();
      const urls = fetchSpy.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : String(input),
      );
      expect(urls.some((url) => url.includes('/onboarding/dashboard/overdue'))).toBe(false);
      expect(urls.some((url) => url.includes('/onboarding/dashboard/signatures'))).toBe(false);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('shows the documents waiting for signature to those who see signature requests', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/dashboard');
    const card = await screen.findByRole('region', { name: 'Documents waiting for signature' });
    await waitFor(() => expect(within(card).queryByRole('progressbar')).toBeNull());
    // Demo data may or may not hold a waiting document; either way the card says which.
    expect(
      within(card).queryByRole('list', { name: 'Documents waiting for signature' }) ??
        within(card).getByText('No documents waiting'),
    ).toBeInTheDocument();
  });
});
