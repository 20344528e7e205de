import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

function Form({ error }: { error?: string }) {
  const { control, setError } = useForm({ defaultValues: { secret: '' } });
  return (
    <form>
      <PasswordField
        control={control}
        name="secret"
        label="Secret"
        autoComplete="new-password"
        helperText="Keep it safe"
        required
      />
      <button type="button" onClick={() => error && setError('secret', { message: error })}>
        Fail
      </button>
    </form>
  );
}

const input = () => screen.getByLabelText(/^secret/i, { selector: 'input' });

describe('PasswordField', () => {
  it('masks the value until shown, and keeps what was typed', async () => {
    render(<Form />);
    await userEvent.type(input(), 'hunter2');
    expect(input()).toHaveAttribute('type', 'password');
    expect(input()).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Show secret' }));
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveValue('hunter2');
    await userEvent.click(screen.getByRole('button', { name: 'Hide secret' }));
    expect(input()).toHaveAttribute('type', 'password');
  });

  it('warns about Caps Lock, and lets the field error take the helper text', async () => {
    render(<Form error="Too short" />);
    expect(screen.getByText('Keep it safe')).toBeVisible();
    fireEvent.keyDown(input(), { key: 'A', modifierCapsLock: true });
    expect(screen.getByText('Caps Lock is on')).toBeVisible();
    fireEvent.keyUp(input(), { key: 'a', modifierCapsLock: false });
    expect(screen.getByText('Keep it safe')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Too short')).toBeVisible();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });
});
