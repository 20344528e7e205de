import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import PerformanceReportsPage from './performance-reports-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/reports', element: <PerformanceReportsPage /> }];

describe('Performance reports', () => {
  it('shows HR the 1-on-1s by manager, then feedback and goals by department, each kept in the address', async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/reports');
    const managers = await screen.findByRole('table', { name: '1-on-1s by manager' });
    expect(within(managers).getByRole('rowheader', { name: 'Maya Lindqvist' })).toBeInTheDocument();
    expect(screen.getByLabelText('1-on-1s in this range')).toHaveTextContent('Meetings held');
    expect(screen.getByRole('img', { name: /^1-on-1s per week/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(await screen.findByRole('table', { name: 'Feedback by department' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    const goals = await screen.findByRole('table', { name: 'Goals by department' });
    expect(within(goals).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('tells someone without a report that their role has none', async () => {
    await renderAs('employee@example.com', routes, '/performance/reports');
    expect(await screen.findByText('No reports for you')).toBeInTheDocument();
  });
});
