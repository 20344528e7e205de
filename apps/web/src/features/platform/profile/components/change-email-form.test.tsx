import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../../components/toaster/toaster';
import { describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm, type ChangeEmailFormProps } from './change-email-form';

const profile = { email: 'ada@example.com', emailVerified: true, pendingEmail: null };

const renderForm = (props: Partial<ChangeEmailFormProps> = {}) =>
  render(
    <>
      <ChangeEmailForm profile={profile} onSubmit={vi.fn(async () => ({ message: '' }))} {...props} />
      <Toaster />
    </>,
  );

describe('ChangeEmailForm', () => {
  it('shows the current address with its state', () => {
    renderForm({ profile: { ...profile, emailVerified: false } });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it("refuses a malformed address with the spec's message", async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText(/New email address/), 'ada@');
    await userEvent.tab();
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the address already in use', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText(/New email address/), 'ADA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText('This is already your email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the link, says where it went and what to do next', async () => {
    const onSubmit = vi.fn(async () => ({ message: '' }));
    renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText(/New email address/), 'Grace@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send verification link' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'grace@example.com' }));
    expect(await screen.findByText('Email sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to/)).toHaveTextContent(
      'We sent a verification link to grace@example.com. Open that email and follow its link',
    );
    expect(screen.getByLabelText(/New email address/)).toHaveValue('');
  });
});
