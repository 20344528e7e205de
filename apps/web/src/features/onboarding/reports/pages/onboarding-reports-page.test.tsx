import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { HiresByMonthRow, TaskByTemplateRow } from '@atrium/shared/schemas/onboarding/reports';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import OnboardingReportsPage from './onboarding-reports-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/reports', element: <OnboardingReportsPage /> }];

/** The text of each body row's cell under the column named `column`. */
const columnOf = (table: HTMLElement, column: string) => {
  const headers = within(table).getAllByRole('columnheader');
  const at = headers.findIndex((header) => header.textContent?.startsWith(column));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) => within(row).getAllByRole(at === 0 ? 'rowheader' : 'cell')[at === 0 ? 0 : at - 1]!.textContent,
    );
};

describe('Onboarding reports', () => {
  it('shows task completion by task as the server counts it, sortable by any column', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/reports');
    const rows = (
      await api<TaskByTemplateRow[]>('GET', 'onboarding/reports/tasks-by-template', undefined, token)
    ).body.data!;
    expect(rows.length).toBeGreaterThan(1);
    const table = await screen.findByRole('table', { name: 'Tasks by task' });
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    const first = rows[0]!;
    const line = within(table).getAllByRole('row')[1]!;
    expect(within(line).getByRole('rowheader')).toHaveTextContent(first.name);
    expect(within(line).getAllByRole('cell')[0]).toHaveTextContent(String(first.total));

    // A number column sorts the most first; again, the fewest first.
    await userEvent.click(within(table).getByRole('button', { name: 'Total' }));
    const totals = rows.map((row) => row.total);
    expect(columnOf(table, 'Total').map(Number)).toEqual([...totals].sort((a, b) => b - a));
    await userEvent.click(within(table).getByRole('button', { name: /^Total/ }));
    expect(columnOf(table, 'Total').map(Number)).toEqual([...totals].sort((a, b) => a - b));
    expect(within(table).getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('counts new hires by start month with the filters in the address, as a chart and a table', async () => {
    const { token, router } = await renderAs(
      'admin@example.com',
      routes,
      '/onboarding/reports?report=hires-by-month&states=cancelled',
    );
    const expected = (
      await api<HiresByMonthRow[]>(
        'GET',
        'onboarding/reports/hires-by-month?states=cancelled',
        undefined,
        token,
      )
    ).body.data!;
    expect(expected.length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'New hires by start month' });
    expect(columnOf(table, 'Cancelled')).toEqual(expected.map((row) => String(row.cancelled)));
    expect(columnOf(table, 'Total')).toEqual(columnOf(table, 'Cancelled'));
    expect(screen.getByRole('img', { name: /New hires by start month/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New hires by start month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?report=hires-by-month');
    // States are picked in the filter bar too, kept in the address.
    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await userEvent.click(screen.getByRole('option', { name: 'Complete' }));
    await userEvent.keyboard('{Escape}');
    expect(new URLSearchParams(router.state.location.search).get('states')).toBe('pending,complete');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Tasks by assignee' }));
    expect(await screen.findByRole('table', { name: 'Tasks by assignee' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?report=tasks-by-assignee');
  });

  it('downloads the report shown as CSV with its filters', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/reports?report=hires-by-month&states=pending');
    await screen.findByRole('table', { name: 'New hires by start month' });
    const saved: Blob[] = [];
    // jsdom has no object URLs; the saved file is caught here instead.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    onTestFinished(() => click.mockRestore());
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 5000 });
    expect(downloads).toEqual([`onboarding-hires-by-month-${new Date().toISOString().slice(0, 10)}.csv`]);
    const lines = (await saved[0]!.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe('Start month,Pending,Onboarding,Complete,Cancelled,Total');
    // Only pending hires were counted.
    expect(lines.slice(1).every((line) => /^\d{4}-\d{2},(\d+),0,0,0,\1$/.test(line))).toBe(true);
  });

  it('offers no export to someone who may only view reports', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/reports', {
      isWithheld: (permission) => permission === 'onb.module.reports.report.export',
    });
    await screen.findByRole('table', { name: 'Tasks by task' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
