import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';

const renderTrail = (items: BreadcrumbItem[]) => {
  const router = createMemoryRouter([{ path: '*', element: <Breadcrumbs items={items} /> }]);
  render(<RouterProvider router={router} />);
};

describe('Breadcrumbs', () => {
  it('links earlier pages and marks the last item as the current page', () => {
    renderTrail([
      { label: 'Account' },
      { label: 'My profile', to: '/my-profile' },
      { label: 'Edit', to: '/x' },
    ]);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(trail).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(trail).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(trail).getByText('Edit')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without items', () => {
    renderTrail([]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
