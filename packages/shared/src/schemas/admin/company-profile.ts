import { z } from 'zod';
import { COMPANY_SIZES } from '../../constants/company.ts';
import { MODULES } from '../../constants/modules.ts';
import { isTimeZone, TIMEZONE_INVALID } from '../platform/profile.ts';
import { requiredText } from '../platform/required-text.ts';

const required = requiredText;

export const DEFAULT_MODULE_NOT_ENABLED = 'The default module must be one of the enabled modules';

/** GET /api/admin/company: the signed-in admin's own company. The country is fixed at registration. */
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  companyNo: z.string(),
  companyAddress: z.string(),
  postalCode: z.string(),
  country: z.string(),
  companySize: z.enum(COMPANY_SIZES),
  timezone: z.string(),
  description: z.string(),
  allowedModules: z.array(z.enum(MODULES)),
  defaultModule: z.enum(MODULES),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** PUT /api/admin/company. */
export const companyProfileBodySchema = z
  .object({
    name: required(200, 'Company name must be at most 200 characters'),
    logoUrl: z
      .string()
      .trim()
      .max(2000)
      .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), 'Upload the logo again')
      .nullable()
      .default(null),
    companyNo: required(40, 'Company number must be at most 40 characters'),
    companyAddress: required(300, 'Address must be at most 300 characters'),
    postalCode: required(20, 'Postal code must be at most 20 characters'),
    companySize: z.enum(COMPANY_SIZES, 'Select a company size'),
    timezone: z.string().refine(isTimeZone, TIMEZONE_INVALID),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters').default(''),
    allowedModules: z
      .array(z.enum(MODULES, 'Select a valid module'))
      .min(1, 'Enable at least one module')
      .transform((modules) => MODULES.filter((module) => modules.includes(module))),
    defaultModule: z.enum(MODULES, 'Select the default module'),
  })
  .superRefine((body, ctx) => {
    if (!body.allowedModules.includes(body.defaultModule)) {
      ctx.addIssue({ code: 'custom', path: ['defaultModule'], message: DEFAULT_MODULE_NOT_ENABLED });
    }
  });
export type CompanyProfileBody = z.input<typeof companyProfileBodySchema>;
export type CompanyProfileInput = z.output<typeof companyProfileBodySchema>;
