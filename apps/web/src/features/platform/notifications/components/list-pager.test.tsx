import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPager } from './list-pager';

describe('ListPager', () => {
  it("reads 'Showing {page} of {totalPages}' and moves a page at a time", async () => {
    const onPageChange = vi.fn();
    render(<ListPager page={2} totalPages={5} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 2 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<ListPager page={1} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<ListPager page={3} totalPages={3} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('never shows "of 0"', () => {
    render(<ListPager page={1} totalPages={0} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
  });
});
