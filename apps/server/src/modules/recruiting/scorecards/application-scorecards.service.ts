import type { ApplicationScorecards } from '@atrium/shared/schemas/recruiting/scorecards';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { scorecardVisibility } from './scorecard-settings.repository.ts';
import { summaryOf, toScorecard, visibleScorecards } from './scorecard-view.ts';
import { jobAttributes } from './scorecards.service.ts';
import * as repository from './scorecards.repository.ts';

const VIEW_ALL = 'rct.module.scorecards.scorecard.view.all';
const VIEW_OWN = 'rct.module.scorecards.scorecard.view.own';

/**
 * An application's scorecards as the reader may see them (view.all: every submitted one; otherwise
 * the company's visibility setting decides), and the summary across those.
 */
export async function getApplicationScorecards(
  db: Db,
  auth: AuthContext,
  applicationId: string,
): Promise<ApplicationScorecards> {
  const seesAll = auth.permissions.has(VIEW_ALL);
  if (!seesAll && !auth.permissions.has(VIEW_OWN))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  const application = await repository.findApplication(db, auth.companyId, applicationId);
  if (!application) throw notFound('Application');
  const [records, visibility, { categories, attributes }] = await Promise.all([
    repository.scorecardsOfApplication(db, auth.companyId, applicationId),
    scorecardVisibility(db, auth.companyId),
    jobAttributes(db, auth.companyId, application.jobId),
  ]);
  const { visible, hiddenCount } = visibleScorecards(records, { userId: auth.userId, seesAll, visibility });
  const scorecards = visible.map((record) => toScorecard(record, attributes, auth));
  return { scorecards, hiddenCount, summary: summaryOf(scorecards, categories) };
}
