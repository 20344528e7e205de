import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { makeStore } from '../../../../app/store';
import { api, connectRealApi, renderScreen, signUpCompany } from '../components/test-kit';
import SetNewPasswordPage from './set-new-password-page';

const pageUrl = (email: string) => `/set-new-password?userId=${encodeURIComponent(email)}`;
const renderPage = (url = pageUrl('grace@example.com')) =>
  renderScreen(makeStore(), <SetNewPasswordPage />, { path: '/set-new-password', url });
const temporaryPassword = () => screen.getByLabelText(/^temporary password/i, { selector: 'input' });
const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^confirm new password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Set password' });

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SetNewPasswordPage', () => {
  it('sets the title and links back to sign-in', () => {
    renderPage();
    expect(document.title).toBe('Set New Password | Atrium');
    expect(temporaryPassword()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the spec messages word for word, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.click(submit());
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeVisible();

    await userEvent.type(newPassword(), 'alllowercase1!');
    expect(await screen.findByText(MESSAGES.resetPasswordPattern)).toBeVisible();
    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Grace#Hopper1');
    await userEvent.type(confirmPassword(), 'Grace#Hopper2');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.resetPasswordMismatch)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('re-checks the confirmation when the new password changes', async () => {
    renderPage();
    await userEvent.type(newPassword(), 'Grace#Hopper1');
    await userEvent.type(confirmPassword(), 'Grace#Hopper');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.resetPasswordMismatch)).toBeVisible();
    await userEvent.type(newPassword(), '{Backspace}');
    expect(screen.queryByText(MESSAGES.resetPasswordMismatch)).not.toBeInTheDocument();
  });

  it('sets the password with the mailed temporary one and goes to sign-in', async () => {
    const { email, tempPassword } = await signUpCompany('set.new.password');
    renderPage(pageUrl(email));
    await userEvent.type(temporaryPassword(), tempPassword);
    await userEvent.type(newPassword(), 'Grace#Hopper1');
    await userEvent.type(confirmPassword(), 'Grace#Hopper1{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(await screen.findByText('New password set successfully!')).toBeVisible();
    // The new password now signs in.
    const signIn = await api('PUT', 'auth/signin', { email, password: 'Grace#Hopper1', rememberMe: false });
    expect(signIn.status).toBe(200);
  });

  it('shows a wrong temporary password under its field', async () => {
    const { email } = await signUpCompany('wrong.temp.password');
    const wrong =
      'The temporary password is wrong or has expired. Use the one from your latest invitation email.';
    renderPage(pageUrl(email));
    await userEvent.type(temporaryPassword(), 'nope');
    await userEvent.type(newPassword(), 'Grace#Hopper1');
    await userEvent.type(confirmPassword(), 'Grace#Hopper1{Enter}');
    expect(await screen.findByText(wrong, { selector: '.MuiFormHelperText-root' })).toBeVisible();
    expect(temporaryPassword()).toHaveAttribute('aria-invalid', 'true');
    const signIn = await api('PUT', 'auth/signin', { email, password: 'Grace#Hopper1', rememberMe: false });
    expect(signIn.status).toBe(401);
  });

  it('explains a link without its userId', () => {
    renderPage('/set-new-password');
    expect(screen.getByText('This link is incomplete')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
