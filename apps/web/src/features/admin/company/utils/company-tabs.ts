import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';

export type CompanyTab = 'profile' | 'departments' | 'locations' | 'groups' | 'attributes';

/** The tabs of Company management, each its own address, shown with the permission to view it. */
export const COMPANY_TABS: ReadonlyArray<{ value: CompanyTab; label: string; permission: PermissionId }> = [
  { value: 'profile', label: 'Profile', permission: 'sso.admin.company.profile.view' },
  { value: 'departments', label: 'Departments', permission: 'sso.admin.departments.department.view' },
  { value: 'locations', label: 'Locations', permission: 'sso.admin.locations.location.view' },
  { value: 'groups', label: 'Groups', permission: 'sso.admin.groups.group.view' },
  { value: 'attributes', label: 'User attributes', permission: 'sso.admin.attributes.attribute.view' },
];

export const companyTabPath = (tab: CompanyTab) => `/admin/company/${tab}`;
