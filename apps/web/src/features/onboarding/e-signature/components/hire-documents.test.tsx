import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { chooseOption, createHire, daysFromToday, renderAs, unique } from '../../onboarding-test-kit';
import { HireDocuments } from './hire-documents';

beforeAll(() => connectRealApi());

describe('A hire’s documents', () => {
  it('shows the contract their plan got, cancels it after asking, and sends it again', async () => {
    const { authToken } = await signInByApi('admin@example.com');
    const last = unique('Curie').replace(/\s+/g, '');
    const hire = await createHire(authToken, {
      legalFirstName: 'Irène',
      legalLastName: last,
      personalEmail: `irene.${last.toLowerCase()}@example.net`,
      startDate: daysFromToday(25),
    });
    await renderAs(
      'admin@example.com',
      [{ path: '/hire', element: <HireDocuments hireId={hire.id} /> }],
      '/hire',
    );

    // The demo's contract template has no criteria: every new hire gets it with their plan.
    const list = await screen.findByRole('list', { name: 'Documents sent for signature' });
    const row = (await within(list).findByRole('link', { name: 'Employment contract' })).closest('li')!;
    expect(row).toHaveTextContent('Waiting for signature');

    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel document' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel document' }));
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Cancel' })).toBeNull();

    // Found once the confirmation has closed (it hides the page while it closes).
    await userEvent.click(await screen.findByRole('button', { name: 'Send for signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for signature' });
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Template' }), 'Employment contract');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    // Other tests' templates without criteria may reach this hire too: count the contract's rows.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Documents sent for signature' })).getAllByRole('link', {
          name: 'Employment contract',
        }),
      ).toHaveLength(2),
    );
  });
});
