import { UNITED_KINGDOM } from '@atrium/shared/constants/company';
import { MODULE_CARDS, type Module } from '@atrium/shared/constants/modules';
import {
  toE164,
  type CompanyLookupItem,
  type SignUpCompanyBody,
} from '@atrium/shared/schemas/platform/sign-up';

/** Every field of the three steps, held by one form so nothing is lost moving between steps. */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  country: string;
  /** The Companies House pick (United Kingdom only). */
  companyName: CompanyLookupItem | null;
  /** The typed company name (other countries). */
  companyNameCustom: string;
  companySize: string;
  companyNo: string;
  companyAddress: string;
  postalCode: string;
}

export type SignUpField = keyof SignUpFormValues;

export const SIGN_UP_DEFAULTS: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  country: '',
  companyName: null,
  companyNameCustom: '',
  companySize: '',
  companyNo: '',
  companyAddress: '',
  postalCode: '',
};

export const SIGN_UP_STEPS = [
  {
    label: 'Personal',
    title: 'Personal Information (1/3)',
    fields: ['firstName', 'lastName', 'email', 'contactNumber'],
  },
  {
    label: 'Company',
    title: 'Company Details (2/3)',
    fields: ['country', 'companyName', 'companyNameCustom', 'companySize'],
  },
  {
    label: 'Registration',
    title: 'Company Details (3/3)',
    fields: ['companyNo', 'companyAddress', 'postalCode'],
  },
] as const satisfies ReadonlyArray<{ label: string; title: string; fields: readonly SignUpField[] }>;

export const LAST_STEP = SIGN_UP_STEPS.length - 1;

export const isUnitedKingdom = (country: string) => country === UNITED_KINGDOM;

/** The registered office as one line, for the address field. */
export const companyAddressOf = (company: CompanyLookupItem) =>
  [company.registered_office_address.address_line_1, company.registered_office_address.locality]
    .filter(Boolean)
    .join(', ');

/** Modules in the cards' order, whatever order they were picked in. */
export const orderModules = (selected: readonly Module[]): Module[] =>
  MODULE_CARDS.map((card) => card.value).filter((value): value is Module =>
    selected.includes(value as Module),
  );

/** The sign-up payload of spec section 3: company name resolved, phone in E.164, no companyNameCustom. */
export function toSignUpPayload(values: SignUpFormValues, modules: readonly Module[]): SignUpCompanyBody {
  const allowedCompany = orderModules(modules);
  const companyName = isUnitedKingdom(values.country)
    ? (values.companyName?.company_name ?? '')
    : values.companyNameCustom.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    contactNumber: toE164(values.contactNumber),
    allowedCompany,
    companyName,
    companySize: values.companySize as SignUpCompanyBody['companySize'],
    country: values.country,
    companyNo: values.companyNo.trim(),
    companyAddress: values.companyAddress.trim(),
    postalCode: values.postalCode.trim(),
    defaultCompany: allowedCompany[0] as Module,
    description: '',
  };
}

/** The form field a server error path belongs to: the company name is typed outside the UK. */
export function formFieldOf(path: string, values: SignUpFormValues): SignUpField | null {
  if (path === 'companyName' && !isUnitedKingdom(values.country)) return 'companyNameCustom';
  return path in SIGN_UP_DEFAULTS ? (path as SignUpField) : null;
}

export const stepOfField = (field: SignUpField) =>
  SIGN_UP_STEPS.findIndex((step) => (step.fields as readonly SignUpField[]).includes(field));
