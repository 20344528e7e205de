import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import UpdateSettingsPage from './update-settings-page';
import UpdatesLogPage from './updates-log-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/settings/updates', element: <UpdateSettingsPage /> },
  { path: '/performance/settings/updates-log', element: <UpdatesLogPage /> },
];

describe('Updates settings and log', () => {
  it("changes the company's questions, naming what is wrong first", async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/settings/updates');
    const form = await screen.findByRole('form', { name: 'Updates settings' });
    const questions = await within(form).findByRole('textbox', { name: /Questions/ });
    expect(questions).toHaveValue(
      [
        'What went well since your last update?',
        'What is getting in your way?',
        'Is there anything you would like to discuss with your manager?',
      ].join('\n'),
    );
    await userEvent.clear(questions);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Add at least one question')).toBeInTheDocument();
    await userEvent.click(questions);
    await userEvent.paste('What went well?\nWhat got in your way?');
    expect(within(form).getByRole('switch', { name: 'Remind on the due day' })).toBeChecked();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updates settings saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Updates log' })).toHaveAttribute(
      'href',
      '/performance/settings/updates-log',
    );
  });

  it('logs who shared and was reviewed for a period, without what they wrote', async () => {
    await renderAs('admin@example.com', routes, '/performance/settings/updates-log');
    const table = await screen.findByRole('table', { name: 'Updates log' });
    expect(
      await within(table).findByRole('row', { name: /^Priya Sharma .*Maya Lindqvist$/ }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Sentiment' })).toBeNull();
  });
});
