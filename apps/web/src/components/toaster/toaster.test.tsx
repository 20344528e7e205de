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

  it('shows a toast asked for before the toaster mounted (a page toasting as it first renders)', async () => {
    act(() => {
      toastSuccess('Email verified');
    });
    render(<Toaster />);
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
  });
});
