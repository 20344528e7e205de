import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { NewHire } from '@atrium/shared/schemas/onboarding/new-hires';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import {
  chooseOption,
  createHire,
  daysFromToday,
  pasteInto,
  renderAs,
  typeDate,
  unique,
} from '../../onboarding-test-kit';
import NewHiresPage from './new-hires-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/new-hires', element: <NewHiresPage /> }];
const table = () => screen.findByRole('table', { name: 'New hires' });
const rowOf = async (name: string) =>
  (await within(await table()).findByRole('link', { name })).closest('tr')!;

describe('New hires', () => {
  it('lists the hires with their state and tasks, searched and filtered in the address', async () => {
    // Searched from the address: other test files add hires to the same company meanwhile, so no
    // demo hire is sure to stay on the first page of the whole list.
    const { router } = await renderAs('admin@example.com', routes, '/onboarding/new-hires?q=Tanaka');
    const mei = await rowOf('Mei Tanaka');
    expect(within(mei).getByText('Onboarding')).toBeInTheDocument();
    expect(within(mei).getByText('Marketing Executive')).toBeInTheDocument();
    expect(within(mei).getByText(/tasks done/)).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('Tanaka');
    await userEvent.clear(search);
    await pasteInto(search, 'Chaudhry');
    // The preferred name leads.
    expect(await within(await table()).findByRole('link', { name: 'Ruby Chaudhry' })).toBeInTheDocument();

    await userEvent.clear(search);
    await pasteInto(search, 'Fischer');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'New hires' })).queryByText('Mei Tanaka')).toBeNull(),
    );
    expect(await rowOf('Noah Fischer')).toBeInTheDocument();
    expect(router.state.location.search).toContain('q=Fischer');

    // The state filter: Noah is pending, so "Onboarding" leaves no one of that name.
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await chooseOption(screen.getByRole('combobox', { name: 'State' }), 'Onboarding');
    expect(await screen.findByText('No new hires found')).toBeInTheDocument();
    expect(router.state.location.search).toContain('f.state');
  });

  it('adds a hire: required fields first, a department gone meanwhile named under its field, then their page', async () => {
    // A department of this test's own, removed while the form is open.
    const { authToken } = await signInByApi('admin@example.com');
    const departmentName = unique('Pop-up team');
    const department = await api<{ id: string }>(
      'POST',
      'admin/departments',
      { name: departmentName },
      authToken,
    );
    expect(department.status).toBe(201);
    const { token, router } = await renderAs('admin@example.com', routes, '/onboarding/new-hires');

    await userEvent.click(await screen.findByRole('button', { name: 'Add new hire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new hire' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new hire' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);

    const last = unique('Lovelace');
    await pasteInto(within(dialog).getByRole('textbox', { name: /legal first name/i }), 'Ada');
    await pasteInto(within(dialog).getByRole('textbox', { name: /legal last name/i }), last);
    await pasteInto(within(dialog).getByRole('textbox', { name: /personal email/i }), 'not-an-email');
    await typeDate(within(dialog).getByRole('group', { name: /start date/i }), daysFromToday(21));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new hire' }));
    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: /personal email/i });
    await userEvent.clear(email);
    await userEvent.paste(`ada.${Date.now()}@example.net`);

    await chooseOption(within(dialog).getByRole('combobox', { name: 'Department' }), departmentName);
    expect(
      (await api('DELETE', `admin/departments/${department.body.data!.id}`, undefined, authToken)).status,
    ).toBe(200);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new hire' }));
    expect(await within(dialog).findByText('Department not found')).toBeInTheDocument();

    await chooseOption(within(dialog).getByRole('combobox', { name: 'Department' }), 'Engineering');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Seniority' }), 'Junior');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new hire' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/onboarding\/new-hires\/[\w-]+$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const hire = (await api<NewHire>('GET', `onboarding/new-hires/${id}`, undefined, token)).body.data!;
    expect(hire).toMatchObject({
      name: `Ada ${last}`,
      state: 'pending',
      department: { name: 'Engineering' },
    });
    expect(hire.criterionValues.map((value) => value.name)).toEqual(['Junior']);
    // Their plan came with them: the tasks for everyone and for engineering.
    expect(hire.tasks.total).toBeGreaterThan(5);
  });

  it('imports pasted CSV rows, reporting each row, with the template to start from', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/new-hires');
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import new hires' });
    expect(within(dialog).getByRole('button', { name: 'Download template' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    const stamp = Date.now();
    const csv = [
      'legalFirstName,legalLastName,personalEmail,startDate,department,managerEmail',
      `Grace,Hopper ${stamp},grace.${stamp}@example.net,${daysFromToday(40)},Engineering,manager@example.com`,
      `Alan,Turing ${stamp},not-an-email,${daysFromToday(40)},Nowhere,`,
    ].join('\n');
    await pasteInto(within(dialog).getByRole('textbox', { name: /csv text/i }), csv);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('region', { name: 'Import report' });
    expect(report).toHaveTextContent('1 new hire created, 1 row with problems');
    const rows = within(report).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Created' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent(/personalEmail: /);
    expect(rows[2]).toHaveTextContent('department: Department not found');

    // Only the refused row is left to fix, so importing again creates no one twice.
    expect(within(dialog).getByRole('textbox', { name: /csv text/i })).toHaveValue(
      `legalFirstName,legalLastName,personalEmail,startDate,department,managerEmail\nAlan,Turing ${stamp},not-an-email,${daysFromToday(40)},Nowhere,`,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await rowOf(`Grace Hopper ${stamp}`)).toBeInTheDocument();
  });

  it('refuses a personal email another hire already has, under its field', async () => {
    const { authToken } = await signInByApi('admin@example.com');
    const email = `taken.${Date.now()}@example.net`;
    await createHire(authToken, {
      legalFirstName: 'Kurt',
      legalLastName: unique('Gödel'),
      personalEmail: email,
      startDate: daysFromToday(30),
    });
    await renderAs('admin@example.com', routes, '/onboarding/new-hires');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new hire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new hire' });
    await pasteInto(within(dialog).getByRole('textbox', { name: /legal first name/i }), 'Kurt');
    await pasteInto(within(dialog).getByRole('textbox', { name: /legal last name/i }), unique('Again'));
    await pasteInto(within(dialog).getByRole('textbox', { name: /personal email/i }), email.toUpperCase());
    await typeDate(within(dialog).getByRole('group', { name: /start date/i }), daysFromToday(30));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add new hire' }));
    expect(
      await within(dialog).findByText('A new hire with this personal email already exists'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /personal email/i })).toHaveFocus();
  });

  it('fills the filters and the form from Onboarding’s own lookups for someone without company administration', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    onTestFinished(() => fetchSpy.mockRestore());
    // Seeing new hires, but none of company administration's lists or the people list.
    await renderAs('admin@example.com', routes, '/onboarding/new-hires', {
      isWithheld: (permission) => permission.startsWith('sso.admin.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    await chooseOption(await screen.findByRole('combobox', { name: 'Department' }), 'Engineering');
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Add new hire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new hire' });
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Location' }), 'London HQ');
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Seniority' }), 'Junior');
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Manager' }), 'Maya');
    await userEvent.click(await screen.findByRole('option', { name: 'Maya Lindqvist' }));

    const called = fetchSpy.mock.calls.map(
      ([input]) => new URL(input instanceof Request ? input.url : String(input)).pathname,
    );
    expect(called).toContain('/api/onboarding/lookups');
    expect(called).toContain('/api/onboarding/people');
    expect(called.filter((path) => path.startsWith('/api/admin/') || path === '/api/users')).toEqual([]);
  });
});
