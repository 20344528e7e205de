import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { changeEmailSchema, formatPhoneNumber, TIMEZONE_INVALID, updateProfileSchema } from './profile.ts';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  contactNumber: '',
  timezone: 'Europe/London',
  avatarUrl: null,
};
const messagesOf = (input: unknown) => {
  const result = updateProfileSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('updateProfileSchema', () => {
  it('accepts a profile without a phone number', () => {
    expect(updateProfileSchema.parse(valid)).toMatchObject({ firstName: 'Ada', contactNumber: '' });
  });

  it('accepts a valid international number', () => {
    expect(updateProfileSchema.safeParse({ ...valid, contactNumber: '+44 20 7946 0958' }).success).toBe(true);
  });

  it('requires names and gives the spec message', () => {
    expect(messagesOf({ ...valid, firstName: '  ', lastName: '' })).toEqual({
      firstName: MESSAGES.fieldRequired,
      lastName: MESSAGES.fieldRequired,
    });
  });

  it('refuses an invalid phone number with the spec message', () => {
    expect(messagesOf({ ...valid, contactNumber: '+44 12' })).toEqual({
      contactNumber: MESSAGES.invalidPhone,
    });
  });

  it('refuses an unknown timezone', () => {
    expect(messagesOf({ ...valid, timezone: 'Mars/Olympus' })).toEqual({ timezone: TIMEZONE_INVALID });
    expect(messagesOf({ ...valid, timezone: '' })).toEqual({ timezone: MESSAGES.fieldRequired });
  });
});

describe('changeEmailSchema', () => {
  it('lower-cases a valid address and refuses a malformed one', () => {
    expect(changeEmailSchema.parse({ email: 'Ada@Example.COM' }).email).toBe('ada@example.com');
    expect(changeEmailSchema.safeParse({ email: 'nope' }).error?.issues[0]?.message).toBe(
      MESSAGES.emailInvalid,
    );
  });
});

describe('formatPhoneNumber', () => {
  it('spaces a stored E.164 number and leaves anything else alone', () => {
    expect(formatPhoneNumber('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });
});
