import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../app/store';
import { api, connectRealApi, renderScreen, waitForMail } from '../components/test-kit';
import SignInLinkPage from './sign-in-link-page';

// An account only this file uses (other test files run against the same server at the same time).
const OWNER = 'isla.campbell@example.com';

function renderPage(url: string) {
  const store = makeStore();
  renderScreen(store, <SignInLinkPage />, { path: '/sign-in-link', url });
  return store;
}

/** Asks for a link through the API and answers the page address it mails (path and query). */
async function mailedLink(email: string): Promise<string> {
  const answer = await api('POST', 'auth/sign-in-link', { email });
  expect(answer.status).toBe(200);
  const text = await waitForMail(email, (mail) => mail.includes('/sign-in-link?userId='));
  const url = new URL(/https?:\/\/\S+\/sign-in-link\?\S+/.exec(text)![0]);
  return url.pathname + url.search;
}

beforeEach(() => {
  connectRealApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SignInLinkPage', () => {
  it('says a link without its code is incomplete, and links back to sign-in', () => {
    renderPage('/sign-in-link?userId=00000000-0000-4000-8000-000000000000');
    expect(document.title).toBe('Sign In With a Link | Atrium');
    expect(screen.getByRole('alert')).toHaveTextContent('This sign-in link is incomplete');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('signs in with the mailed link on a click, and the link works once', async () => {
    const link = await mailedLink(OWNER);
    const store = renderPage(link);
    // Nothing is spent until the person asks: a mail scanner opening the page signs nobody in.
    expect(store.getState().auth.isAuthenticated).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('location')).not.toHaveTextContent('/sign-in-link');
    const auth = store.getState().auth;
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.user?.email).toBe(OWNER);
    expect(await screen.findByText('Sign in successfully!')).toBeVisible();
    const me = await api('GET', 'users/me', undefined, auth.accessToken ?? '');
    expect(me.status).toBe(200);

    // The same link again, as if opened a second time.
    cleanup();
    const again = renderPage(link);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in with your link' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This sign-in link has already been used. Please request a new one.',
    );
    expect(again.getState().auth.isAuthenticated).toBe(false);
  });

  it('says why a link cannot be used', async () => {
    const store = renderPage('/sign-in-link?userId=00000000-0000-4000-8000-000000000000&code=not-a-code');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const form = screen.getByRole('form', { name: 'Sign in with your link' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent("This sign-in link can't be used");
    expect(alert).toHaveTextContent('This sign-in link is not valid. Please request a new one.');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});
