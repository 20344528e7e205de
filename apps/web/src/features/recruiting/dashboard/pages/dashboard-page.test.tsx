import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { canOpenPage, isBuiltPage } from '../../../../config/page-access';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import DashboardPage from './dashboard-page';

beforeAll(() => connectRealApi());

async function renderDashboard(email: string) {
  const session = await signInByApi(email);
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, [{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
  await screen.findByRole('heading', { level: 1, name: `Welcome, ${session.user.firstName}` });
  return session.user;
}

/** Each card's title and the labels of its links (the approvals waiting, if any, aside). */
const cards = () =>
  Object.fromEntries(
    screen
      .getAllByRole('region')
      // The approvals waiting and the user's own work are not cards of links.
      .filter((card) => card.getAttribute('aria-label') !== 'Waiting for your approval')
      .filter(
        (card) => !within(card).queryByRole('heading', { level: 2, name: /^(My recruiting|My interviews)$/ }),
      )
      .map((card) => [
        within(card).getByRole('heading', { level: 2 }).textContent,
        within(card)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ]),
  );

describe('DashboardPage', () => {
  it("shows a recruiter's buckets, each count opening its list", async () => {
    await renderDashboard('admin@example.com');
    const mine = await screen.findByRole('region', { name: 'My recruiting' });
    const review = await within(mine).findByRole('link', { name: /Applications to review/ });
    expect(review).toHaveAttribute('href', '/application-review');
    const decision = within(mine).getByRole('button', { name: /Candidates needing a decision/ });
    decision.click();
    const dialog = await screen.findByRole('dialog', { name: 'Candidates needing a decision' });
    expect((await within(dialog).findAllByText(/all caught up|ago/)).length).toBeGreaterThan(0);
  });

  it('links the company admin to every built page of its menus, and to their own account', async () => {
    await renderDashboard('admin@example.com');
    expect(cards()).toEqual({
      'Recruiting dashboard': ['Jobs I am following', 'Recruiting goals', 'Add a referral'],
      Recruiting: ['Jobs', 'Candidates', 'Talent pool', 'Configuration', 'Application review'],
      Onboarding: ['Home', 'Dashboard', 'My tasks', 'New hires', 'Fields', 'Reports', 'Settings'],
      Performance: ['1-on-1s', 'Feedback', 'Updates', 'Goals', 'Directory', 'Reports', 'Settings'],
      Admin: ['User management', 'Company management', 'Audit logs', 'Roles', 'Login as log', 'Outbox'],
      'Your account': ['My profile', 'Notifications', 'Change password'],
    });
  });

  it('links an employee to no page the server would refuse them', async () => {
    const user = await renderDashboard('employee@example.com');
    // Everyone may refer someone, has onboarding tasks of their own to do, and finds colleagues.
    expect(cards()).toEqual({
      'Recruiting dashboard': ['Add a referral'],
      Onboarding: ['Home', 'My tasks'],
      Performance: ['1-on-1s', 'Feedback', 'Updates', 'Goals', 'Directory', 'Settings'],
      'Your account': ['My profile', 'Notifications', 'Change password'],
    });
    expect(screen.queryByRole('heading', { name: 'My recruiting' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      const path = link.getAttribute('href')!;
      expect(isBuiltPage(path) && canOpenPage(path, user.permissions), path).toBe(true);
    }
  });

  it('links operations to the people list but not to the roles or the audit trail', async () => {
    await renderDashboard('operations@example.com');
    expect(cards().Admin).toEqual(['User management']);
  });
});
