import type { FastifyRequest } from 'fastify';
import type { HiringTeam, HiringTeamInput, TeamCandidate } from '@atrium/shared/schemas/recruiting/jobs';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './hiring-team.repository.ts';
import { findJob } from './jobs.repository.ts';

async function load(db: DbOrTx, auth: AuthContext, jobId: string): Promise<HiringTeam> {
  if (!(await findJob(db, auth.companyId, jobId, auth.userId))) throw notFound('Job');
  const rows = await repository.hiringTeamOf(db, auth.companyId, jobId);
  return {
    members: rows.map((row) => ({
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      jobTitle: row.jobTitle,
      role: row.role,
      responsible: row.responsible,
    })),
  };
}

export const getHiringTeam = (db: Db, auth: AuthContext, jobId: string) => load(db, auth, jobId);

/** Replaces the team: everyone on it must be a current person of the company. */
export const setHiringTeam = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: HiringTeamInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, jobId);
    const allowed = await repository.teamCandidates(
      tx,
      auth.companyId,
      input.members.map((member) => member.userId),
    );
    const stranger = input.members.findIndex((member) => !allowed.has(member.userId));
    if (stranger >= 0) {
      const message = 'Pick someone from your company who can still sign in';
      throw new AppError('VALIDATION_FAILED', message, {
        errors: [{ path: `members.${stranger}.userId`, message }],
      });
    }
    await repository.setHiringTeam(tx, auth.companyId, jobId, input.members);
    const after = await load(tx, auth, jobId);
    await recordAudit(tx, request, {
      action: 'job.hiring_team.update',
      targetType: 'job',
      targetId: jobId,
      before,
      after,
    });
    return after;
  });

export async function teamCandidates(db: Db, auth: AuthContext, search: string): Promise<TeamCandidate[]> {
  const rows = await repository.searchTeamCandidates(db, auth.companyId, search);
  return rows.map((row) => ({
    _id: row.id,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    jobTitle: row.jobTitle,
  }));
}
