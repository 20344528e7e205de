import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { describe, expect, it, vi } from 'vitest';
import { AccordionList } from './accordion-list';
import { AppStepper } from './app-stepper';
import { EmptyState } from './empty-state';
import { Modal } from './modal';

describe('EmptyState', () => {
  it('shows a decorative illustration, the title, description and action', async () => {
    const onCreate = vi.fn();
    const { container } = render(
      <EmptyState
        title="No jobs yet"
        description="Create a job to start receiving candidates."
        action={<Button onClick={onCreate}>Create job</Button>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No jobs yet');
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create job' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('is an alert when the list failed to load', () => {
    render(<EmptyState kind="error" title="Could not load candidates" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load candidates');
  });
});

describe('AccordionList', () => {
  const items = [
    { id: 'pay', title: 'Compensation', content: 'Salary band' },
    { id: 'loc', title: 'Location', content: 'Remote' },
  ];

  it('opens one section at a time when exclusive', async () => {
    render(<AccordionList items={items} isExclusive />);
    const pay = screen.getByRole('button', { name: 'Compensation' });
    const loc = screen.getByRole('button', { name: 'Location' });
    await userEvent.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Salary band')).toBeVisible();
    await userEvent.click(loc);
    expect(loc).toHaveAttribute('aria-expanded', 'true');
    expect(pay).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('AppStepper', () => {
  it('marks the current step and lets a person return to a finished one', async () => {
    const onStepClick = vi.fn();
    render(
      <AppStepper
        steps={[{ label: 'Details' }, { label: 'Team' }, { label: 'Review', caption: 'Optional' }]}
        activeStep={1}
        onStepClick={onStepClick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
    expect(screen.getByText('Optional')).toBeInTheDocument();
  });
});

describe('Modal', () => {
  it('is a titled dialog that closes by its button and Escape, but not while busy', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open title="Schedule interview" onClose={onClose}>
        Pick a time
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Schedule interview' })).toHaveTextContent('Pick a time');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <Modal open title="Schedule interview" onClose={onClose} isBusy>
        Pick a time
      </Modal>,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
