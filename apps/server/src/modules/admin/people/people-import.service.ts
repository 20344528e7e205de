import type { FastifyRequest } from 'fastify';
import type { ImportResult } from '@atrium/shared/schemas/admin/people';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { DeferredWork } from '../../platform/auth/deferred-work.ts';
import { checkImportRows, parseCsv } from './import-rows.ts';
import { mailInvitation, newTemporaryPassword } from './invitation.ts';
import type { PeopleDeps } from './people.deps.ts';
import { findCompany, insertPeople, updatePerson } from './people.repository.ts';

const EMAIL_TAKEN = 'An account with an email of this file was created meanwhile; import the file again';

/**
 * All rows or none: every row is checked first and any error answers the whole report (400);
 * otherwise one transaction writes everyone. Temporary passwords are hashed and mailed after the
 * answer, one person at a time, because hashing a thousand of them would hold the request for
 * a minute.
 */
export async function importPeople(
  deps: PeopleDeps & { deferred: DeferredWork },
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
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN);
    throw error;
  }
  deps.deferred.run('import invitations', async () => {
    for (const user of created.inserted) {
      const temp = await newTemporaryPassword();
      await updatePerson(deps.db, auth.companyId, user.id, {
        tempPasswordHash: temp.hash,
        tempPasswordExpiresAt: temp.expiresAt,
      });
      await mailInvitation(deps, user, created.companyName, temp.password);
    }
  });
  return { imported: created.inserted.length };
}
