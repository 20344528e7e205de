import type { FastifyRequest } from 'fastify';
import type { JobKickoff, JobKickoffInput } from '@atrium/shared/schemas/recruiting/job-kickoff';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findJob } from './jobs.repository.ts';
import * as repository from './kickoff.repository.ts';

const EMPTY = { responsibilities: '', qualifications: '', sellingPoints: '', interviewNotes: '' };

async function load(db: DbOrTx, auth: AuthContext, jobId: string): Promise<JobKickoff> {
  if (!(await findJob(db, auth.companyId, jobId, auth.userId))) throw notFound('Job');
  const row = await repository.findKickoff(db, auth.companyId, jobId);
  if (!row) return { ...EMPTY, updatedAt: null, updatedBy: null };
  const { kickoff } = row;
  return {
    responsibilities: kickoff.responsibilities,
    qualifications: kickoff.qualifications,
    sellingPoints: kickoff.sellingPoints,
    interviewNotes: kickoff.interviewNotes,
    updatedAt: kickoff.updatedAt.toISOString(),
    updatedBy:
      kickoff.updatedById && row.updatedByName ? { id: kickoff.updatedById, name: row.updatedByName } : null,
  };
}

export const getKickoff = (db: Db, auth: AuthContext, jobId: string) => load(db, auth, jobId);

export const saveKickoff = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: JobKickoffInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, jobId);
    await repository.saveKickoff(tx, auth.companyId, jobId, auth.userId, input);
    const after = await load(tx, auth, jobId);
    await recordAudit(tx, request, {
      action: 'job.kickoff.update',
      targetType: 'job',
      targetId: jobId,
      before: pick(before),
      after: pick(after),
    });
    return after;
  });

const pick = ({ responsibilities, qualifications, sellingPoints, interviewNotes }: JobKickoff) => ({
  responsibilities,
  qualifications,
  sellingPoints,
  interviewNotes,
});
