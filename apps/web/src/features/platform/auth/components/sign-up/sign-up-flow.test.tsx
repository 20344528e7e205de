import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import {
  renderSignUpFlow,
  button,
  field,
  fillPersonalInfo,
  heading,
  pickCompanySize,
  pickCountry,
  pickModulesAndContinue,
} from './sign-up-test-kit';

// Whole flows through MUI under jsdom take seconds each, more on a busy machine.
describe('sign-up step 1: Personal Information', { timeout: 60_000 }, () => {
  it('requires every field and stays on the step', async () => {
    const { user } = renderSignUpFlow();
    await pickModulesAndContinue(user, /^recruitment/i);
    expect(heading()).toHaveTextContent('Personal Information (1/3)');

    await user.click(button('Next'));
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(4);
    expect(field(/first name/i)).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    expect(field(/contact number/i)).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    expect(heading()).toHaveTextContent('Personal Information (1/3)');
    expect(field(/first name/i)).toHaveFocus();
  });

  it("says 'Email is invalid' and 'Invalid phone number.' when the field is left", async () => {
    const { user } = renderSignUpFlow();
    await pickModulesAndContinue(user, /^recruitment/i);
    await user.type(field(/work email/i), 'ada@');
    await user.type(field(/contact number/i), '12');
    expect(field(/work email/i)).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await user.tab();
    await waitFor(() => expect(field(/contact number/i)).toHaveAccessibleDescription(MESSAGES.invalidPhone));
    // The message goes once the number is valid.
    await user.type(field(/contact number/i), '{Backspace}{Backspace}7400123456');
    await waitFor(() =>
      expect(field(/contact number/i)).not.toHaveAccessibleDescription(MESSAGES.invalidPhone),
    );
  });

  it('shows the phone with a GB default and placeholder', async () => {
    const { user } = renderSignUpFlow();
    await pickModulesAndContinue(user, /^recruitment/i);
    expect(field(/contact number/i)).toHaveAttribute('placeholder', 'Enter phone number');
    expect(button(/country: united kingdom/i)).toBeInTheDocument();
  });

  it('returns to the cards with Back, keeping the picks and every typed value', async () => {
    const { user } = renderSignUpFlow();
    await pickModulesAndContinue(user, /^performance/i);
    await fillPersonalInfo(user);
    await user.click(button('Back'));
    expect(button(/^performance/i)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Continue'));
    expect(field(/first name/i)).toHaveValue('Ada');
    expect(field(/work email/i)).toHaveValue('ada@example.com');
    expect(field(/contact number/i)).toHaveValue('7400 123456');
  });
});

async function toStep2(user: UserEvent) {
  await pickModulesAndContinue(user, /^recruitment/i);
  await fillPersonalInfo(user);
  await user.click(button('Next'));
  await waitFor(() => expect(heading()).toHaveTextContent('Company Details (2/3)'));
}

describe("sign-up and the browser's Back and Forward", { timeout: 60_000 }, () => {
  it('steps back through the wizard, keeping every value, then leaves it', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await user.click(button('Browser back'));
    await waitFor(() => expect(heading()).toHaveTextContent('Personal Information (1/3)'));
    expect(field(/first name/i)).toHaveValue('Ada');
    await user.click(button('Browser back'));
    expect(button(/^recruitment/i)).toHaveAttribute('aria-pressed', 'true');
    await user.click(button('Browser back'));
    expect(screen.getByText('Page before sign-up')).toBeInTheDocument();
  });

  it('goes forward again with Next after stepping back, with the on-screen Back too', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await user.click(button('Back'));
    await waitFor(() => expect(heading()).toHaveTextContent('Personal Information (1/3)'));
    await user.click(button('Next'));
    await waitFor(() => expect(heading()).toHaveTextContent('Company Details (2/3)'));
  });
});

describe('sign-up step 2: Company Details', { timeout: 60_000 }, () => {
  it('requires country, company name and size', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await user.click(button('Next'));
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: /country/i })).toHaveAccessibleDescription(
      MESSAGES.fieldRequired,
    );
    expect(field(/company name/i)).toHaveAccessibleDescription(MESSAGES.fieldRequired);
    expect(heading()).toHaveTextContent('Company Details (2/3)');
  });

  it('lists the United Kingdom first', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await user.click(screen.getByRole('combobox', { name: /country/i }));
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('United Kingdom');
  });

  it('for the UK, requires a company from the lookup', async () => {
    const { user, searchCompanies } = renderSignUpFlow();
    await toStep2(user);
    await pickCountry(user, 'United Kingdom');
    await pickCompanySize(user, '41-75');
    await user.click(button('Next'));
    const lookup = screen.getByRole('combobox', { name: /company name/i });
    await waitFor(() => expect(lookup).toHaveAccessibleDescription(MESSAGES.fieldRequired));
    expect(searchCompanies).not.toHaveBeenCalled();
  });

  it('searches Companies House: all on open, debounced text, "No option" when nothing matches', async () => {
    const { user, searchCompanies } = renderSignUpFlow();
    await toStep2(user);
    await pickCountry(user, 'United Kingdom');
    const lookup = screen.getByRole('combobox', { name: /company name/i });
    await user.click(lookup);
    expect(searchCompanies).toHaveBeenCalledWith('');
    const option = await screen.findByRole('option', { name: /ACME WIDGETS LIMITED/ });
    expect(option).toHaveTextContent('01234567');
    expect(option).toHaveTextContent('LS1 4AP');

    // The list is open already: typing must not click (a click would close and reopen it).
    await user.type(lookup, 'zzz', { skipClick: true });
    expect(await screen.findByText('No option', {}, { timeout: 2000 })).toBeInTheDocument();
    // One call on open, then one for the whole typed text (debounced).
    expect(searchCompanies.mock.calls).toEqual([[''], ['zzz']]);
  });

  it('asks for a typed company name elsewhere', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await pickCountry(user, 'France');
    expect(screen.queryByRole('combobox', { name: /company name/i })).not.toBeInTheDocument();
    await user.type(field(/company name/i), 'Société Exemple');
    await pickCompanySize(user, '1-40');
    await user.click(button('Next'));
    await waitFor(() => expect(heading()).toHaveTextContent('Company Details (3/3)'));
  });

  it('keeps step 1 and step 2 values through Back and Next', async () => {
    const { user } = renderSignUpFlow();
    await toStep2(user);
    await pickCountry(user, 'France');
    await user.type(field(/company name/i), 'Exemple');
    await user.click(button('Back'));
    expect(heading()).toHaveTextContent('Personal Information (1/3)');
    expect(field(/last name/i)).toHaveValue('Lovelace');
    await user.click(button('Next'));
    await waitFor(() => expect(heading()).toHaveTextContent('Company Details (2/3)'));
    expect(screen.getByRole('combobox', { name: /country/i })).toHaveValue('France');
    expect(field(/company name/i)).toHaveValue('Exemple');
  });
});
