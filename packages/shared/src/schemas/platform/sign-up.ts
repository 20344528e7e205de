import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { COMPANY_SIZES, UNITED_KINGDOM } from '../../constants/company.ts';
import { COUNTRY_NAMES } from '../../constants/countries.ts';
import { MODULES } from '../../constants/modules.ts';
import { emailField } from './email.ts';
import { MESSAGES } from './messages.ts';
import { requiredText } from './required-text.ts';

const required = (max = 200) => requiredText(max);

export const phoneField = required(32).refine((v) => isValidPhoneNumber(v), MESSAGES.invalidPhone);

/** A phone number in E.164 ("+447400123456"), the form the sign-up payload sends; unparsable input is returned trimmed. */
export const toE164 = (phone: string): string => parsePhoneNumberFromString(phone)?.number ?? phone.trim();

/** Companies House advanced-search item, as far as the product reads it (spec section 3). */
export const companyLookupItemSchema = z.object({
  company_name: z.string(),
  company_number: z.string(),
  registered_office_address: z.object({
    postal_code: z.string().optional(),
    address_line_1: z.string().optional(),
    locality: z.string().optional(),
  }),
  company_status: z.string().optional(),
});
export type CompanyLookupItem = z.infer<typeof companyLookupItemSchema>;

export const companyLookupQuerySchema = z.object({
  search: z.string().trim().max(160).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const signUpStep1Schema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired),
  contactNumber: phoneField,
});

// Lenient base fields and one refinement, so every step error shows at once.
export const signUpStep2Schema = z
  .object({
    country: z.string().default(''),
    companyName: companyLookupItemSchema.nullable().default(null),
    companyNameCustom: z.string().default(''),
    companySize: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const need = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: MESSAGES.fieldRequired });
    if (!COUNTRY_NAMES.includes(v.country)) need('country');
    if (v.country === UNITED_KINGDOM) {
      if (!v.companyName) need('companyName');
    } else if (!v.companyNameCustom.trim()) need('companyNameCustom');
    if (!(COMPANY_SIZES as readonly string[]).includes(v.companySize)) need('companySize');
  });

const normalisePostcode = (v: string) => v.replace(/\s+/g, '').toUpperCase();

export const signUpStep3Schema = z
  .object({
    country: z.string().default(''),
    companyName: companyLookupItemSchema.nullable().default(null),
    companyNo: z.string().default(''),
    companyAddress: z.string().default(''),
    postalCode: z.string().default(''),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const field of ['companyNo', 'companyAddress', 'postalCode'] as const) {
      if (!v[field].trim()) issue(field, MESSAGES.fieldRequired);
    }
    if (v.country !== UNITED_KINGDOM || !v.companyName) return;
    if (v.companyNo.trim() && v.companyNo.trim() !== v.companyName.company_number) {
      issue('companyNo', MESSAGES.companyNoMismatch);
    }
    const officePostcode = v.companyName.registered_office_address.postal_code ?? '';
    if (v.postalCode.trim() && normalisePostcode(v.postalCode) !== normalisePostcode(officePostcode)) {
      issue('postalCode', MESSAGES.postalCodeMismatch);
    }
  });

/** POST /api/auth/signup-company: the sign-up payload of spec section 3. */
export const signUpCompanyBodySchema = signUpStep1Schema
  .extend({
    allowedCompany: z.array(z.enum(MODULES)).min(1, MESSAGES.fieldRequired),
    companyName: required(160),
    companySize: z.enum(COMPANY_SIZES, { error: MESSAGES.fieldRequired }),
    country: z.string().refine((v) => COUNTRY_NAMES.includes(v), MESSAGES.fieldRequired),
    companyNo: required(40),
    companyAddress: required(300),
    postalCode: required(16),
    defaultCompany: z.enum(MODULES),
    description: z.string().max(2000).default(''),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.allowedCompany).size !== v.allowedCompany.length) {
      ctx.addIssue({ code: 'custom', path: ['allowedCompany'], message: 'Each module may be chosen once' });
    }
    if (v.allowedCompany[0] && v.defaultCompany !== v.allowedCompany[0]) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCompany'],
        message: 'The default module must be the first allowed module',
      });
    }
  });
export type SignUpCompanyBody = z.input<typeof signUpCompanyBodySchema>;
