import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Criterion } from '@atrium/shared/schemas/onboarding/criteria';
import type { TaskTemplate } from '@atrium/shared/schemas/onboarding/plan';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { chooseOption, pasteInto, renderAs, unique } from '../../onboarding-test-kit';
import TaskTemplatesPage from './task-templates-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/settings/tasks', element: <TaskTemplatesPage /> }];
const list = () => screen.findByRole('list', { name: 'Onboarding plan tasks' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;
const planOrder = async (token: string) =>
  (await api<TaskTemplate[]>('GET', 'onboarding/settings/tasks', undefined, token)).body.data!.map(
    (task) => task.name,
  );

// The keyboard sensor starts listening a tick after the pick-up.
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

/**
 * Space, an arrow and Space on a handle: jsdom lays nothing out, so each row gets the box it would
 * have, short enough for the whole plan to fit jsdom's 768 px window (the sensor scrolls otherwise).
 */
async function moveUpByKeyboard(handle: HTMLElement) {
  const rows = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const row = this.closest('[data-sortable-index]');
    const index = row ? Number(row.getAttribute('data-sortable-index')) : 0;
    const isHandle = row !== this;
    return new DOMRect(0, index * 40 + (isHandle ? 5 : 0), isHandle ? 30 : 600, isHandle ? 24 : 36);
  });
  try {
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await settle();
    fireEvent.keyDown(document, { key: 'ArrowUp', code: 'ArrowUp' });
    await settle();

    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await settle();
  } finally {
    rows.mockRestore();
  }
}

describe('The plan’s tasks', () => {
  it('lists the tasks in order with who does them, when, and for whom', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/tasks');
    const items = within(await list()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sign your contract and our policies');
    expect(items[0]).toHaveTextContent('New hire · 10 days before the start date');
    expect(items[0]).toHaveTextContent('For: Every new hire');
    expect(await itemOf('Architecture walkthrough')).toHaveTextContent(
      'For: Data Platform, Engineering · Seniority: Senior',
    );
  });

  it('adds a task with a token and criteria (a value gone meanwhile named under its field), reorders and deletes it', async () => {
    // A criterion of this test's own, removed while the form is open.
    const { authToken: token } = await signInByApi('admin@example.com');
    const criterionName = unique('Badge colour');
    const criterion = await api<Criterion>(
      'POST',
      'onboarding/settings/other-criteria',
      { name: criterionName, values: [{ name: 'Blue' }, { name: 'Green' }] },
      token,
    );
    expect(criterion.status).toBe(201);
    await renderAs('admin@example.com', routes, '/onboarding/settings/tasks');

    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    const name = unique('Book a welcome breakfast');
    await pasteInto(within(dialog).getByRole('textbox', { name: /task name/i }), name);
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Add The new hire's first name to the instructions" }),
    );
    expect(await within(dialog).findByText('{{NEW_HIRE_FIRST_NAME}}')).toBeInTheDocument();
    await chooseOption(within(dialog).getByRole('combobox', { name: /assigned to/i }), 'Manager');
    await pasteInto(within(dialog).getByRole('textbox', { name: 'Due (days)' }), '3');
    await chooseOption(
      within(dialog).getByRole('combobox', { name: 'Before or after' }),
      'Before the start date',
    );
    expect(within(dialog).getByText('3 days before the start date')).toBeInTheDocument();
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Departments' }), 'Engineering');
    await userEvent.keyboard('{Escape}');
    await chooseOption(within(dialog).getByRole('combobox', { name: criterionName }), 'Blue');
    await userEvent.keyboard('{Escape}');

    const deleted = await api(
      'DELETE',
      `onboarding/settings/other-criteria/${criterion.body.data!.id}`,
      undefined,
      token,
    );
    expect(deleted.status).toBe(200);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Value not found')).toBeInTheDocument();
    // Picked again, a chosen value is put down.
    await chooseOption(within(dialog).getByRole('combobox', { name: criterionName }), 'Blue');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const item = await itemOf(name);
    expect(item).toHaveTextContent('Manager · 3 days before the start date');
    expect(item).toHaveTextContent('For: Engineering');
    const before = await planOrder(token);
    expect(before.at(-1)).toBe(name);

    await moveUpByKeyboard(within(item).getByRole('button', { name: `Reorder ${name}` }));
    await waitFor(async () => expect((await planOrder(token)).at(-2)).toBe(name));

    await userEvent.click(within(await itemOf(name)).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete task' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    expect(await planOrder(token)).not.toContain(name);
  });

  it('falls back to company administration’s lists for a plan editor who does not see new hires', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => fetchSpy.mockRestore());
    await renderAs('admin@example.com', routes, '/onboarding/settings/tasks', {
      isWithheld: (permission) => permission.startsWith('onb.module.new_hires.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Departments' }), 'Engineering');
    await userEvent.keyboard('{Escape}');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Seniority' }), 'Senior');
    await userEvent.keyboard('{Escape}');
    await chooseOption(within(dialog).getByRole('combobox', { name: /assigned to/i }), 'A named person');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /^Person/ }), 'Raj');
    expect(await screen.findByRole('option', { name: 'Raj Kapoor' })).toBeInTheDocument();

    const called = fetchSpy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(called).toContain('/api/admin/departments');
    expect(called).toContain('/api/users');
    expect(
      called.filter((path) => path === '/api/onboarding/lookups' || path === '/api/onboarding/people'),
    ).toEqual([]);
  });
});
