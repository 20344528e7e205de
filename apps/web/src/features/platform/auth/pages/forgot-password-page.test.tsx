import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { makeStore } from '../../../../app/store';
import { api, connectRealApi, renderScreen, waitForMail } from '../components/test-kit';
import ForgotPasswordPage from './forgot-password-page';

// An account only this file uses (other test files run against the same server at the same time).
const HR_ADMIN = 'hr.admin@example.com';

const renderPage = () => renderScreen(makeStore(), <ForgotPasswordPage />, { path: '/forgot-password' });
const emailInput = () => screen.getByRole('textbox', { name: /^email/i });
const sendButton = () => screen.getByRole('button', { name: 'Send link' });
const CONFIRMATION = /If an account exists for that address, a reset link is on its way/;

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('sets the title and links back to sign-in', () => {
    renderPage();
    expect(document.title).toBe('Forgot Password | Atrium');
    expect(emailInput()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('shows the spec messages word for word, without calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    await userEvent.click(sendButton());
    expect(await screen.findByText(MESSAGES.emailRequired)).toBeVisible();
    await userEvent.type(emailInput(), 'not-an-email');
    expect(await screen.findByText(MESSAGES.emailInvalid)).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('sends the link, toasts, resets the form and confirms without saying whether the account exists', async () => {
    renderPage();
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
    await userEvent.type(emailInput(), 'HR.Admin@Example.com{Enter}');
    expect(await screen.findByText('Email sent successfully!')).toBeVisible();
    expect(screen.getByText(CONFIRMATION)).toBeVisible();
    expect(emailInput()).toHaveValue('');
    // The address was normalised: the reset mail reached the account.
    const mail = await waitForMail(HR_ADMIN, (text) => text.includes('/reset-password?'));
    expect(mail).toContain(`userId=${encodeURIComponent(HR_ADMIN)}`);
  });

  it('gives an unknown address the same confirmation', async () => {
    renderPage();
    await userEvent.type(emailInput(), `nobody.${Date.now()}@example.test{Enter}`);
    expect(await screen.findByText('Email sent successfully!')).toBeVisible();
    expect(screen.getByText(CONFIRMATION)).toBeVisible();
  });

  it('toasts the server message on failure and keeps the address', async () => {
    // An address nobody else uses: five requests, then the server throttles it.
    const email = `forgot.throttled.${Date.now()}@example.test`;
    for (let request = 0; request < 5; request += 1) {
      expect((await api('POST', 'auth/forgot-password', { email })).status).toBe(200);
    }
    const refused = await api('POST', 'auth/forgot-password', { email });
    expect(refused.status).toBe(429);
    renderPage();
    await userEvent.type(emailInput(), email);
    await userEvent.click(sendButton());
    expect(await screen.findByText(refused.body.message)).toBeVisible();
    expect(emailInput()).toHaveValue(email);
    expect(screen.queryByText(CONFIRMATION)).not.toBeInTheDocument();
  });
});
