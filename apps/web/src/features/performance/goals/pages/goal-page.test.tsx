import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import GoalPage from './goal-page';
import GoalsPage from './goals-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/goals', element: <GoalsPage /> },
  { path: '/performance/goals/:id', element: <GoalPage /> },
];
// Saving a goal rolls progress up in its transaction; beside the other test files it can take a while.
const SLOW = { timeout: 10_000 };
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Types into a field by pasting (the suite runs two files at a time beside one server). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function pick(dialog: HTMLElement, label: string | RegExp, option: string | RegExp) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

const progressOf = (name: string) => screen.getByRole('progressbar', { name }).getAttribute('aria-valuenow');

describe('a goal', () => {
  it('rolls an individual goal’s check-in up into a company goal with two key results', async () => {
    const companyTitle = unique('Open the Nordic market');
    const individualTitle = unique('Sign Nordic partners');

    // HR sets the company goal with two key results, weighted equally.
    const hr = await renderAs('hr.admin@example.com', routes, '/performance/goals?view=all');
    await userEvent.click(await screen.findByRole('button', { name: 'New goal' }));
    let dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await fill(within(dialog).getByRole('textbox', { name: /^Goal/ }), companyTitle);
    await pick(dialog, 'Level', 'Company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add key result' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add key result' }));
    await fill(within(dialog).getByRole('textbox', { name: /^Key result 1/ }), 'Partners signed');
    await fill(within(dialog).getAllByRole('textbox', { name: /^Target/ })[0]!, '4');
    await fill(within(dialog).getByRole('textbox', { name: /^Key result 2/ }), 'Nordic revenue');
    await fill(within(dialog).getAllByRole('textbox', { name: /^Target/ })[1]!, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create goal' }));
    await waitFor(
      () => expect(hr.router.state.location.pathname).toMatch(/^\/performance\/goals\/[0-9a-f-]{36}$/),
      SLOW,
    );
    const companyPath = hr.router.state.location.pathname;
    expect(await screen.findByRole('heading', { level: 1, name: companyTitle }, SLOW)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Key results' })).getAllByText(/50% of the goal/),
    ).toHaveLength(2);
    cleanup();

    // Ethan aligns a goal of his to the first key result, then checks in half of it.
    const ethan = await renderAs('employee@example.com', routes, '/performance/goals');
    await userEvent.click(await screen.findByRole('button', { name: 'New goal' }));
    dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await fill(within(dialog).getByRole('textbox', { name: /^Goal/ }), individualTitle);
    await fill(within(dialog).getByRole('textbox', { name: /^Target/ }), '2');
    const parent = within(dialog).getByRole('combobox', { name: 'Aligned to' });
    await userEvent.click(parent);
    await userEvent.paste(companyTitle);
    await userEvent.click(
      await screen.findByRole('option', { name: new RegExp(companyTitle) }, { timeout: 5000 }),
    );
    await pick(dialog, 'Counts toward', 'Key result: Partners signed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create goal' }));
    expect(await screen.findByRole('heading', { level: 1, name: individualTitle }, SLOW)).toBeInTheDocument();
    expect(ethan.router.state.location.pathname).not.toBe(companyPath);
    expect(screen.getByText(/counts toward “Partners signed”/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Update progress' }));
    dialog = await screen.findByRole('dialog', { name: 'Update progress' });
    await fill(within(dialog).getByRole('textbox', { name: 'Current value' }), '1');
    await fill(within(dialog).getByRole('textbox', { name: 'Comment' }), 'First partner signed in Oslo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(await screen.findByText('First partner signed in Oslo', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(progressOf('Progress')).toBe('50'), SLOW);
    cleanup();

    // The company goal: key result 1 at 50% from Ethan's goal, key result 2 at 0%: 25% in all.
    await renderAs('hr.admin@example.com', routes, companyPath);
    expect(await screen.findByRole('heading', { level: 1, name: companyTitle }, SLOW)).toBeInTheDocument();
    expect(progressOf('Progress of key result Partners signed')).toBe('50');
    expect(screen.getByText('From the goal aligned to it · 50% of the goal')).toBeInTheDocument();
    expect(progressOf('Progress')).toBe('25');
    expect(
      within(screen.getByRole('list', { name: 'Goals aligned to it' })).getByRole('link', {
        name: individualTitle,
      }),
    ).toBeInTheDocument();
  });

  it('asks before deleting, and takes a closed goal’s updates only once reopened', async () => {
    const title = unique('Write the runbook');
    const { router } = await renderAs('hr.admin@example.com', routes, '/performance/goals');
    await userEvent.click(await screen.findByRole('button', { name: 'New goal' }));
    let dialog = await screen.findByRole('dialog', { name: 'New goal' });
    await fill(within(dialog).getByRole('textbox', { name: /^Goal/ }), title);
    await pick(dialog, 'Measured as', 'Done or not done');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create goal' }));
    expect(await screen.findByRole('heading', { level: 1, name: title }, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close goal' }));
    dialog = await screen.findByRole('dialog', { name: 'Close the goal' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Done' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close goal' }));
    expect(await screen.findByRole('button', { name: 'Reopen goal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update progress' })).toBeNull();
    expect(progressOf('Progress')).toBe('100');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete goal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/performance/goals'), SLOW);
  });
});
