import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import {
  ACME,
  renderSignUpFlow,
  button,
  field,
  fillIn,
  fillPersonalInfo,
  heading,
  pickCompany,
  pickCompanySize,
  pickCountry,
  pickModulesAndContinue,
} from './sign-up-test-kit';

/** Cards (ClockLog then Recruitment), step 1, and a UK company on step 2. */
async function toUkStep3(user: UserEvent) {
  await pickModulesAndContinue(user, /^clocklog/i, /^recruitment/i);
  await fillPersonalInfo(user);
  await user.click(button('Next'));
  await waitFor(() => expect(heading()).toHaveTextContent('Company Details (2/3)'));
  await pickCountry(user, 'United Kingdom');
  await pickCompany(user, ACME);
  await pickCompanySize(user, '76-250');
  await user.click(button('Next'));
  await waitFor(() => expect(heading()).toHaveTextContent('Company Details (3/3)'));
}

async function replace(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await fillIn(user, input, text);
}

// Whole flows through MUI under jsdom take seconds each, more on a busy machine.
describe('sign-up step 3: Company Details', { timeout: 60_000 }, () => {
  it('is filled in from the picked UK company', async () => {
    const { user } = renderSignUpFlow();
    await toUkStep3(user);
    expect(field(/company number/i)).toHaveValue('01234567');
    expect(field(/company address/i)).toHaveValue('1 High Street, Leeds');
    expect(field(/postal code/i)).toHaveValue('LS1 4AP');
  });

  it('requires every field', async () => {
    const { user } = renderSignUpFlow();
    await toUkStep3(user);
    for (const name of [/company number/i, /company address/i, /postal code/i]) await user.clear(field(name));
    await user.click(button('Create account'));
    expect(await screen.findAllByText(MESSAGES.fieldRequired)).toHaveLength(3);
  });

  it('must match the company number and postcode of the register', async () => {
    const { user, submitSignUp } = renderSignUpFlow();
    await toUkStep3(user);
    await replace(user, field(/company number/i), '01234568');
    await replace(user, field(/postal code/i), 'LS1 4AQ');
    await user.click(button('Create account'));
    await waitFor(() =>
      expect(field(/company number/i)).toHaveAccessibleDescription(MESSAGES.companyNoMismatch),
    );
    expect(field(/postal code/i)).toHaveAccessibleDescription(MESSAGES.postalCodeMismatch);
    expect(submitSignUp).not.toHaveBeenCalled();
  });

  it('compares the postcode without regard to case', async () => {
    const { user, submitSignUp } = renderSignUpFlow();
    await toUkStep3(user);
    await replace(user, field(/postal code/i), 'ls1 4ap');
    await user.click(button('Create account'));
    await waitFor(() => expect(submitSignUp).toHaveBeenCalledTimes(1));
  });
});

describe('sign-up submit', { timeout: 60_000 }, () => {
  it('sends the payload of spec section 3, toasts the message and goes to sign-in', async () => {
    const { user, submitSignUp } = renderSignUpFlow();
    await toUkStep3(user);
    await user.click(button('Create account'));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard!')).toBeInTheDocument();
    expect(submitSignUp).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      contactNumber: '+447400123456',
      allowedCompany: ['RECRUITMENT', 'CLOCKLOG'],
      companyName: 'ACME WIDGETS LIMITED',
      companySize: '76-250',
      country: 'United Kingdom',
      companyNo: '01234567',
      companyAddress: '1 High Street, Leeds',
      postalCode: 'LS1 4AP',
      defaultCompany: 'RECRUITMENT',
      description: '',
    });
  });

  it("falls back to 'User create successfully!' without a server message", async () => {
    const { user } = renderSignUpFlow({ submit: async () => ({}) });
    await toUkStep3(user);
    await user.click(button('Create account'));
    expect(await screen.findByText('User create successfully!')).toBeInTheDocument();
  });

  it('shows progress while the request is pending', async () => {
    let finish: (value: { message: string }) => void = () => undefined;
    const { user } = renderSignUpFlow({ submit: () => new Promise((resolve) => (finish = resolve)) });
    await toUkStep3(user);
    await user.click(button('Create account'));
    await waitFor(() => expect(button('Create account')).toBeDisabled());
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    finish({ message: 'Done' });
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });

  it("toasts the server's message and puts its field errors on the step that holds them", async () => {
    const failure = {
      status: 409,
      data: {
        message: 'That email is already registered',
        code: 'EMAIL_TAKEN',
        errors: [{ path: 'email', message: 'Use another email address' }],
      },
    };
    const { user } = renderSignUpFlow({ submit: () => Promise.reject(failure) });
    await toUkStep3(user);
    await user.click(button('Create account'));
    expect(await screen.findByText('That email is already registered')).toBeInTheDocument();
    await waitFor(() => expect(heading()).toHaveTextContent('Personal Information (1/3)'));
    expect(field(/work email/i)).toHaveAccessibleDescription('Use another email address');
    expect(field(/work email/i)).toHaveValue('ada@example.com');
    expect(field(/work email/i)).toHaveFocus();
  });
});
