import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import PersonProfilePage from '../../directory/pages/person-profile-page';
import GoalPage from './goal-page';
import GoalsPage from './goals-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/goals', element: <GoalsPage /> },
  { path: '/performance/goals/:id', element: <GoalPage /> },
  { path: '/performance/directory/:id', element: <PersonProfilePage /> },
];
const rowNamed = async (table: HTMLElement, text: string) =>
  (await within(table).findByRole('link', { name: text })).closest('tr')!;

describe('goals', () => {
  it("lists the employee's own goals, the private one with them, and his manager sees it in her team's", async () => {
    await renderAs('employee@example.com', routes, '/performance/goals');
    const mine = await screen.findByRole('table', { name: 'My goals' });
    const row = await rowNamed(mine, 'Build the Postgres CDC connector');
    expect(
      within(row).getByRole('progressbar', { name: 'Progress of Build the Postgres CDC connector' }),
    ).toHaveAttribute('aria-valuenow', '70');
    expect(within(row).getByText('On track')).toBeInTheDocument();
    expect(await rowNamed(mine, 'Pass the AWS Data Engineer certification')).toHaveTextContent('Private');
    cleanup();

    await renderAs('manager@example.com', routes, '/performance/goals?view=team');
    const team = await screen.findByRole('table', { name: 'Team goals' });
    expect(await rowNamed(team, 'Pass the AWS Data Engineer certification')).toHaveTextContent(
      'Ethan Brooks',
    );
  });

  it('walks the company goals tree by keyboard, from a company goal down to the team’s goals', async () => {
    const { router } = await renderAs('manager@example.com', routes, '/performance/goals?view=company');
    const tree = await screen.findByRole('tree', { name: 'Company goals' });
    const platform = within(tree).getByRole('treeitem', {
      name: /^Ship the real-time analytics platform, company goal/,
    });
    expect(platform).toHaveAttribute('aria-expanded', 'true');
    // The team's branch: the data platform's department goal under the key result it counts toward.
    const department = within(tree).getByRole('treeitem', {
      name: /^Launch streaming ingestion, department goal of Maya Lindqvist/,
    });
    expect(department).toHaveAttribute('aria-level', '3');
    expect(department).toHaveAttribute('aria-expanded', 'false');
    // A colleague outside Maya's team stays out.
    expect(within(tree).queryByRole('treeitem', { name: /Close £600k of new business/ })).toBeNull();

    department.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(department).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const connectors = within(tree).getByRole('treeitem', {
      name: /^Key result: Kafka connectors for 5 sources/,
    });
    expect(connectors).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const cdc = within(tree).getByRole('treeitem', {
      name: /^Build the Postgres CDC connector, individual goal of Ethan Brooks/,
    });
    expect(cdc).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(connectors).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/performance\/goals\/[0-9a-f-]{36}$/),
    );
  });

  it('shows HR every goal under the company goals, and a profile lists a person’s goals to a colleague', async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/goals?view=company&scope=all');
    const tree = await screen.findByRole('tree', { name: 'Company goals' });
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(within(tree).getByRole('treeitem', { name: /^Close £600k of new business/ })).toBeInTheDocument();
    cleanup();

    // Ethan looks at his manager's profile.
    const { router } = await renderAs(
      'employee@example.com',
      routes,
      '/performance/goals?view=all&q=Grow%20Priya',
    );
    const all = await screen.findByRole('table', { name: 'All goals' });
    const mayaRow = await rowNamed(all, 'Grow Priya and James into tech leads');
    expect(mayaRow).toHaveTextContent('Maya Lindqvist');
    const goalLink = within(mayaRow).getByRole('link', { name: 'Grow Priya and James into tech leads' });
    await userEvent.click(goalLink);
    await userEvent.click(await screen.findByRole('link', { name: 'Maya Lindqvist' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/performance\/directory\//));
    const goals = await screen.findByRole('list', { name: 'Goals of Maya Lindqvist' });
    expect(
      await within(goals).findByRole('link', { name: 'Grow Priya and James into tech leads' }),
    ).toBeInTheDocument();
  });
});
