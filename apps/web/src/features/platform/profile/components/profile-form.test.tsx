import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@atrium/shared/schemas/platform/profile';
import { makeStore } from '../../../../app/store';
import { renderRoutes } from '../../../../test/render-routes';
import { ProfileForm, type ProfileFormProps } from './profile-form';

const profile: Profile = {
  id: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  pendingEmail: null,
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactNumber: null,
  timezone: 'Europe/London',
  avatarUrl: null,
  companyName: 'Analytical Engines Ltd',
  role: 'COMPANY_ADMIN',
};

// No pause between keystrokes: these forms are heavy under jsdom, and timing is not under test.
const userEvent = userEventLib.setup({ delay: null });

function renderForm(overrides: Partial<ProfileFormProps> = {}) {
  const props: ProfileFormProps = {
    profile,
    onSubmit: vi.fn(async () => ({ message: 'Profile saved!' })),
    onSaved: vi.fn(),
    onCancel: vi.fn(),
    ...overrides,
  };
  const router = renderRoutes(
    makeStore(),
    [
      {
        path: '/my-profile/edit',
        element: <ProfileForm {...props} onCancel={() => void router.navigate('/my-profile')} />,
      },
      { path: '/my-profile', element: <p>Profile page</p> },
    ],
    '/my-profile/edit',
  );
  return { props, router };
}

describe('ProfileForm', () => {
  it('shows the required message under an emptied name once the field is left', async () => {
    renderForm();
    const firstName = screen.getByLabelText(/First name/);
    await userEvent.clear(firstName);
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows 'Invalid phone number.' on blur, and clears it once the phone is emptied", async () => {
    renderForm();
    const phone = screen.getByLabelText(/Phone number/);
    expect(phone).toHaveAttribute('placeholder', 'Enter phone number');
    await userEvent.type(phone, '12');
    expect(screen.queryByText('Invalid phone number.')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByText('Invalid phone number.')).toBeInTheDocument();
    await userEvent.clear(phone);
    await waitFor(() => expect(screen.queryByText('Invalid phone number.')).not.toBeInTheDocument());
  });

  it('saves without a phone number, toasts the server message and reports success', async () => {
    const { props } = renderForm();
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.type(screen.getByLabelText(/Last name/), 'Byron');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    expect(props.onSubmit).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Byron',
      contactNumber: null,
      timezone: 'Europe/London',
      avatarUrl: null,
    });
    expect(await screen.findByText('Profile saved!')).toBeInTheDocument();
  });

  it("puts the server's field errors under the fields and toasts its message", async () => {
    const onSubmit = vi.fn(async () => {
      throw {
        status: 400,
        data: {
          message: 'Check the highlighted fields',
          code: 'VALIDATION',
          errors: [{ path: 'lastName', message: 'Name is too long' }],
        },
      };
    });
    const { props } = renderForm({ onSubmit });
    await userEvent.type(screen.getByLabelText(/Last name/), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is too long')).toBeInTheDocument();
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(props.onSaved).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByLabelText(/First name/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/my-profile/edit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  });

  it('leaves without asking when nothing changed', async () => {
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
