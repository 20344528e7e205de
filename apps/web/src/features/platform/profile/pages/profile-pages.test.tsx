import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@atrium/shared/schemas/platform/profile';
import { makeStore } from '../../../../app/store';
import { initialSessionState } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { profileApi } from '../api/profile-api';
import EmailVerificationPage from './email-verification-page';
import EmailVerificationSuccessPage from './email-verification-success-page';
import MyProfilePage from './my-profile-page';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: 'ada@engines.example',
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactNumber: null,
  timezone: 'Europe/London',
  avatarUrl: null,
  companyName: 'Analytical Engines Ltd',
  role: 'COMPANY_ADMIN',
};

/** A real store, signed in or not, whose cache may already hold the profile (no network in tests). */
async function renderAt(
  path: string,
  element: React.ReactNode,
  { isSignedIn = false, withProfile = false } = {},
) {
  const store = makeStore({ auth: { ...initialSessionState, isAuthenticated: isSignedIn } } as never);
  if (withProfile) await store.dispatch(profileApi.util.upsertQueryData('myProfile', undefined, profile));
  return renderRoutes(store, [{ path: path.split('?')[0], element }], path);
}

describe('MyProfilePage', () => {
  it('shows the profile with its email state, the edit button and the change-password link', async () => {
    await renderAt('/my-profile', <MyProfilePage />, { isSignedIn: true, withProfile: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getAllByText('Company admin · Analytical Engines Ltd')).toHaveLength(1);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/waiting for verification/)).toHaveTextContent('ada@engines.example');
    expect(screen.getByText('Not added')).toBeInTheDocument();
    expect(screen.getByText(/Europe\/London/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/my-profile/edit');
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    expect(document.title).toBe('My profile | Atrium');
  });
});

describe('EmailVerificationPage', () => {
  it('explains an incomplete link without calling the server', async () => {
    await renderAt('/email-verification?userId=u1', <EmailVerificationPage />);
    expect(await screen.findByRole('heading', { name: "We couldn't verify your email" })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link is incomplete.');
    expect(screen.getByRole('link', { name: 'Sign in to request a new link' })).toHaveAttribute(
      'href',
      '/my-profile/edit',
    );
    expect(document.title).toBe('Verify your email | Atrium');
  });
});

describe('EmailVerificationSuccessPage', () => {
  it('leads a signed-in person to the profile', async () => {
    await renderAt('/email-verification/success', <EmailVerificationSuccessPage />, { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/my-profile');
    expect(document.title).toBe('Email verified | Atrium');
  });

  it('leads a signed-out person to sign-in', async () => {
    await renderAt('/email-verification/success', <EmailVerificationSuccessPage />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });
});
