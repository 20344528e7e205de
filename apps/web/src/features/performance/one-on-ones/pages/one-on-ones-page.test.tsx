import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import OneOnOnePage from './one-on-one-page';
import OneOnOnesPage from './one-on-ones-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/one-on-ones', element: <OneOnOnesPage /> },
  { path: '/performance/one-on-ones/:id', element: <OneOnOnePage /> },
];
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

describe('1-on-1s', () => {
  it("shares the agenda with the report, and keeps the manager's private note to her", async () => {
    const point = unique('Promotion criteria');
    const secret = unique('Ready for a bigger project');
    const manager = await renderAs('manager@example.com', routes, '/performance/one-on-ones');
    const table = await screen.findByRole('table', { name: '1-on-1s' });
    await userEvent.click(await within(table).findByRole('link', { name: 'Ethan Brooks' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '1-on-1 with Ethan Brooks' }),
    ).toBeInTheDocument();
    const agenda = await screen.findByRole('list', { name: 'Agenda' });
    expect(within(agenda).getByText(/carried over/)).toBeInTheDocument();
    // Pasted rather than typed: the suite runs two files at a time beside one server.
    await userEvent.click(screen.getByRole('textbox', { name: 'Add a talking point' }));
    await userEvent.paste(point);
    await userEvent.click(screen.getByRole('button', { name: 'Add point' }));
    expect(await within(agenda).findByText(point)).toBeInTheDocument();
    const privateNote = screen.getByRole('textbox', { name: 'Your private note' });
    await userEvent.clear(privateNote);
    await userEvent.paste(secret);
    await userEvent.click(screen.getByRole('button', { name: 'Save private note' }));
    expect(await screen.findByText('Private note saved')).toBeInTheDocument();
    const seriesPath = manager.router.state.location.pathname;
    cleanup();

    await renderAs('employee@example.com', routes, seriesPath);
    expect(
      await screen.findByRole('heading', { level: 1, name: '1-on-1 with Maya Lindqvist' }),
    ).toBeInTheDocument();
    expect(
      await within(await screen.findByRole('list', { name: 'Agenda' })).findByText(point),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your private note' })).not.toHaveValue(secret);
    expect(screen.queryByText(secret)).toBeNull();
  });

  it('changes the schedule from the next meeting on', async () => {
    await renderAs('manager@example.com', routes, '/performance/one-on-ones');
    const table = await screen.findByRole('table', { name: '1-on-1s' });
    await userEvent.click(await within(table).findByRole('link', { name: "James O'Connor" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the schedule' });
    const time = within(dialog).getByLabelText(/^Time(?!zone)/);
    await userEvent.clear(time);
    await userEvent.type(time, '16:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Schedule changed: both of you have the updated invitation'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/next .*16:45/)).toBeInTheDocument();
  });

  it("shows HR everyone's 1-on-1s without their content", async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/one-on-ones?view=all');
    const table = await screen.findByRole('table', { name: '1-on-1s' });
    await userEvent.click(
      await within(table).findByRole('link', { name: 'Maya Lindqvist and Ethan Brooks' }),
    );
    expect(
      await screen.findByText(/Only the two people in a 1-on-1 can read its agenda and notes/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Agenda' })).toBeNull();
  });
});
