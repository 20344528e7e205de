import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { Toaster } from '../../../../../components/toaster/toaster';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { vi } from 'vitest';
import type { CompanyLookupItem, SignUpCompanyBody } from '@atrium/shared/schemas/platform/sign-up';
import { createAppTheme } from '../../../../../app/theme/create-app-theme';
import type { SearchCompanies } from './company-lookup-field';
import { SignUpFlow } from './sign-up-flow';

// Shared steps of the sign-up tests: a person's actions, spelled once.

export const ACME: CompanyLookupItem = {
  company_name: 'ACME WIDGETS LIMITED',
  company_number: '01234567',
  company_status: 'active',
  registered_office_address: { address_line_1: '1 High Street', locality: 'Leeds', postal_code: 'LS1 4AP' },
};

export type SubmitSignUp = (payload: SignUpCompanyBody) => Promise<{ message?: string }>;

/**
 * The sign-up flow at /sign-up, with a stand-in /sign-in to land on. The two calls out are props of
 * the flow (the page passes the real API), so tests hand in functions they can inspect.
 */
export function renderSignUpFlow({
  submit = async () => ({ message: 'Welcome aboard!' }),
  search = async (text) => (text === 'zzz' ? [] : [ACME]),
}: { submit?: SubmitSignUp; search?: SearchCompanies } = {}) {
  const submitSignUp = vi.fn(submit);
  const searchCompanies = vi.fn(search);
  render(
    <ThemeProvider theme={createAppTheme()}>
      <>
        <MemoryRouter initialEntries={['/', '/sign-up']} initialIndex={1}>
          <BrowserBackButton />
          <Routes>
            <Route
              path="/sign-up"
              element={<SignUpFlow searchCompanies={searchCompanies} submitSignUp={submitSignUp} />}
            />
            <Route path="/sign-in" element={<p>Sign-in screen</p>} />
            <Route path="/" element={<p>Page before sign-up</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </>
    </ThemeProvider>,
  );
  return { user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }), searchCompanies, submitSignUp };
}

/** Stands in for the browser's own Back button: one step back in the router's history. */
function BrowserBackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

export const heading = () => screen.getByRole('heading', { level: 1 });
export const field = (name: RegExp) => screen.getByRole('textbox', { name });
export const button = (name: string | RegExp) => screen.getByRole('button', { name });

export async function pickModulesAndContinue(user: UserEvent, ...modules: RegExp[]) {
  for (const module of modules) await user.click(button(module));
  await user.click(button('Continue'));
}

/** Types by pasting: one change per field keeps these long flows fast under jsdom. */
export async function fillIn(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

export async function fillPersonalInfo(user: UserEvent) {
  await fillIn(user, field(/first name/i), 'Ada');
  await fillIn(user, field(/last name/i), 'Lovelace');
  await fillIn(user, field(/work email/i), 'ada@example.com');
  await fillIn(user, field(/contact number/i), '7400123456');
}

export async function pickCountry(user: UserEvent, name: string) {
  const input = screen.getByRole('combobox', { name: /country/i });
  await user.clear(input);
  await user.paste(name);
  await user.click(await screen.findByRole('option', { name }));
}

export async function pickCompanySize(user: UserEvent, size: string) {
  await user.click(screen.getByRole('combobox', { name: /company size/i }));
  await user.click(await screen.findByRole('option', { name: size }));
}

export async function pickCompany(user: UserEvent, company: CompanyLookupItem) {
  await user.click(screen.getByRole('combobox', { name: /company name/i }));
  const listbox = await screen.findByRole('listbox');
  await user.click(await within(listbox).findByRole('option', { name: new RegExp(company.company_name) }));
}
