import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyDocument, SignatureRequest } from '@atrium/shared/schemas/onboarding/e-signature';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import { DocumentsToSignCard } from '../components/documents-to-sign-card';
import SigningPage from './signing-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/documents/:requestId', element: <SigningPage /> },
  { path: '/onboarding/my-tasks', element: <DocumentsToSignCard /> },
];

// The demo's Mei Tanaka signed her contract; it waits for her manager, Sophie Turner.
const COUNTER_SIGNER = 'sophie.turner@example.com';

describe('Signing a document', () => {
  it('lists the document on My tasks, asks for consent, and counter-signs with a typed signature', async () => {
    const session = await signInByApi(COUNTER_SIGNER);
    const mine = (await api<MyDocument[]>('GET', 'onboarding/e-signature/mine', undefined, session.authToken))
      .body.data!;
    const document = mine.find((item) => item.newHire.name === 'Mei Tanaka')!;
    expect(document).toMatchObject({ name: 'Employment contract', party: 'counter_signer' });

    await renderAs(COUNTER_SIGNER, routes, '/onboarding/my-tasks');
    const card = await screen.findByRole('region', { name: 'Documents to sign' });
    await userEvent.click(within(card).getByRole('link', { name: 'Counter-sign Employment contract' }));

    const form = await screen.findByRole('form', { name: 'Sign' });
    expect(screen.getByText('Waiting for your signature.')).toBeInTheDocument();
    // The hire's fields show what they filled in; the counter-signer's own are to fill.
    expect(screen.getByTestId('field-hire-name')).toHaveTextContent('Mei Tanaka');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign document' }));
    expect(await within(form).findByText('Draw or type your signature')).toBeInTheDocument();
    expect(within(form).getByText('Agree to sign electronically to continue')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Employer signature' }), 'Sophie Turner');
    expect(screen.getByTestId('field-manager-signature')).toHaveTextContent('Sophie Turner');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: /I agree to sign this document electronically/ }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Sign document' }));

    // Completing builds the signed PDF on the server: allow it a moment on a busy machine.
    expect(await screen.findByText('Completed', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download the signed Employment contract' }),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const signed = (
        await api<SignatureRequest>(
          'GET',
          `onboarding/e-signature/requests/${document.id}`,
          undefined,
          session.authToken,
        )
      ).body.data!;
      expect(signed.state).toBe('completed');
      expect(signed.counterSignerEvidence).toMatchObject({ name: 'Sophie Turner', email: COUNTER_SIGNER });
    });
  });
});
