import { ROLES } from '@atrium/shared/constants/company';
import type { FastifyRequest } from 'fastify';
import { PERMISSIONS } from '@atrium/shared/permissions/permission-catalogue';
import type { HiringTeamRole } from '@atrium/shared/schemas/recruiting/jobs';
import type {
  RecruitingUser,
  RecruitingUserDetail,
  RecruitingUsersQuery,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext, UserStateCache } from '../../../plugins/auth.ts';
import { assignCustomRole } from '../../platform/roles/role-assignment.service.ts';
import { grantsOfPerson, levelOf, RECRUITING_PERMISSION_IDS } from './recruiting-access.ts';
import * as repository from './recruiting-users.repository.ts';

interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  status: string;
  role: string | null;
  customRoleId: string | null;
  customRoleName: string | null;
  customRolePermissions: string[] | null;
}

const customRoleOf = (row: PersonRow) =>
  row.customRoleId && row.customRoleName ? { id: row.customRoleId, name: row.customRoleName } : null;

const toUser = (row: PersonRow, jobCount: number, hiringTeamRoles: HiringTeamRole[]): RecruitingUser => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`,
  email: row.email,
  jobTitle: row.jobTitle,
  status: row.status,
  systemRole: ROLES.find((role) => role === row.role) ?? null,
  customRole: customRoleOf(row),
  level: levelOf(grantsOfPerson(row.role, row.customRolePermissions)),
  jobCount,
  hiringTeamRoles,
});

export async function listRecruitingUsers(
  db: Db,
  auth: AuthContext,
  query: RecruitingUsersQuery,
): Promise<Paged<RecruitingUser>> {
  const [rows, total] = await Promise.all([
    repository.listRecruitingUsers(db, auth.companyId, query, {
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countRecruitingUsers(db, auth.companyId, query),
  ]);
  const items = rows.map((row) => toUser(row, row.jobCount, row.hiringTeamRoles as HiringTeamRole[]));
  return pageOf(items, total, query);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<RecruitingUserDetail> {
  const row = await repository.findRecruitingUser(db, auth.companyId, id);
  if (!row) throw notFound('User');
  const [teams, roles] = await Promise.all([
    repository.hiringTeamsOf(db, auth.companyId, id),
    repository.companyRolesOf(db, auth.companyId),
  ]);
  const grants = grantsOfPerson(row.role, row.customRolePermissions);
  const teamRoles = [...new Set(teams.map((team) => team.role))].sort();
  return {
    ...toUser(row, new Set(teams.map((team) => team.jobId)).size, teamRoles),
    permissions: RECRUITING_PERMISSION_IDS.filter((permission) => grants.has(permission)).map(
      (permission) => ({
        id: permission,
        name: PERMISSIONS[permission].name,
      }),
    ),
    hiringTeams: teams,
    assignableRoles: roles.map((role) => ({
      id: role.id,
      name: role.name,
      level: levelOf(grantsOfPerson(null, role.permissions)),
    })),
  };
}

export const getRecruitingUser = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

/** Gives the person a company role through the platform's role assignment (its rules, its audit). */
export async function setRecruitingRole(
  deps: { db: Db; userStates: UserStateCache },
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  customRoleId: string | null,
): Promise<RecruitingUserDetail> {
  await assignCustomRole(deps, request, auth, id, customRoleId);
  return load(deps.db, auth, id);
}
