import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../utils/build-navigation';
import { ModuleSwitcher } from './module-switcher';

const { modules } = buildNavigation(
  {
    rct: { menu: ['dashboard'], module: ['dashboard'] },
    onb: { menu: ['new_hires'], module: ['new_hires'] },
  },
  {
    implementedPaths: new Set(['/dashboard', '/onboarding/new-hires']),
    // What the new hires page loads, so its menu item opens.
    permissions: ['onb.module.new_hires.new_hire.view'],
  },
);

const renderSwitcher = (shown = modules) => {
  const router = createMemoryRouter(
    [{ path: '*', element: <ModuleSwitcher modules={shown} current={shown[0]} /> }],
    { initialEntries: ['/dashboard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('ModuleSwitcher', () => {
  it('opens a module at its first page the user may open', async () => {
    const user = userEvent.setup();
    const router = renderSwitcher();
    await user.click(screen.getByRole('button', { name: 'Module: Recruiting. Switch module' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Recruiting', 'Onboarding']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Onboarding' }));
    expect(router.state.location.pathname).toBe('/onboarding/new-hires');
  });

  it('shows a single module as a title, with nothing to switch', () => {
    renderSwitcher(modules.slice(0, 1));
    expect(screen.getByText('Recruiting')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
