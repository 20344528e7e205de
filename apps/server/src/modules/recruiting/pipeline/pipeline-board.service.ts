import type { BoardCard, JobBoard } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import * as moves from './application-moves.repository.ts';
import * as repository from './pipeline-board.repository.ts';

/** What a card in a stage of this kind waits for, and on whom (the job's recruiter or coordinator). */
function waitingFor(kind: string, owners: { recruiter: string | null; coordinator: string | null }) {
  if (kind === 'application_review') return { what: 'Review the application', on: owners.recruiter };
  if (kind === 'offer') return { what: 'Prepare the offer', on: owners.recruiter };
  return { what: 'Schedule the interview', on: owners.coordinator ?? owners.recruiter };
}

export async function jobBoard(db: Db, auth: AuthContext, jobId: string, search?: string): Promise<JobBoard> {
  const job = await moves.findJob(db, auth.companyId, jobId);
  if (!job) throw notFound('Job');
  const [stages, rows, totals, owners] = await Promise.all([
    moves.stagesOfJobWithKind(db, auth.companyId, jobId),
    repository.boardCards(db, auth.companyId, jobId, search),
    repository.stageTotals(db, auth.companyId, jobId, search),
    repository.jobOwners(db, auth.companyId, jobId),
  ]);
  const cardsByStage = new Map<string, BoardCard[]>();
  const kindOf = new Map(stages.map((stage) => [stage.id, stage.kind]));
  for (const row of rows) {
    const cards = cardsByStage.get(row.stage_id) ?? [];
    cards.push({
      applicationId: row.id,
      candidateId: row.candidate_id,
      name: `${row.first_name} ${row.last_name}`,
      title: row.title,
      company: row.company,
      source: row.source,
      appliedAt: row.applied_at,
      stageEnteredAt: row.stage_entered_at,
      waiting: waitingFor(kindOf.get(row.stage_id) ?? 'interview', owners),
      tags: row.tags,
    });
    cardsByStage.set(row.stage_id, cards);
  }
  return {
    job: { id: job.id, name: job.name, status: job.status },
    stages: stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      kind: stage.kind,
      total: totals.get(stage.id) ?? 0,
      cards: cardsByStage.get(stage.id) ?? [],
    })),
  };
}
