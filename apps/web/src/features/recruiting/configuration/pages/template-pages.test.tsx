import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import EmailTemplatePage from './email-template-page';
import EmailTemplatesPage from './email-templates-page';
import OfferTemplatesPage from './offer-templates-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  { path: '/configuration/email-templates', element: <EmailTemplatesPage /> },
  { path: '/configuration/email-templates/create-email-template', element: <EmailTemplatePage /> },
  { path: '/configuration/offer-templates', element: <OfferTemplatesPage /> },
];

async function renderAt(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  return renderRoutes(store, ROUTES, url);
}

describe('Email templates', () => {
  it('lists templates by type with the default marked, and writes a new one with tokens and a live preview', async () => {
    const router = await renderAt('/configuration/email-templates');
    const confirmations = await screen.findByRole('region', { name: 'Application confirmation' });
    const received = (await within(confirmations).findByText('Application received')).closest('li')!;
    expect(within(received).getByText('Default')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('region', { name: 'General' })).getByRole('link', { name: 'Add' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?action=add&type=general'));
    const form = await screen.findByRole('form', { name: 'Email template' });
    const name = `Checking in ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText(/^template name/i), name);
    await userEvent.type(within(form).getByLabelText(/^subject/i), 'Hello ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Candidate first name to the subject' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Hello Grace')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Job name to the message' }));
    expect(within(preview).getByText('Senior Backend Engineer')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^subject/i), ' {{{{SALARY}}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByText('Unknown token {{SALARY}}')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^subject/i));
    await userEvent.type(within(form).getByLabelText(/^subject/i), 'Checking in');
    await userEvent.click(within(form).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/email-templates'));
    expect(
      await within(await screen.findByRole('region', { name: 'General' })).findByText(name),
    ).toBeInTheDocument();
  });
});

describe('Offer templates', () => {
  it('lists the demo offer letter and adds one after a missing name is refused', async () => {
    await renderAt('/configuration/offer-templates');
    expect(await screen.findByText('Standard offer letter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New offer template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New offer template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Salary to the letter' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    const name = `Contractor offer ${Date.now()}`;
    await userEvent.type(within(dialog).getByLabelText(/^template name/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New offer template' })).toBeNull());
    expect(await screen.findByText(name)).toBeInTheDocument();
  });
});
