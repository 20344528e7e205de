import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../constants/countries.ts';
import {
  signUpCompanyBodySchema,
  signUpStep1Schema,
  signUpStep2Schema,
  signUpStep3Schema,
} from './sign-up.ts';
import { firstMessages } from './test-helpers.ts';

const ukCompany = {
  company_name: 'NORTHWIND ANALYTICS LTD',
  company_number: '09876543',
  registered_office_address: { postal_code: 'NW1 6XE' },
};

describe('sign-up step 1', () => {
  it('requires every field with "This field is required"', () => {
    expect(
      firstMessages(signUpStep1Schema, { firstName: '', lastName: '', email: '', contactNumber: '' }),
    ).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      contactNumber: 'This field is required',
    });
  });

  it('checks the email format and the phone number', () => {
    expect(
      firstMessages(signUpStep1Schema, {
        firstName: 'A',
        lastName: 'B',
        email: 'nope',
        contactNumber: '+44123',
      }),
    ).toEqual({
      email: 'Email is invalid',
      contactNumber: 'Invalid phone number.',
    });
    expect(
      signUpStep1Schema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        contactNumber: '+447911123456',
      }).success,
    ).toBe(true);
  });
});

describe('sign-up step 2', () => {
  it('requires country and company size', () => {
    expect(firstMessages(signUpStep2Schema, {})).toMatchObject({
      country: 'This field is required',
      companySize: 'This field is required',
    });
  });

  it('requires a looked-up company for the United Kingdom', () => {
    expect(
      firstMessages(signUpStep2Schema, { country: 'United Kingdom', companyName: null, companySize: '1-40' }),
    ).toEqual({
      companyName: 'This field is required',
    });
    expect(
      signUpStep2Schema.safeParse({ country: 'United Kingdom', companyName: ukCompany, companySize: '1-40' })
        .success,
    ).toBe(true);
  });

  it('requires a free-text company name elsewhere', () => {
    expect(
      firstMessages(signUpStep2Schema, { country: 'France', companyNameCustom: ' ', companySize: '1000+' }),
    ).toEqual({
      companyNameCustom: 'This field is required',
    });
    expect(
      signUpStep2Schema.safeParse({ country: 'France', companyNameCustom: 'Acme SA', companySize: '1000+' })
        .success,
    ).toBe(true);
  });
});

describe('sign-up step 3', () => {
  it('requires number, address and postal code', () => {
    expect(firstMessages(signUpStep3Schema, { country: 'France' })).toEqual({
      companyNo: 'This field is required',
      companyAddress: 'This field is required',
      postalCode: 'This field is required',
    });
  });

  it('matches the UK company number and postal code (case-insensitive)', () => {
    const base = { country: 'United Kingdom', companyName: ukCompany, companyAddress: '221 Baker Street' };
    expect(
      firstMessages(signUpStep3Schema, { ...base, companyNo: '12345678', postalCode: 'SW1A 1AA' }),
    ).toEqual({
      companyNo: 'Field does not match with company number',
      postalCode: 'Field does not match with company postal code',
    });
    expect(
      signUpStep3Schema.safeParse({ ...base, companyNo: '09876543', postalCode: 'nw1 6xe' }).success,
    ).toBe(true);
  });
});

describe('sign-up payload', () => {
  const payload = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    contactNumber: '+447911123456',
    allowedCompany: ['PERFORMANCE', 'RECRUITMENT'],
    companyName: 'Analytical Engines Ltd',
    companySize: '1-40',
    country: 'United Kingdom',
    companyNo: '01234567',
    companyAddress: '1 Difference Lane',
    postalCode: 'EC1A 1BB',
    defaultCompany: 'PERFORMANCE',
    description: '',
  };

  it('accepts the spec payload', () => {
    expect(signUpCompanyBodySchema.safeParse(payload).success).toBe(true);
  });

  it('requires the default module to be the first allowed one', () => {
    expect(
      firstMessages(signUpCompanyBodySchema, { ...payload, defaultCompany: 'RECRUITMENT' }),
    ).toHaveProperty('defaultCompany');
  });

  it('refuses unknown modules and an empty module list', () => {
    expect(signUpCompanyBodySchema.safeParse({ ...payload, allowedCompany: ['LEARNING'] }).success).toBe(
      false,
    );
    expect(signUpCompanyBodySchema.safeParse({ ...payload, allowedCompany: [] }).success).toBe(false);
  });
});

describe('country list', () => {
  it('has about 197 countries with the United Kingdom first', () => {
    expect(COUNTRIES.length).toBe(197);
    expect(COUNTRIES[0]!.name).toBe('United Kingdom');
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});
