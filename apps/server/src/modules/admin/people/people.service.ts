import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  InvitePersonBody,
  PeopleListQuery,
  Person,
  PersonDetail,
  UpdatePersonBody,
} from '@atrium/shared/schemas/admin/people';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { isEmailTaken } from '../../platform/auth/auth.repository.ts';
import { mailInvitation, newTemporaryPassword } from './invitation.ts';
import type { PeopleDeps } from './people.deps.ts';
import { countPeople, listPeople } from './people-list.repository.ts';
import {
  attributeValuesOf,
  findCompany,
  findPerson,
  findPersonDetail,
  insertPerson,
  setAttributeValue,
  updatePerson as updatePersonRow,
} from './people.repository.ts';
import {
  attributeErrors,
  invalid,
  linkErrors,
  refuseGreaterPerson,
  refuseGreaterRole,
} from './person-checks.ts';
import type { PeopleTotals } from './people-totals.ts';
import { auditedFields, toPerson, toPersonDetail } from './person-view.ts';
import { EMAIL_TAKEN_CONSTRAINT } from '../../platform/auth/sign-in-identities.repository.ts';

const EMAIL_TAKEN = 'An account with this email already exists';
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', EMAIL_TAKEN, { errors: [{ path: 'email', message: EMAIL_TAKEN }] });

export async function listPeoplePage(
  db: DbOrTx,
  auth: AuthContext,
  query: PeopleListQuery,
  totals: PeopleTotals,
): Promise<Paged<Person>> {
  const [rows, total] = await Promise.all([
    listPeople(db, auth.companyId, query, { limit: query.limit, offset: offsetOf(query) }),
    totals.get(auth.companyId, query, () => countPeople(db, auth.companyId, query)),
  ]);
  return pageOf(rows.map(toPerson), total, query);
}

export async function getPerson(db: DbOrTx, auth: AuthContext, id: string): Promise<PersonDetail> {
  const row = await findPersonDetail(db, auth.companyId, id);
  if (!row) throw notFound('User');
  return toPersonDetail(row, await attributeValuesOf(db, auth.companyId, id));
}

/** Creates an invited person with a temporary password and mails them the set-new-password link. */
export async function invitePerson(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  body: InvitePersonBody,
): Promise<PersonDetail> {
  const temp = await newTemporaryPassword();
  let created;
  try {
    created = await deps.db.transaction(async (tx) => {
      if (await isEmailTaken(tx, body.email)) throw emailTaken();
      const errors = await linkErrors(tx, auth.companyId, body, null);
      if (errors.length > 0) throw invalid(errors);
      await refuseGreaterRole(tx, auth, body);
      const company = (await findCompany(tx, auth.companyId))!;
      const user = await insertPerson(tx, {
        companyId: auth.companyId,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role ?? null,
        customRoleId: body.customRoleId ?? null,
        jobTitle: body.jobTitle ?? null,
        departmentId: body.departmentId ?? null,
        locationId: body.locationId ?? null,
        managerId: body.managerId ?? null,
        employmentType: body.employmentType ?? null,
        startDate: body.startDate ?? null,
        allowedModules: company.allowedModules,
        defaultModule: company.defaultModule,
        status: 'invited',
        tempPasswordHash: temp.hash,
        tempPasswordExpiresAt: temp.expiresAt,
      });
      const row = (await findPerson(tx, auth.companyId, user.id))!;
      await recordAudit(tx, request, {
        action: 'people.invite',
        targetType: 'user',
        targetId: user.id,
        after: { email: user.email, ...auditedFields(row) },
      });
      return { row, companyName: company.name };
    });
  } catch (error) {
    // Two invitations racing past the check meet the unique index instead.
    if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) throw emailTaken();
    throw error;
  }
  await mailInvitation(deps, created.row.user, created.companyName, temp.password);
  return toPersonDetail(created.row, []);
}

/** Saves the admin's edit. Omitted fields stay as they are; null clears. */
export async function updatePerson(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  body: UpdatePersonBody,
): Promise<PersonDetail> {
  if (body.customRoleId !== undefined) {
    // Outside the transaction: the user-state cache reads through its own connection, and the
    // embedded database has only one, which the open transaction would hold.
    if (!(await findPerson(deps.db, auth.companyId, id))) throw notFound('User');
    await refuseGreaterPerson(deps.userStates, auth, id);
  }
  const result = await deps.db.transaction(async (tx) => {
    const before = await findPerson(tx, auth.companyId, id);
    if (!before) throw notFound('User');
    const errors = [
      ...(await linkErrors(tx, auth.companyId, body, id)),
      ...(await attributeErrors(tx, auth.companyId, body.attributes ?? {})),
    ];
    if (errors.length > 0) throw invalid(errors);
    await refuseGreaterRole(tx, auth, body);
    const attributesBefore = await attributeValuesOf(tx, auth.companyId, id);
    await updatePersonRow(tx, auth.companyId, id, {
      jobTitle: body.jobTitle,
      departmentId: body.departmentId,
      locationId: body.locationId,
      managerId: body.managerId,
      employmentType: body.employmentType,
      startDate: body.startDate,
      customRoleId: body.customRoleId,
    });
    for (const [attributeId, value] of Object.entries(body.attributes ?? {})) {
      await setAttributeValue(tx, { companyId: auth.companyId, userId: id, attributeId }, value);
    }
    const after = (await findPerson(tx, auth.companyId, id))!;
    const attributesAfter = await attributeValuesOf(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'people.update',
      targetType: 'user',
      targetId: id,
      before: { ...auditedFields(before), attributes: attributesBefore },
      after: { ...auditedFields(after), attributes: attributesAfter },
    });
    return toPersonDetail(after, attributesAfter);
  });
  // The custom role decides their grants: the change must reach their next request.
  deps.userStates.invalidate(id);
  return result;
}
