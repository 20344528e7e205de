import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import OneOnOneTemplatesPage from './one-on-one-templates-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/settings/one-on-ones', element: <OneOnOneTemplatesPage /> }];

describe('1-on-1 templates settings', () => {
  it('adds a template with one point per line and duplicates it', async () => {
    const name = `Skip-level ${Date.now().toString(36)}`;
    await renderAs('hr.admin@example.com', routes, '/performance/settings/one-on-ones');
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(within(list).getByText('Weekly check-in')).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add template' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), name);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Talking points/ }),
      'How is the team?{enter}What should I know?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add template' }));
    expect(await within(list).findByText(name)).toBeInTheDocument();
    expect(
      within(list).getByText('2 talking points: How is the team? · What should I know?'),
    ).toBeInTheDocument();
    await userEvent.click(await within(list).findByRole('button', { name: `Duplicate ${name}` }));
    expect(await within(list).findByText(`${name} (copy)`)).toBeInTheDocument();
  });

  it('saves the default cadence a new series starts with', async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/settings/one-on-ones');
    const form = await screen.findByRole('form', { name: '1-on-1 defaults' });
    const cadence = within(form).getByRole('combobox', { name: /Default cadence/ });
    // The fields wait, disabled, for the saved settings.
    await waitFor(() => expect(cadence).not.toHaveAttribute('aria-disabled', 'true'));
    expect(cadence).toHaveTextContent('Every week');
    const choose = async (label: string) => {
      await userEvent.click(cadence);
      await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: label }));
      await userEvent.click(within(form).getByRole('button', { name: 'Save defaults' }));
      expect(await screen.findByText('1-on-1 settings saved')).toBeInTheDocument();
    };
    await choose('Every two weeks');
    // Put back, for the other tests sharing the demo company.
    await choose('Every week');
    expect(cadence).toHaveTextContent('Every week');
  });

  it('shows an employee the templates without the buttons to change them', async () => {
    await renderAs('employee@example.com', routes, '/performance/settings/one-on-ones');
    const list = await screen.findByRole('list', { name: 'Templates' });
    expect(screen.queryByRole('form', { name: '1-on-1 defaults' })).toBeNull();
    expect(screen.queryByRole('link', { name: '1-on-1 log' })).toBeNull();
    expect(within(list).getByText('Career conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
    expect(within(list).queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
