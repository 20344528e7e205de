import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState('');
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete job</button>
      <ConfirmDialog
        open={open}
        title="Delete this job?"
        message="Its pipeline and candidates' history will be removed."
        confirmLabel="Delete"
        isDestructive
        onConfirm={async () => {
          await onConfirm();
          setLog('deleted');
          setOpen(false);
        }}
        onCancel={() => {
          setLog('cancelled');
          setOpen(false);
        }}
      />
      <output>{log}</output>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with title and message, starts on Cancel, and Escape cancels', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveAccessibleDescription("Its pipeline and candidates' history will be removed.");
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-colorError');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('cancelled');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, ignores Escape meanwhile, and closes once it is done', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('deleted');
  });

  it('stays open and usable when the action fails', async () => {
    const onConfirm = vi.fn(async () => {
      throw new Error('server down');
    });
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
