import type { FastifyRequest } from 'fastify';
import type {
  CandidateCustomFields,
  CustomFieldEntity,
  CustomFieldValue,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import * as repository from './custom-fields.repository.ts';
import { checkValues, listCustomFields } from './custom-fields.service.ts';

type Values = Record<string, unknown>;

const byField = (rows: ReadonlyArray<{ fieldId: string; value: CustomFieldValue }>, ids: Set<string>) =>
  Object.fromEntries(rows.filter((row) => ids.has(row.fieldId)).map((row) => [row.fieldId, row.value]));

/** The candidate's custom fields, each application's and each referral's answers. */
export async function candidateCustomFields(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
): Promise<CandidateCustomFields> {
  if (!(await repository.candidateExists(db, companyId, candidateId))) throw notFound('Candidate');
  const [candidateFields, applicationFields, referralQuestions, candidateRows, applicationRows] =
    await Promise.all([
      listCustomFields(db, companyId, 'candidate', true),
      listCustomFields(db, companyId, 'application', true),
      listCustomFields(db, companyId, 'referral_question'),
      repository.candidateValues(db, companyId, candidateId),
      repository.applicationValuesOfCandidate(db, companyId, candidateId),
    ]);
  const applicationIds = new Set(applicationFields.map((field) => field.id));
  const questionIds = new Set(referralQuestions.map((field) => field.id));
  return {
    candidateFields,
    applicationFields,
    // Archived questions still show the answers given to them.
    referralQuestions,
    candidate: byField(candidateRows, new Set(candidateFields.map((field) => field.id))),
    applications: applicationRows.ids.map((applicationId) => {
      const rows = applicationRows.values.filter((row) => row.applicationId === applicationId);
      return {
        applicationId,
        values: byField(rows, applicationIds),
        referralAnswers: byField(rows, questionIds),
      };
    }),
  };
}

/** The names of the fields whose value changes. */
function changedNames(
  fields: ReadonlyArray<{ id: string; name: string }>,
  before: Values,
  after: Map<string, CustomFieldValue | null>,
) {
  return fields
    .filter(
      (field) => JSON.stringify(before[field.id] ?? null) !== JSON.stringify(after.get(field.id) ?? null),
    )
    .map((field) => field.name);
}

async function saveValues(
  tx: DbOrTx,
  request: FastifyRequest,
  auth: AuthContext,
  target: {
    entity: Extract<CustomFieldEntity, 'candidate' | 'application'>;
    id: string;
    candidateId: string;
  },
  before: Values,
  input: Record<string, unknown>,
) {
  const checked = await checkValues(tx, auth.companyId, target.entity, input);
  const fields = await listCustomFields(tx, auth.companyId, target.entity, true);
  const changed = changedNames(fields, before, checked);
  if (changed.length === 0) return;
  await repository.setValues(tx, target.entity, auth.companyId, target.id, checked);
  await recordActivity(tx, {
    companyId: auth.companyId,
    candidateId: target.candidateId,
    applicationId: target.entity === 'application' ? target.id : null,
    kind: 'edited',
    summary: `${target.entity === 'candidate' ? 'Custom fields' : 'Application fields'} edited: ${changed.join(', ')}`,
    actorId: auth.userId,
  });
  await recordAudit(tx, request, {
    action: `${target.entity}.custom_fields.update`,
    targetType: target.entity,
    targetId: target.id,
    before,
    after: Object.fromEntries(checked),
  });
}

/**
 * How a write treats the fields it does not name: the profile's form sends every field (absent
 * clears), an API's PATCH only the ones it changes (absent keeps).
 */
type Absent = 'clears' | 'keeps';

/** Every candidate field's value at once, checked by its type. */
export const setCandidateValues = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: Record<string, unknown>,
  absent: Absent = 'clears',
) =>
  db.transaction(async (tx) => {
    const current = await candidateCustomFields(tx, auth.companyId, candidateId);
    const target = { entity: 'candidate' as const, id: candidateId, candidateId };
    const after = absent === 'keeps' ? { ...current.candidate, ...input } : input;
    await saveValues(tx, request, auth, target, current.candidate, after);
    return candidateCustomFields(tx, auth.companyId, candidateId);
  });

/** Every application field's value at once; the referral's answers stay as they are. */
export const setApplicationValues = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  applicationId: string,
  input: Record<string, unknown>,
  absent: Absent = 'clears',
) =>
  db.transaction(async (tx) => {
    const candidateId = await repository.candidateOfApplication(tx, auth.companyId, applicationId);
    if (!candidateId) throw notFound('Application');
    const current = await candidateCustomFields(tx, auth.companyId, candidateId);
    const before = current.applications.find((item) => item.applicationId === applicationId)!.values;
    const target = { entity: 'application' as const, id: applicationId, candidateId };
    await saveValues(tx, request, auth, target, before, absent === 'keeps' ? { ...before, ...input } : input);
    return candidateCustomFields(tx, auth.companyId, candidateId);
  });
