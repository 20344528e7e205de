import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { makeStore } from '../../../../app/store';
import { api, connectRealApi, renderScreen, requestResetLink } from '../components/test-kit';
import ResetPasswordPage from './reset-password-page';

// An account only this file uses (other test files run against the same server at the same time).
const MANAGER = 'raj.kapoor@example.com';
const BROKEN_LINK = `/reset-password?userId=${encodeURIComponent(MANAGER)}&code=not-a-real-code`;

const renderPage = (url = BROKEN_LINK) =>
  renderScreen(makeStore(), <ResetPasswordPage />, { path: '/reset-password', url });
const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^confirm new password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Reset password' });

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('sets the title, names the account and links back to sign-in', () => {
    renderPage();
    expect(document.title).toBe('Reset Password | Atrium');
    expect(screen.getByText(MANAGER)).toBeVisible();
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the spec messages word for word, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.click(submit());
    expect(await screen.findByText(MESSAGES.passwordRequired)).toBeVisible();

    await userEvent.type(newPassword(), 'weakpass');
    expect(await screen.findByText(MESSAGES.resetPasswordPattern)).toBeVisible();

    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Strong#Pass12345');
    expect(await screen.findByText(MESSAGES.passwordMax(15))).toBeVisible();

    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Strong#Pass1');
    await userEvent.type(confirmPassword(), 'Strong#Pass2');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.resetPasswordMismatch)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('ticks the password rules as they are met', async () => {
    renderPage();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(rules).toHaveTextContent('An uppercase letter (not met)');
    await userEvent.type(newPassword(), 'A');
    expect(rules).toHaveTextContent('An uppercase letter (met)');
    expect(rules).toHaveTextContent('8–15 characters (not met)');
  });

  it('resets the password with the code of the mailed link and goes to sign-in', async () => {
    const link = await requestResetLink(MANAGER);
    renderPage(link);
    await userEvent.type(newPassword(), 'Strong#Pass1');
    await userEvent.type(confirmPassword(), 'Strong#Pass1{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(await screen.findByText('Password reset successfully!')).toBeVisible();
    // The new password now works, and the link cannot be used twice.
    const signIn = await api('PUT', 'auth/signin', {
      email: MANAGER,
      password: 'Strong#Pass1',
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    const code = new URL(link, window.location.origin).searchParams.get('code');
    const again = await api('POST', 'auth/confirm-forgot-password', {
      email: MANAGER,
      code,
      password: 'Strong#Pass2',
    });
    expect(again.status).not.toBe(200);
  });

  it('explains a link that cannot be used and offers a new one', async () => {
    // No link was ever sent to this address, so its code cannot be valid.
    renderPage('/reset-password?userId=no.link%40example.test&code=not-a-real-code');
    await userEvent.type(newPassword(), 'Strong#Pass1');
    await userEvent.type(confirmPassword(), 'Strong#Pass1{Enter}');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('form', { name: 'Reset password' })).toHaveTextContent(
      'This reset link is not valid. Please request a new one.',
    );
  });

  it('puts a refused password under its field', async () => {
    renderPage(await requestResetLink(MANAGER));
    await userEvent.type(newPassword(), 'P@ssw0rd');
    await userEvent.type(confirmPassword(), 'P@ssw0rd{Enter}');
    expect(
      await screen.findByText(MESSAGES.commonPassword, { selector: '.MuiFormHelperText-root' }),
    ).toBeVisible();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('says a link without its code cannot work and offers a new one', () => {
    renderPage(`/reset-password?userId=${encodeURIComponent(MANAGER)}`);
    expect(screen.getByText('This reset link is incomplete')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
