// Spec section 3.
export const COMPANY_SIZES = ['1-40', '41-75', '76-250', '251-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const ROLES = ['SUPER_ADMIN', 'COMPANY_ADMIN', 'OPERATIONS', 'SUPPORT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super admin',
  COMPANY_ADMIN: 'Company admin',
  ADMIN: 'Admin',
  OPERATIONS: 'Operations',
  SUPPORT: 'Support',
};
/** A system role in words; no role is an employee's. */
export const roleLabel = (role: Role | null | undefined): string => (role ? ROLE_LABELS[role] : 'Employee');

export const UNITED_KINGDOM = 'United Kingdom';
export const DEFAULT_PHONE_COUNTRY = 'GB';
