import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  otpVerifyBodySchema,
  resetPasswordFormSchema,
  setNewPasswordFormSchema,
  signInSchema,
} from './auth.ts';
import { MESSAGES } from './messages.ts';
import { firstMessages, messagesFor } from './test-helpers.ts';

describe('sign-in schema (spec section 5)', () => {
  it('requires email and password', () => {
    expect(firstMessages(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('rejects a malformed email', () => {
    expect(firstMessages(signInSchema, { email: 'not-an-email', password: 'ab' })).toEqual({
      email: 'Please enter valid email',
    });
  });

  it('keeps the password between 2 and 15 characters', () => {
    expect(firstMessages(signInSchema, { email: 'a@b.co', password: 'a' }).password).toBe(
      MESSAGES.passwordMin(2),
    );
    expect(firstMessages(signInSchema, { email: 'a@b.co', password: 'a'.repeat(16) }).password).toBe(
      MESSAGES.passwordMax(15),
    );
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'ab' }).success).toBe(true);
  });

  it('lower-cases the email', () => {
    expect(signInSchema.parse({ email: ' Admin@Example.COM ', password: 'ab' }).email).toBe(
      'admin@example.com',
    );
  });
});

describe('forgot-password schema', () => {
  it('gives the spec messages', () => {
    expect(firstMessages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(firstMessages(forgotPasswordSchema, { email: 'x@' })).toEqual({ email: 'Email is invalid' });
  });
});

describe('reset and set-new-password schemas', () => {
  const pattern =
    'Password must contain at least 8 characters, one uppercase, one number and one special character';

  it('requires the pattern of 8+ characters with upper, lower, digit and special', () => {
    for (const weak of ['short1!A', 'alllowercase1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12']) {
      const messages =
        messagesFor(resetPasswordFormSchema, { newPassword: weak, confirmPassword: weak }).newPassword ?? [];
      if (weak === 'short1!A') continue; // 8 characters: valid
      expect(messages).toContain(pattern);
    }
    expect(
      resetPasswordFormSchema.safeParse({ newPassword: 'Str0ng!pw', confirmPassword: 'Str0ng!pw' }).success,
    ).toBe(true);
  });

  it('keeps the spec minimum message text (says 6) and maximum 15', () => {
    expect(
      messagesFor(resetPasswordFormSchema, { newPassword: 'Ab1!', confirmPassword: 'Ab1!' }).newPassword,
    ).toContain('Password must be at least 6 characters');
    const long = 'Abcdefgh1!abcdef';
    expect(
      messagesFor(resetPasswordFormSchema, { newPassword: long, confirmPassword: long }).newPassword,
    ).toContain(MESSAGES.passwordMax(15));
  });

  it('requires a matching confirmation', () => {
    expect(
      firstMessages(resetPasswordFormSchema, { newPassword: 'Str0ng!pw', confirmPassword: 'Str0ng!px' }),
    ).toEqual({
      confirmPassword: "Password does't match, Please try again with same password",
    });
  });

  it('set-new-password also requires the temporary password', () => {
    expect(
      firstMessages(setNewPasswordFormSchema, {
        temporaryPassword: '',
        newPassword: 'Str0ng!pw',
        confirmPassword: 'Str0ng!pw',
      }),
    ).toEqual({ temporaryPassword: 'This field is required' });
  });
});

describe('change-password schema', () => {
  it('requires every field with the spec messages', () => {
    expect(
      firstMessages(changePasswordSchema, { oldPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      oldPassword: 'Current Password is required',
      newPassword: 'New Password is required',
      confirmPassword: 'This field is required',
    });
  });

  it('requires one of @$!%*?& as the special character', () => {
    expect(
      firstMessages(changePasswordSchema, {
        oldPassword: 'x',
        newPassword: 'Abcdefg1#',
        confirmPassword: 'Abcdefg1#',
      }),
    ).toEqual({
      newPassword:
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    });
    expect(
      changePasswordSchema.safeParse({
        oldPassword: 'x',
        newPassword: 'Abcdefg1@',
        confirmPassword: 'Abcdefg1@',
      }).success,
    ).toBe(true);
  });

  it('requires the confirmation to match', () => {
    expect(
      firstMessages(changePasswordSchema, {
        oldPassword: 'x',
        newPassword: 'Abcdefg1@',
        confirmPassword: 'Abcdefg1!',
      }),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });
});

describe('OTP code', () => {
  it('accepts exactly four digits', () => {
    const id = '4f7b2c2e-2b7d-4a1e-9b1e-1c2d3e4f5a6b';
    expect(otpVerifyBodySchema.safeParse({ id, type: 'email', code: '1234' }).success).toBe(true);
    for (const code of ['123', '12345', '12a4', '']) {
      expect(otpVerifyBodySchema.safeParse({ id, type: 'email', code }).success).toBe(false);
    }
  });
});
