import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { NewHire } from '@atrium/shared/schemas/onboarding/new-hires';
import type { Profile } from '@atrium/shared/schemas/onboarding/profile';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import {
  chooseOption,
  createHire,
  daysFromToday,
  pasteInto,
  renderAs,
  unique,
} from '../../onboarding-test-kit';
import NewHirePage from '../../new-hires/pages/new-hire-page';
import { ProfileForm } from './profile-form';

beforeAll(() => connectRealApi());

const hireRoutes = [{ path: '/onboarding/new-hires/:id', element: <NewHirePage /> }];

async function hireNamed(token: string, search: string) {
  const answer = await api<Paged<NewHire>>(
    'GET',
    `onboarding/new-hires?search=${encodeURIComponent(search)}`,
    undefined,
    token,
  );
  return answer.body.data!.items[0]!;
}

describe('ProfileForm', () => {
  it('shows the demo hire’s bank details masked on their page, revealed in full on request', async () => {
    const { token } = await signInByApi('admin@example.com').then((session) => ({
      token: session.authToken,
    }));
    const oskar = await hireNamed(token, 'Oskar');
    await renderAs('admin@example.com', hireRoutes, `/onboarding/new-hires/${oskar.id}`);
    const section = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(section).findByText(/Oskar Lindgren, Nationwide, •••• 6819/)).toBeInTheDocument();
    expect(within(section).queryByText(/31926819/)).toBeNull();
    const [revealBank] = within(section).getAllByRole('button', { name: 'Reveal' });
    await userEvent.click(revealBank!);
    expect(await within(section).findByText(/sort code 070116, account 31926819/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Hide' }));
    expect(within(section).queryByText(/31926819/)).toBeNull();
  });

  it('fills in a hire’s profile: required fields, a bank account checked by its kind, custom fields by type', async () => {
    const session = await signInByApi('admin@example.com');
    const hire = await createHire(session.authToken, {
      legalFirstName: 'Profile',
      legalLastName: unique('Tester'),
      personalEmail: `${unique('profile').replace(/\s+/g, '.')}@example.net`.toLowerCase(),
      startDate: daysFromToday(20),
    });
    await renderAs('admin@example.com', [{ path: '/p/:id', element: <ProfileRoute /> }], `/p/${hire.id}`);
    const form = await screen.findByRole('button', { name: 'Save profile' });

    // Required custom fields (the demo's T-shirt size, laptop and NI number) are named.
    await userEvent.click(form);
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);

    await pasteInto(screen.getByRole('textbox', { name: /^sort code/i }), '12');
    await pasteInto(screen.getByRole('textbox', { name: /^account holder/i }), 'Profile Tester');
    await pasteInto(screen.getByRole('textbox', { name: /^bank name/i }), 'Monzo');
    await pasteInto(screen.getByRole('textbox', { name: /^account number/i }), '12345678');
    await userEvent.click(form);
    expect(await screen.findByText('Enter a 6-digit sort code')).toBeInTheDocument();
    const sortCode = screen.getByRole('textbox', { name: /^sort code/i });
    await userEvent.clear(sortCode);
    await userEvent.paste('04-00-04');

    await chooseOption(screen.getByRole('combobox', { name: /^t-shirt size/i }), 'M');
    await chooseOption(screen.getByRole('combobox', { name: /^laptop preference/i }), /ThinkPad/);
    await pasteInto(screen.getByRole('textbox', { name: /^national insurance number/i }), 'QQ123456C');
    await userEvent.click(form);
    await waitFor(async () => {
      const saved = await api<Profile>(
        'GET',
        `onboarding/new-hires/${hire.id}/profile`,
        undefined,
        session.authToken,
      );
      expect(saved.body.data!.bankDetails?.accountMasked).toBe('•••• 5678');
    });
    const saved = (
      await api<Profile>('GET', `onboarding/new-hires/${hire.id}/profile`, undefined, session.authToken)
    ).body.data!;
    expect(saved.missingRequired).toEqual([]);
    expect(Object.values(saved.fieldValues)).toEqual(expect.arrayContaining(['M', '•••• 456C']));
    // Saved, the form shows the account masked and offers to change it.
    expect(await screen.findByText(/account •••• 5678/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change bank details' })).toBeInTheDocument();
  });
});

function ProfileRoute() {
  const { id = '' } = useParams();
  return <ProfileForm newHireId={id} />;
}
