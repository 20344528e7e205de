import type { Role } from '@atrium/shared/constants/company';
import type { AttributeValue, Person, PersonDetail } from '@atrium/shared/schemas/admin/people';
import type { PersonDetailRow, PersonListRow } from './person-columns.ts';

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export const toPerson = (row: PersonListRow): Person => {
  const { user } = row;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    role: user.role as Role | null,
    customRole: ref(user.customRoleId, row.customRoleName),
    jobTitle: user.jobTitle,
    department: ref(user.departmentId, row.departmentName),
    location: ref(user.locationId, row.locationName),
    manager: ref(
      user.managerId,
      row.managerFirstName === null ? null : `${row.managerFirstName} ${row.managerLastName ?? ''}`.trim(),
    ),
    employmentType: user.employmentType,
    startDate: user.startDate,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
};

export const toPersonDetail = (
  row: PersonDetailRow,
  attributes: Array<{ attributeId: string; value: AttributeValue }>,
): PersonDetail => ({
  ...toPerson(row),
  contactNumber: row.user.contactNumber,
  timezone: row.user.timezone,
  attributes: Object.fromEntries(attributes.map((entry) => [entry.attributeId, entry.value])),
});

/** What the audit log keeps of a person: the fields an admin edits here. */
export const auditedFields = (row: PersonListRow) => ({
  status: row.user.status,
  role: row.user.role,
  customRoleId: row.user.customRoleId,
  jobTitle: row.user.jobTitle,
  departmentId: row.user.departmentId,
  locationId: row.user.locationId,
  managerId: row.user.managerId,
  employmentType: row.user.employmentType,
  startDate: row.user.startDate,
});
