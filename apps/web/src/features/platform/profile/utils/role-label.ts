import type { Role } from '@atrium/shared/constants/company';

const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super admin',
  COMPANY_ADMIN: 'Company admin',
  OPERATIONS: 'Operations',
  SUPPORT: 'Support',
  ADMIN: 'Admin',
};

/** The role as a person reads it; the constants are for machines. */
export const roleLabel = (role: Role | null | undefined): string => (role ? ROLE_LABELS[role] : 'No role');
