import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toastError, toastSuccess } from '../../lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('loads with the first toast and shows it, and every later one', async () => {
    render(<Toaster />);
    expect(document.querySelector('.notistack-SnackbarContainer')).toBeNull();
    act(() => {
      toastSuccess('Saved the job');
    });
    expect(await screen.findByText('Saved the job')).toBeInTheDocument();
    act(() => {
      toastError(new Error('offline'), 'Something went wrong');
    });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('drops toasts asked for while no toaster is on the page, rather than showing them on the next', async () => {
    const first = render(<Toaster />);
    first.unmount();
    act(() => {
      toastSuccess('Belongs to a page that is gone');
    });
    render(<Toaster />);
    act(() => {
      toastSuccess('Fresh news');
    });
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(screen.queryByText('Belongs to a page that is gone')).toBeNull();
  });
});
