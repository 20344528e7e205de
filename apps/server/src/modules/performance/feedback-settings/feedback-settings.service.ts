import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CompanyValue,
  CompanyValueInput,
  CompanyValuePatch,
  FeedbackLog,
  FeedbackLogQuery,
  FeedbackSettings,
  FeedbackType,
} from '@atrium/shared/schemas/performance/feedback-settings';
import {
  FEEDBACK_TYPE_LABELS,
  VALUE_MESSAGES,
  MAX_COMPANY_VALUES,
} from '@atrium/shared/schemas/performance/feedback-settings';
import { kindOf } from '@atrium/shared/schemas/performance/feedback';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { companyValues } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './feedback-settings.repository.ts';

// Settings → feedback. Every employee reads the settings (the give and request dialogs offer only what
// is permitted) and the active values; HR changes them. The company's values belong with the praise
// wall (`prf.settings.feedback.praise_wall.manage`): they tag praise, and praise is what the wall shows.

export const feedbackSettingsOf = (db: DbOrTx, companyId: string): Promise<FeedbackSettings> =>
  repository.settingsOf(db, companyId);

/** Refuses a kind the company does not permit (403 with the kind named). */
export function assertPermitted(settings: FeedbackSettings, type: FeedbackType): void {
  if (!settings.permittedTypes.includes(type))
    throw new AppError(
      'FEEDBACK_KIND_DISABLED',
      `${FEEDBACK_TYPE_LABELS[type].label} is turned off in your company's feedback settings.`,
    );
}

export async function savePermittedTypes(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  permittedTypes: FeedbackType[],
): Promise<FeedbackSettings> {
  return db.transaction(async (tx) => {
    const before = await repository.settingsOf(tx, auth.companyId);
    await repository.saveSettings(tx, auth.companyId, { permittedTypes });
    await recordAudit(tx, request, {
      action: 'performance.feedback.settings.permitted_types',
      targetType: 'feedback_settings',
      targetId: auth.companyId,
      before: { permittedTypes: before.permittedTypes },
      after: { permittedTypes },
    });
    return repository.settingsOf(tx, auth.companyId);
  });
}

export async function savePraiseWall(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  praiseWallEnabled: boolean,
): Promise<FeedbackSettings> {
  return db.transaction(async (tx) => {
    await repository.saveSettings(tx, auth.companyId, { praiseWallEnabled });
    await recordAudit(tx, request, {
      action: 'performance.feedback.settings.praise_wall',
      targetType: 'feedback_settings',
      targetId: auth.companyId,
      after: { praiseWallEnabled },
    });
    return repository.settingsOf(tx, auth.companyId);
  });
}

// Company values.

export const listValues = (
  db: DbOrTx,
  companyId: string,
  includeInactive: boolean,
): Promise<CompanyValue[]> => repository.listValues(db, companyId, includeInactive);

const nameTaken = () =>
  new AppError('CONFLICT', VALUE_MESSAGES.nameTaken, {
    errors: [{ path: 'name', message: VALUE_MESSAGES.nameTaken }],
  });

async function valueOf(db: DbOrTx, companyId: string, id: string): Promise<CompanyValue> {
  const found = (await repository.listValues(db, companyId, true)).find((value) => value.id === id);
  if (!found) throw notFound('Value');
  return found;
}

export async function createValue(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: Required<CompanyValueInput>,
): Promise<CompanyValue> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await repository.valueCount(tx, auth.companyId);
      if (existing >= MAX_COMPANY_VALUES) throw new AppError('CONFLICT', VALUE_MESSAGES.tooMany);
      const [row] = await tx
        .insert(companyValues)
        .values({ companyId: auth.companyId, ...input, position: existing })
        .returning({ id: companyValues.id });
      await recordAudit(tx, request, {
        action: 'performance.feedback.value.create',
        targetType: 'company_value',
        targetId: row!.id,
        after: input,
      });
      return valueOf(tx, auth.companyId, row!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateValue(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  patch: CompanyValuePatch,
): Promise<CompanyValue> {
  try {
    return await db.transaction(async (tx) => {
      const before = await repository.findValue(tx, auth.companyId, id);
      if (!before) throw notFound('Value');
      await tx
        .update(companyValues)
        .set(patch)
        .where(and(eq(companyValues.companyId, auth.companyId), eq(companyValues.id, id)));
      await recordAudit(tx, request, {
        action: 'performance.feedback.value.update',
        targetType: 'company_value',
        targetId: id,
        before: { name: before.name, description: before.description, isActive: before.isActive },
        after: patch,
      });
      return valueOf(tx, auth.companyId, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Puts the values in this order; `ids` names every value of the company once. */
export async function reorderValues(db: Db, auth: AuthContext, ids: string[]): Promise<CompanyValue[]> {
  return db.transaction(async (tx) => {
    const current = await repository.listValues(tx, auth.companyId, true);
    const known = new Set(current.map((value) => value.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new AppError('VALIDATION_FAILED', VALUE_MESSAGES.orderMismatch, {
        errors: [{ path: 'ids', message: VALUE_MESSAGES.orderMismatch }],
      });
    if (ids.length > 0)
      await tx
        .update(companyValues)
        .set({
          position: sql`array_position(${uuidArray(ids)}, ${companyValues.id}) - 1`,
        })
        .where(and(eq(companyValues.companyId, auth.companyId), inArray(companyValues.id, ids)));
    return repository.listValues(tx, auth.companyId, true);
  });
}

/** Deletes a value nothing is tagged with; a value in use is deactivated instead (`deactivated`). */
export async function removeValue(db: Db, request: FastifyRequest, auth: AuthContext, id: string) {
  return db.transaction(async (tx) => {
    const value = await repository.findValue(tx, auth.companyId, id);
    if (!value) throw notFound('Value');
    const isUsed = await repository.isValueUsed(tx, auth.companyId, id);
    const byId = and(eq(companyValues.companyId, auth.companyId), eq(companyValues.id, id));
    if (isUsed) await tx.update(companyValues).set({ isActive: false }).where(byId);
    else await tx.delete(companyValues).where(byId);
    await recordAudit(tx, request, {
      action: isUsed ? 'performance.feedback.value.deactivate' : 'performance.feedback.value.delete',
      targetType: 'company_value',
      targetId: id,
      before: { name: value.name },
    });
    return { deactivated: isUsed };
  });
}

// The feedback log.

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

export async function feedbackLog(
  db: DbOrTx,
  auth: AuthContext,
  query: FeedbackLogQuery,
): Promise<FeedbackLog> {
  const filter = {
    companyId: auth.companyId,
    timezone: await repository.companyTimezone(db, auth.companyId),
    query,
  };
  const [listed, requests] = await Promise.all([
    repository.listLog(db, filter, { limit: query.limit, offset: offsetOf(query) }),
    repository.requestCounts(db, filter),
  ]);
  return {
    page: pageOf(
      listed.rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        kind: kindOf(row.visibility),
        visibility: row.visibility,
        giver: {
          id: row.giverId,
          name: nameOf({ firstName: row.giverFirstName, lastName: row.giverLastName }),
        },
        recipients: row.recipients.map((person) => ({ id: person.id, name: nameOf(person) })),
        valueName: row.valueName,
        isRequested: row.requestId !== null,
      })),
      listed.total,
      query,
    ),
    counts: {
      praise: listed.praise,
      private: listed.total - listed.praise,
      requested: listed.requested,
      requestsPending: requests.pending,
      requestsDeclined: requests.declined,
    },
  };
}
