import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_JOB_SETUP_FLOW,
  JOB_SETUP_STEPS,
  type JobSetupFlow,
} from '@atrium/shared/schemas/recruiting/job-setup-flow';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './job-setup-flow.repository.ts';

/** The company's flow, or Greenhouse's default; a step added since it was saved is shown, not required. */
export async function getJobSetupFlow(db: DbOrTx, companyId: string): Promise<JobSetupFlow> {
  const saved = await repository.findFlow(db, companyId);
  if (!saved) return DEFAULT_JOB_SETUP_FLOW;
  return {
    steps: JOB_SETUP_STEPS.map(
      (step) => saved.find((item) => item.step === step) ?? { step, included: true, required: false },
    ),
  };
}

export const saveJobSetupFlow = (db: Db, request: FastifyRequest, auth: AuthContext, flow: JobSetupFlow) =>
  db.transaction(async (tx) => {
    const before = await getJobSetupFlow(tx, auth.companyId);
    await repository.saveFlow(tx, auth.companyId, flow.steps);
    await recordAudit(tx, request, {
      action: 'job_setup_flow.update',
      targetType: 'company',
      targetId: auth.companyId,
      before,
      after: flow,
    });
    return flow;
  });
