import type { FastifyRequest } from 'fastify';
import type { CandidateTag, CandidateTagInput } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './candidate-tags.repository.ts';

const toCandidateTag = (row: repository.CandidateTagRow): CandidateTag => ({
  id: row.id,
  publicId: row.publicId,
  name: row.name,
  candidateCount: Number(row.candidateCount),
  createdAt: row.createdAt.toISOString(),
});

export async function listCandidateTags(db: Db, auth: AuthContext): Promise<CandidateTag[]> {
  return (await repository.listCandidateTags(db, auth.companyId)).map(toCandidateTag);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<CandidateTag> {
  const row = await repository.findCandidateTag(db, auth.companyId, id);
  if (!row) throw notFound('Tag');
  return toCandidateTag(row);
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { candidate_tags_company_name_key: () => nameTaken('tag') });

export const createCandidateTag = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: CandidateTagInput,
) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertCandidateTag(tx, auth.companyId, input.name);
    const created = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'candidate_tag.create',
      targetType: 'candidate_tag',
      targetId: id,
      after: { name: created.name },
    });
    return created;
  });

export const renameCandidateTag = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CandidateTagInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.renameCandidateTag(tx, auth.companyId, id, input.name);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'candidate_tag.update',
      targetType: 'candidate_tag',
      targetId: id,
      before: { name: before.name },
      after: { name: after.name },
    });
    return after;
  });

/** A tag in use may go: Greenhouse removes it from its candidates, and so do we (audited with the count). */
export const deleteCandidateTag = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    await repository.deleteCandidateTag(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'candidate_tag.delete',
      targetType: 'candidate_tag',
      targetId: id,
      before: { name: before.name, candidates: before.candidateCount },
    });
  });
