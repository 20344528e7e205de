import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTemplate } from '@atrium/shared/schemas/onboarding/email';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import EmailTemplatesPage from './email-templates-page';

beforeAll(() => connectRealApi());
// The demo leaves every mail at its default; put the feedback one back for whoever reads it next.
afterAll(async () => {
  const { authToken } = await signInByApi('admin@example.com');
  await api('POST', 'onboarding/settings/email/reset', { key: 'feedback_request' }, authToken);
});

const routes = [{ path: '/onboarding/settings/email', element: <EmailTemplatesPage /> }];

describe('Onboarding email templates', () => {
  it('edits a mail’s subject, refuses a token it cannot fill, previews and resets it', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/settings/email');
    const card = await screen.findByRole('region', { name: 'Feedback request' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Feedback request' }));
    const dialog = await screen.findByRole('dialog');
    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Tell us, {{{{RECIPIENT_FIRST_NAME}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/cannot use \{\{RECIPIENT_FIRST_NAME\}\}/)).toBeInTheDocument();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Tell us, {{{{NEW_HIRE_FIRST_NAME}}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Subject: Tell us, Grace')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = (await api<EmailTemplate[]>('GET', 'onboarding/settings/email', undefined, token)).body
      .data!;
    expect(saved.find((template) => template.key === 'feedback_request')).toMatchObject({
      subject: 'Tell us, {{NEW_HIRE_FIRST_NAME}}',
      isDefault: false,
    });

    await userEvent.click(
      await within(card).findByRole('button', { name: 'Reset Feedback request to the default' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(within(card).queryByText('Edited')).not.toBeInTheDocument());
  });

  it('is refused to someone without the setting', async () => {
    await renderAs('employee@example.com', routes, '/onboarding/settings/email');
    expect((await screen.findAllByText(/Your role does not include it/))[0]).toBeInTheDocument();
  });
});
