import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import { makeStore } from '../../../../app/store';
import { initialSessionState, type SessionState } from '../../../../lib/session-slice';
import { api, connectRealApi, DEMO_PASSWORD, renderScreen, waitForMail } from '../components/test-kit';
import SignInPage from './sign-in-page';

// Accounts only this file uses (other test files run against the same server at the same time).
const ADMIN = 'admin@example.com';
const EMPLOYEE = 'employee@example.com';
const SUPPORT = 'support@example.com';
const LOCKED_OUT = 'ben.carter@example.com';

const user: SessionUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactNumber: null,
  role: 'COMPANY_ADMIN',
  companyId: 'c1',
  companyName: 'Analytical Engines Ltd',
  allowedCompany: ['ONBOARDING', 'RECRUITMENT'],
  defaultCompany: 'ONBOARDING',
  timezone: 'Europe/London',
  avatarUrl: null,
  emailVerified: true,
  // The default company is Onboarding, so its module list decides the landing (not rct's).
  menuPermissions: {
    rct: { menu: ['jobs'], module: ['jobs'] },
    onb: { menu: ['new_hires', 'reports'], module: ['new_hires', 'reports'] },
  },
  permissions: [],
};

function renderSignIn(auth: Partial<SessionState> = {}, url = '/sign-in') {
  const store = makeStore({ auth: { ...initialSessionState, ...auth } } as never);
  const router = renderScreen(store, <SignInPage />, { path: '/sign-in', url });
  return { store, router };
}

const emailInput = () => screen.getByRole('textbox', { name: /^email/i });
const passwordInput = () => screen.getByLabelText(/^password/i, { selector: 'input' });
const rememberMe = () => screen.getByRole('checkbox', { name: 'Remember me' });
const loginButton = () => screen.getByRole('button', { name: 'Login' });

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInPage', () => {
  it('has the spec fields and links, marks required fields and sets the title', () => {
    renderSignIn();
    expect(document.title).toBe('Sign In | Atrium');
    expect(emailInput()).toBeRequired();
    expect(emailInput()).toHaveAttribute('autocomplete', 'email');
    expect(passwordInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(rememberMe()).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/sign-up');
    expect(loginButton()).toHaveAttribute('type', 'submit');
  });

  it('shows the required messages word for word when submitted empty, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { store } = renderSignIn();
    await userEvent.click(loginButton());
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    fetchSpy.mockRestore();
  });

  it('shows the invalid email and password length messages on leaving the fields', async () => {
    renderSignIn();
    await userEvent.type(emailInput(), 'ada@');
    await userEvent.type(passwordInput(), 'x');
    expect(await screen.findByText(MESSAGES.emailInvalidSignIn)).toBeVisible();
    await userEvent.tab();
    expect(await screen.findByText(MESSAGES.passwordMin(2))).toBeVisible();
    await userEvent.type(passwordInput(), 'a'.repeat(15));
    expect(await screen.findByText(MESSAGES.passwordMax(15))).toBeVisible();
  });

  it('shows and hides the password', async () => {
    renderSignIn();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('prefills the remembered email and ticks remember me', () => {
    renderSignIn({ rememberedEmail: 'ada@example.com' });
    expect(emailInput()).toHaveValue('ada@example.com');
    expect(rememberMe()).toBeChecked();
    expect(passwordInput()).toHaveValue('');
    expect(passwordInput()).toHaveFocus();
  });

  it('signs in with Enter, remembers the email only and lands on the first allowed module', async () => {
    const { store } = renderSignIn({}, '/sign-in?returnTo=%2Fcandidates');
    await userEvent.type(emailInput(), ' Admin@Example.com ');
    await userEvent.click(rememberMe());
    await userEvent.type(passwordInput(), `${DEMO_PASSWORD}{Enter}`);

    // The demo admin's default module is Recruitment, whose first module is its dashboard.
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    const auth = store.getState().auth;
    expect(auth).toMatchObject({ isAuthenticated: true, rememberedEmail: ADMIN });
    expect(auth.user?.email).toBe(ADMIN);
    expect(auth.accessToken).toEqual(expect.any(String));
    expect(JSON.stringify(auth)).not.toContain(DEMO_PASSWORD);
    expect(await screen.findByText('Sign in successfully!')).toBeVisible();
    // The token the server issued is a working one.
    const me = await api('GET', 'users/me', undefined, auth.accessToken ?? '');
    expect(me.status).toBe(200);
  });

  it('forgets a remembered email when remember me is unticked, and toasts the spec message', async () => {
    const { store } = renderSignIn({ rememberedEmail: EMPLOYEE });
    await userEvent.click(rememberMe());
    await userEvent.type(passwordInput(), DEMO_PASSWORD);
    await userEvent.click(loginButton());
    expect(await screen.findByText('Sign in successfully!')).toBeVisible();
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, rememberedEmail: null });
    expect(store.getState().auth.user?.email).toBe(EMPLOYEE);
  });

  it('toasts the server message on wrong credentials and clears the password', async () => {
    const { store } = renderSignIn();
    await userEvent.type(emailInput(), SUPPORT);
    await userEvent.type(passwordInput(), 'wrong-pass{Enter}');
    expect(await screen.findByText('Invalid email or password')).toBeVisible();
    expect(passwordInput()).toHaveValue('');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it('keeps the throttling message on the form and offers a sign-in link by mail', async () => {
    // Five failures from this address, then the server locks the account for it.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await api('PUT', 'auth/signin', {
        email: LOCKED_OUT,
        password: 'Wrong@2026',
        rememberMe: false,
      });
      expect(answer.status).toBe(401);
    }
    renderSignIn();
    await userEvent.type(emailInput(), LOCKED_OUT);
    await userEvent.type(passwordInput(), `${DEMO_PASSWORD}{Enter}`);
    const retry = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    await waitFor(() => expect(screen.getAllByText(retry)).toHaveLength(2));
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveTextContent(retry);

    // The owner need not wait: a one-time link to the mailbox lets them in.
    await userEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `If an account exists for ${LOCKED_OUT}, a sign-in link is on its way. It works once, within 15 minutes.`,
    );
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
    const mail = await waitForMail(LOCKED_OUT, (text) => text.includes('/sign-in-link?userId='));
    expect(mail).toContain('The link works once and expires in 15 minutes.');
  });

  it('sends someone already signed in to their landing page', async () => {
    renderSignIn({ isAuthenticated: true, user });
    expect(await screen.findByTestId('location')).toHaveTextContent('/onboarding/new-hires');
  });

  it('uses returnTo for a signed-in user without an allowed module', async () => {
    renderSignIn(
      { isAuthenticated: true, user: { ...user, menuPermissions: {} } },
      '/sign-in?returnTo=%2Fcandidates%3Fpage%3D2',
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/candidates?page=2');
  });
});
