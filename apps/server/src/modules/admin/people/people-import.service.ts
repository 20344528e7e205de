import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ImportResult } from '@atrium/shared/schemas/admin/people';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { checkImportRows, parseCsv } from './import-rows.ts';
import { mailInvitation, newTemporaryPassword } from './invitation.ts';
import type { PeopleDeps } from './people.deps.ts';
import { findCompany, findPerson, insertPeople, updatePerson } from './people.repository.ts';
import { EMAIL_TAKEN_CONSTRAINT } from '../../platform/auth/sign-in-identities.repository.ts';

const EMAIL_TAKEN = 'An account with an email of this file was created meanwhile; import the file again';

/**
 * All rows or none: every row is checked first and any error answers the whole report (400);
 * otherwise one transaction writes everyone. Temporary passwords are hashed and mailed after the
 * answer by a background job per person, because hashing a thousand of them would hold the request
 * for a minute.
 */
export async function importPeople(
  deps: PeopleDeps,
  request: FastifyRequest,
  auth: AuthContext,
  csv: string,
): Promise<ImportResult> {
  const raw = parseCsv(csv);
  const { rows, errors } = await checkImportRows(deps.db, auth, raw);
  if (errors.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${errors.length} problems found; nothing was imported`, {
      errors,
    });
  }
  let created;
  try {
    created = await deps.db.transaction(async (tx) => {
      const company = (await findCompany(tx, auth.companyId))!;
      const inserted = await insertPeople(
        tx,
        rows.map(({ managerEmail: _managerEmail, ...row }) => ({
          ...row,
          companyId: auth.companyId,
          allowedModules: company.allowedModules,
          defaultModule: company.defaultModule,
          status: 'invited' as const,
        })),
      );
      const idOf = new Map(inserted.map((user) => [user.email.toLowerCase(), user.id]));
      for (const row of rows) {
        if (!row.managerEmail) continue;
        await updatePerson(tx, auth.companyId, idOf.get(row.email)!, {
          managerId: idOf.get(row.managerEmail)!,
        });
      }
      await recordAudit(tx, request, {
        action: 'people.import',
        targetType: 'company',
        targetId: auth.companyId,
        after: {
          count: inserted.length,
          people: inserted.map((user) => ({ id: user.id, email: user.email })),
        },
      });
      return { inserted, companyName: company.name };
    });
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_TAKEN_CONSTRAINT)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
  await deps.jobs.sendMany(
    IMPORT_INVITATION_JOB,
    created.inserted.map((user) => ({ companyId: auth.companyId, userId: user.id })),
  );
  return { imported: created.inserted.length };
}

export const IMPORT_INVITATION_JOB = 'admin.people.import-invitation';

/** One imported person's temporary password and invitation, a job each (hashing takes a while). */
export function defineImportInvitationJob(deps: PeopleDeps): void {
  deps.jobs.define({
    name: IMPORT_INVITATION_JOB,
    data: z.object({ companyId: z.uuid(), userId: z.uuid() }),
    handler: async ({ companyId, userId }) => {
      const [person, company] = await Promise.all([
        findPerson(deps.db, companyId, userId),
        findCompany(deps.db, companyId),
      ]);
      // Someone who signed in meanwhile (or was removed) needs no invitation.
      if (!person || !company || person.user.status !== 'invited') return;
      const temp = await newTemporaryPassword();
      await updatePerson(deps.db, companyId, userId, {
        tempPasswordHash: temp.hash,
        tempPasswordExpiresAt: temp.expiresAt,
      });
      await mailInvitation(deps, person.user, company.name, temp.password);
    },
  });
}
