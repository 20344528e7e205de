import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FilterField } from '../filters/filter-types';
import type { ListQueryState } from './list-query';
import { useUrlListQueryState } from './use-url-list-query-state';

const fields: FilterField[] = [
  { type: 'select', name: 'status', label: 'Status', options: [{ _id: 'open', label: 'Open' }] },
];

let latest: { query: ListQueryState; setQuery: (next: ListQueryState) => void };

function Probe() {
  const state = useUrlListQueryState({ filterFields: fields });
  latest = state;
  return <output>{JSON.stringify(state.params)}</output>;
}

describe('useUrlListQueryState', () => {
  it('reads the address, writes changes to it, and Back restores the previous list', async () => {
    const router = createMemoryRouter([{ path: '/people', element: <Probe /> }], {
      initialEntries: ['/people?page=2&f.status=%22open%22'],
    });
    render(<RouterProvider router={router} />);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      status: 'open',
      page: 2,
      limit: 10,
    });

    await act(() => latest.setQuery({ ...latest.query, page: 3, search: 'ada' }));
    expect(router.state.location.search).toBe('?page=3&f.status=%22open%22&q=ada');
    expect(JSON.parse(screen.getByRole('status').textContent!)).toMatchObject({ page: 3, search: 'ada' });

    await act(() => router.navigate(-1));
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      status: 'open',
      page: 2,
      limit: 10,
    });
  });
});
