import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import OneOnOneLogPage from './one-on-one-log-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/settings/one-on-one-log', element: <OneOnOneLogPage /> }];

describe('1-on-1 log', () => {
  it('shows HR every series with its counts, and no way into what was said', async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/settings/one-on-one-log');
    const summary = await screen.findByLabelText('1-on-1s at a glance');
    expect(within(summary).getByText('Active series')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '1-on-1 log' });
    const rows = await within(table).findAllByRole('row');
    // The demo company's ten series, a header row above them.
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(within(table).getAllByText(/Maya Lindqvist/).length).toBeGreaterThan(0);
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });
});
