import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import PerformanceSettingsPage from './performance-settings-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/settings', element: <PerformanceSettingsPage /> }];

describe('Performance settings hub', () => {
  it('offers the admin console’s people and company pages to a holder of only their Performance settings permissions', async () => {
    // The owner holds both; withholding every admin id leaves the Performance settings ones.
    await renderAs('admin@example.com', routes, '/performance/settings', {
      isWithheld: (permission) => permission.startsWith('sso.admin.'),
    });
    const company = await screen.findByRole('region', { name: 'People and company' });
    for (const title of ['People', 'Departments', 'Groups', 'Roles', 'User attributes', 'Company profile'])
      expect(within(company).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: /^People/ })).toHaveAttribute('href', '/admin/people');
  });

  it('shows an employee only what they may use, and no people and company section', async () => {
    await renderAs('employee@example.com', routes, '/performance/settings');
    expect(await screen.findByRole('heading', { name: '1-on-1s' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1-on-1 log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People and company' })).not.toBeInTheDocument();
    cleanup();
  });
});
