import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import OnboardingHomePage from './onboarding-home-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding', element: <OnboardingHomePage /> }];

describe('Onboarding home', () => {
  it('shows who starts in the next 30 days, who is being onboarded with their tasks, and my tasks', async () => {
    const { router, token } = await renderAs('admin@example.com', routes, '/onboarding');
    const upcoming = await screen.findByRole('list', { name: 'Upcoming starts' });
    // Mei starts in 6 days; Ruby in 60 is later, and Felix's onboarding was cancelled. (Noah, in 28
    // days, may be pushed past the first ten by hires other test files add meanwhile.)
    expect(within(upcoming).getByRole('link', { name: 'Mei Tanaka' })).toBeInTheDocument();
    expect(within(upcoming).queryByRole('link', { name: 'Ruby Chaudhry' })).toBeNull();
    expect(within(upcoming).queryByRole('link', { name: 'Felix Wagner' })).toBeNull();

    const inProgress = await screen.findByRole('list', { name: 'Hires in progress' });
    const oskar = within(inProgress).getByRole('link', { name: 'Oskar Lindgren' }).closest('li')!;
    expect(within(oskar).getByRole('progressbar', { name: /tasks done/ })).toBeInTheDocument();
    expect(within(inProgress).queryByRole('link', { name: 'Amara Okoye' })).toBeNull();

    // Counted by the server across every open task, not only those of a first page.
    const mine = screen.getByRole('region', { name: 'My tasks' });
    const counts = (
      await api<{ total: number; overdue: number }>(
        'GET',
        'onboarding/my-tasks?status=open&limit=1',
        undefined,
        token,
      )
    ).body.data!;
    const countOf = async (label: string) =>
      (await within(mine).findByText(label)).previousElementSibling?.textContent;
    expect(await countOf('overdue')).toBe(String(counts.overdue));
    expect(await countOf('open')).toBe(String(counts.total));
    await userEvent.click(within(mine).getByRole('link', { name: 'Go to my tasks' }));
    expect(router.state.location.pathname).toBe('/onboarding/my-tasks');
  });

  it('shows someone who does not see new hires only their own tasks', async () => {
    await renderAs('employee@example.com', routes, '/onboarding');
    expect(await screen.findByRole('region', { name: 'My tasks' })).toBeInTheDocument();
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Starting in the next/ })).toBeNull();
  });
});
