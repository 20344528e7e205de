import { roleLabel } from '@atrium/shared/constants/company';
import type { Person, PersonStatus } from '@atrium/shared/schemas/admin/people';

export { roleLabel };

/** A company role names the person's grants when set; otherwise the system role does. */
export const personRoleLabel = (person: Pick<Person, 'role' | 'customRole'>): string =>
  person.customRole?.name ?? roleLabel(person.role);

export const STATUS_LABELS: Record<PersonStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  inactive: 'Inactive',
};
export const STATUS_COLOURS = { invited: 'info', active: 'success', inactive: 'default' } as const;

export { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';

export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>): string =>
  `${person.firstName} ${person.lastName}`.trim();
