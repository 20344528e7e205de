import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { makeStore } from '../../../../app/store';
import { initialSessionState, rememberEmail, signedIn } from '../../../../lib/session-slice';
import { api, connectRealApi, DEMO_PASSWORD, renderScreen, signInByApi } from '../components/test-kit';
import ChangePasswordPage from './change-password-page';

// Accounts only this file uses (other test files run against the same server at the same time, and
// sign in as the demo accounts of the README). Only the success test changes a password: NIAMH's.
const NIAMH = 'niamh.byrne@example.com';
const SUPERADMIN = 'superadmin@example.com';

/** Renders the page for someone signed in through the real API. */
async function renderPage(email = SUPERADMIN) {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi(email)));
  store.dispatch(rememberEmail(email));
  renderScreen(store, <ChangePasswordPage />, { path: '/change-password' });
  return store;
}
const oldPassword = () => screen.getByLabelText(/^current password/i, { selector: 'input' });
const newPassword = () => screen.getByLabelText(/^new password/i, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^confirm new password/i, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Change password' });

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChangePasswordPage', () => {
  it('sets the title, links to my profile and uses the autocomplete hints', async () => {
    await renderPage();
    expect(document.title).toBe('Change Password | Atrium');
    expect(screen.getAllByRole('link', { name: /my profile|cancel/i })[0]).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(oldPassword()).toHaveAttribute('autocomplete', 'current-password');
    expect(newPassword()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toBeRequired();
  });

  it('shows the spec messages word for word, without calling the server', async () => {
    await renderPage();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(submit());
    expect(await screen.findByText(MESSAGES.currentPasswordRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.newPasswordRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeVisible();

    // A special character outside @$!%*?& does not count here (spec section 5).
    await userEvent.type(newPassword(), 'Lovelace#1843');
    expect(await screen.findByText(MESSAGES.changePasswordPattern)).toBeVisible();
    await userEvent.clear(newPassword());
    await userEvent.type(newPassword(), 'Lovelace@1843');
    await userEvent.type(confirmPassword(), 'Lovelace@1844');
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.passwordsMustMatch)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('changes the password, then signs out (keeping the remembered email) and goes to sign-in', async () => {
    const store = await renderPage(NIAMH);
    const token = store.getState().auth.accessToken ?? '';
    await userEvent.type(oldPassword(), DEMO_PASSWORD);
    await userEvent.type(newPassword(), 'Lovelace@1843');
    await userEvent.type(confirmPassword(), 'Lovelace@1843{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/sign-in$/);
    expect(await screen.findByText('Password change successfully!')).toBeVisible();
    expect(store.getState().auth).toEqual({
      ...initialSessionState,
      rememberedEmail: NIAMH,
      hasSignedOut: true,
    });
    // The server took the new password and dropped the old one.
    const withNew = await api('PUT', 'auth/signin', {
      email: NIAMH,
      password: 'Lovelace@1843',
      rememberMe: false,
    });
    expect(withNew.status).toBe(200);
    const withOld = await api('PUT', 'auth/signin', {
      email: NIAMH,
      password: DEMO_PASSWORD,
      rememberMe: false,
    });
    expect(withOld.status).toBe(401);
    // The old session no longer works.
    expect((await api('GET', 'users/me', undefined, token)).status).toBe(401);
  });

  it('puts the server field errors on the fields and stays signed in', async () => {
    const store = await renderPage();
    await userEvent.type(oldPassword(), 'Wrong@2026');
    await userEvent.type(newPassword(), 'Lovelace@1843');
    await userEvent.type(confirmPassword(), 'Lovelace@1843');
    await userEvent.click(submit());
    expect(
      await screen.findByText('Current password is incorrect', { selector: '.MuiFormHelperText-root' }),
    ).toBeVisible();
    expect(oldPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(oldPassword()).toHaveFocus();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    // The password stayed as it was.
    await expect(signInByApi(SUPERADMIN)).resolves.toMatchObject({ user: { email: SUPERADMIN } });
  });
});
