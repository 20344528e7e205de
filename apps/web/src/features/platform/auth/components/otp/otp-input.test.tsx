import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emptyDigits, OtpInput } from './otp-input';

function Harness() {
  const [digits, setDigits] = useState(emptyDigits);
  return (
    <>
      <OtpInput digits={digits} onChange={setDigits} />
      <output>code:{digits.join('')}</output>
    </>
  );
}

const setup = () => {
  render(<Harness />);
  return userEvent.setup();
};
const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const code = () => screen.getByRole('status').textContent;

describe('OtpInput', () => {
  it('has four numeric single-digit boxes', () => {
    setup();
    for (const n of [1, 2, 3, 4]) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('takes one digit per box and moves on as you type', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('1234');
    expect(code()).toBe('code:1234');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
    expect(box(4)).toHaveFocus();
  });

  it('ignores letters and other characters', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('a-. ');
    expect(code()).toBe('code:');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
  });

  it('goes back with Backspace, clearing as it goes', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(code()).toBe('code:12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('code:');
    expect(box(1)).toHaveFocus();
  });

  it('moves with the arrow keys and overwrites a digit in place', async () => {
    const user = setup();
    await user.click(box(1));
    await user.keyboard('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('9');
    expect(code()).toBe('code:1294');
  });

  it('accepts a pasted 4-digit code', async () => {
    const user = setup();
    await user.click(box(1));
    await user.paste('4821');
    expect(code()).toBe('code:4821');
    expect(box(4)).toHaveFocus();
  });

  it.each([
    ['3 digits', '482'],
    ['5 digits', '48215'],
    ['letters', 'abcd'],
    ['a mix', '48a1'],
  ])('ignores a paste of %s', async (_, text) => {
    const user = setup();
    await user.click(box(1));
    await user.paste(text);
    expect(code()).toBe('code:');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(['', '', '', '']);
  });
});
