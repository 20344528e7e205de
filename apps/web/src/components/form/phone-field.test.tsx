import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { optionalPhoneField } from '@atrium/shared/schemas/platform/profile';
import { phoneField } from '@atrium/shared/schemas/platform/sign-up';
import { FormPhoneField } from './phone-field';

const schema = z.object({ phone: phoneField });

function Harness() {
  const form = useForm<{ phone: string }>({
    defaultValues: { phone: '' },
    mode: 'onTouched',
    resolver: zodResolver(schema),
  });
  return (
    <form>
      <FormPhoneField control={form.control} name="phone" label="Phone" required />
      <output>value:{form.watch('phone')}</output>
      <button type="button">elsewhere</button>
    </form>
  );
}

const setup = () => {
  render(<Harness />);
  return userEvent.setup();
};
const phone = () => screen.getByRole('textbox', { name: /phone/i });
const value = () => screen.getByRole('status').textContent;

describe('FormPhoneField', () => {
  it('starts on GB with the placeholder, and draws flags from the bundle, never a CDN', async () => {
    setup();
    expect(phone()).toHaveAttribute('placeholder', 'Enter phone number');
    expect(
      screen.getByRole('button', { name: 'Country: United Kingdom. Change country' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('svg[data-flag="GB"]')).not.toBeNull());
    expect(document.querySelector('img[src^="http"]')).toBeNull();
  });

  it('keeps the international form as the value, even when typed with the national 0', async () => {
    const user = setup();
    await user.type(phone(), '07400123456');
    expect(value()).toBe('value:+44 7400 123456');
  });

  it("says 'Invalid phone number.' once the field is left, and clears it once valid", async () => {
    const user = setup();
    await user.type(phone(), '74');
    expect(screen.queryByText(MESSAGES.invalidPhone)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    await user.type(phone(), '00123456');
    await waitFor(() => expect(screen.queryByText(MESSAGES.invalidPhone)).not.toBeInTheDocument());
  });

  it('treats a cleared number as empty (required), keeping the country', async () => {
    const user = setup();
    await user.type(phone(), '7400123456');
    await user.clear(phone());
    expect(value()).toBe('value:');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Country: United Kingdom. Change country' }),
    ).toBeInTheDocument();
  });
});

describe('FormPhoneField when optional', () => {
  const optionalSchema = z.object({ phone: optionalPhoneField });

  function OptionalHarness() {
    const form = useForm<{ phone: string }>({
      defaultValues: { phone: '' },
      mode: 'onTouched',
      resolver: zodResolver(optionalSchema) as never,
    });
    return (
      <form>
        <FormPhoneField control={form.control} name="phone" label="Phone" helperText="Optional" />
        <button type="button">elsewhere</button>
      </form>
    );
  }

  it('may be left empty, and its error clears once the number is emptied again', async () => {
    render(<OptionalHarness />);
    const user = userEvent.setup();
    expect(screen.getByText(/Phone/, { selector: 'label' })).not.toHaveTextContent('*');
    await user.click(phone());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByText(MESSAGES.invalidPhone)).not.toBeInTheDocument();
    expect(screen.getByText('Optional')).toBeInTheDocument();
    await user.type(phone(), '74');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    await user.clear(phone());
    await waitFor(() => expect(screen.queryByText(MESSAGES.invalidPhone)).not.toBeInTheDocument());
  });
});
