import type { FastifyRequest } from 'fastify';
import type {
  CandidateHistory,
  Education,
  EducationInput,
  Employment,
  EmploymentInput,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { candidateEducations, candidateEmployments } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { requireCandidate } from '../candidates/require-candidate.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import * as repository from './candidate-history.repository.ts';

export type HistoryKind = 'education' | 'employment';

export const toEducation = (row: repository.EducationRow): Education => ({
  id: row.id,
  schoolName: row.schoolName,
  degree: row.degree,
  discipline: row.discipline,
  startDate: row.startDate,
  endDate: row.endDate,
});

export const toEmployment = (row: repository.EmploymentRow): Employment => ({
  id: row.id,
  companyName: row.companyName,
  title: row.title,
  startDate: row.startDate,
  endDate: row.endDate,
});

const SECTIONS = {
  education: { table: candidateEducations, label: 'Education', missing: 'Education' },
  employment: { table: candidateEmployments, label: 'Employment', missing: 'Employment' },
} as const;

export async function candidateHistory(
  db: Db,
  auth: AuthContext,
  candidateId: string,
): Promise<CandidateHistory> {
  await requireCandidate(db, auth.companyId, candidateId);
  const [educations, employments] = await Promise.all([
    repository.educationsOf(db, auth.companyId, [candidateId]),
    repository.employmentsOf(db, auth.companyId, [candidateId]),
  ]);
  return { educations: educations.map(toEducation), employments: employments.map(toEmployment) };
}

/** One change to the candidate's history: checked, written, in the feed and the audit trail, together. */
async function changeHistory<T>(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  change: { kind: HistoryKind; verb: 'added' | 'updated' | 'deleted' },
  write: (tx: DbOrTx) => Promise<{ result: T; what: string } | null>,
): Promise<T> {
  const section = SECTIONS[change.kind];
  return db.transaction(async (tx) => {
    await requireCandidate(tx, auth.companyId, candidateId);
    const written = await write(tx);
    if (!written) throw notFound(section.missing);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId,
      kind: 'edited',
      summary: `${section.label} ${change.verb}: ${written.what}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: `candidate.${change.kind}.${change.verb === 'added' ? 'create' : change.verb === 'updated' ? 'update' : 'delete'}`,
      targetType: 'candidate',
      targetId: candidateId,
      after: { what: written.what },
    });
    return written.result;
  });
}

const educationWhat = (row: repository.EducationRow) =>
  [row.schoolName, row.degree, row.discipline].filter(Boolean).join(', ');
const employmentWhat = (row: repository.EmploymentRow) =>
  [row.title, row.companyName].filter(Boolean).join(' at ');

export const addEducation = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: EducationInput,
) =>
  changeHistory(db, request, auth, candidateId, { kind: 'education', verb: 'added' }, async (tx) => {
    const row = await repository.insertEducation(tx, { companyId: auth.companyId, candidateId, ...input });
    return { result: toEducation(row), what: educationWhat(row) };
  });

export const updateEducation = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  key: { candidateId: string; id: string },
  input: EducationInput,
) =>
  changeHistory(db, request, auth, key.candidateId, { kind: 'education', verb: 'updated' }, async (tx) => {
    const row = await repository.updateEducation(tx, { companyId: auth.companyId, ...key }, input);
    return row && { result: toEducation(row), what: educationWhat(row) };
  });

export const addEmployment = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: EmploymentInput,
) =>
  changeHistory(db, request, auth, candidateId, { kind: 'employment', verb: 'added' }, async (tx) => {
    const row = await repository.insertEmployment(tx, { companyId: auth.companyId, candidateId, ...input });
    return { result: toEmployment(row), what: employmentWhat(row) };
  });

export const updateEmployment = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  key: { candidateId: string; id: string },
  input: EmploymentInput,
) =>
  changeHistory(db, request, auth, key.candidateId, { kind: 'employment', verb: 'updated' }, async (tx) => {
    const row = await repository.updateEmployment(tx, { companyId: auth.companyId, ...key }, input);
    return row && { result: toEmployment(row), what: employmentWhat(row) };
  });

export const deleteHistoryEntry = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  kind: HistoryKind,
  key: { candidateId: string; id: string },
) =>
  changeHistory(db, request, auth, key.candidateId, { kind, verb: 'deleted' }, async (tx) =>
    (await repository.deleteEntry(tx, SECTIONS[kind].table, { companyId: auth.companyId, ...key }))
      ? { result: null, what: SECTIONS[kind].label.toLowerCase() }
      : null,
  );
