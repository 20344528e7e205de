import { users, type UserRow } from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';

// What the people queries read of a person: the list and a person's page read only what they show.

// Names of what a person links to (lib/linked-value.ts).
const linked = (table: string, column: string, field?: string) => linkedValue('users', table, column, field);

export const linkedNames = {
  departmentName: linked('departments', 'department_id'),
  locationName: linked('locations', 'location_id'),
  managerFirstName: linked('users', 'manager_id', 'first_name'),
  managerLastName: linked('users', 'manager_id', 'last_name'),
  customRoleName: linked('company_roles', 'custom_role_id'),
};

export interface LinkedNames {
  departmentName: string | null;
  locationName: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
  customRoleName: string | null;
}

// What the list shows of a person's own row (person-view.ts): 15 of its 29 columns, none of them a
// password hash or token.
export const listedUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  status: users.status,
  role: users.role,
  customRoleId: users.customRoleId,
  jobTitle: users.jobTitle,
  departmentId: users.departmentId,
  locationId: users.locationId,
  managerId: users.managerId,
  employmentType: users.employmentType,
  startDate: users.startDate,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};
export const detailUserColumns = {
  ...listedUserColumns,
  contactNumber: users.contactNumber,
  timezone: users.timezone,
};

/** A person as the list shows them. */
export interface PersonListRow extends LinkedNames {
  user: Pick<UserRow, keyof typeof listedUserColumns>;
}

/** A person as their page shows them. */
export interface PersonDetailRow extends LinkedNames {
  user: Pick<UserRow, keyof typeof detailUserColumns>;
}

export const personListColumns = { user: listedUserColumns, ...linkedNames };
