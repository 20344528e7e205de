import type { FastifyRequest } from 'fastify';
import {
  SCORECARD_MESSAGES,
  type Scorecard,
  type ScorecardInput,
} from '@atrium/shared/schemas/recruiting/scorecards';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { ScorecardRow } from '../../../db/schema/index.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findScorecard as findJobScorecard } from '../job-setup/job-setup.repository.ts';
import { announceSubmitted } from './scorecard-notices.ts';
import { attributesOf, canSeePrivateNotes, toScorecard, type AttributeNames } from './scorecard-view.ts';
import * as repository from './scorecards.repository.ts';

const EDIT_ALL = 'rct.module.scorecards.scorecard.edit.all';
const EDIT_OWN = 'rct.module.scorecards.scorecard.edit.own';

export async function requireInterview(db: DbOrTx, auth: AuthContext, interviewId: string) {
  const record = await repository.findInterview(db, auth.companyId, interviewId);
  if (!record) throw notFound('Interview');
  return record;
}

export async function jobAttributes(db: DbOrTx, companyId: string, jobId: string) {
  const categories = (await findJobScorecard(db, companyId, jobId))?.categories ?? [];
  return { categories, attributes: attributesOf(categories) };
}

/** Someone else's scorecard is read or written only by those who may edit every scorecard. */
function whoseScorecard(auth: AuthContext, interviewerId: string | undefined) {
  const target = interviewerId ?? auth.userId;
  if (target !== auth.userId && !auth.permissions.has(EDIT_ALL))
    throw new AppError('FORBIDDEN', "You cannot see or fill in another interviewer's scorecard");
  return target;
}

export async function loadScorecard(
  db: DbOrTx,
  auth: AuthContext,
  interviewId: string,
  interviewerId: string,
  attributes: AttributeNames,
): Promise<Scorecard | null> {
  const record = await repository.findScorecard(db, auth.companyId, interviewId, interviewerId);
  return record ? toScorecard(record, attributes, auth) : null;
}

/** The reader's own scorecard for the interview, or (editing all) an interviewer's; null when none. */
export async function getScorecard(
  db: Db,
  auth: AuthContext,
  interviewId: string,
  interviewerId: string | undefined,
): Promise<Scorecard | null> {
  const record = await requireInterview(db, auth, interviewId);
  const target = whoseScorecard(auth, interviewerId);
  const { attributes } = await jobAttributes(db, auth.companyId, record.jobId);
  return loadScorecard(db, auth, interviewId, target, attributes);
}

/** Every rating names an attribute of the job's scorecard, once. */
function checkRatings(input: ScorecardInput, attributes: AttributeNames) {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  input.ratings.forEach((rating, index) => {
    const path = `ratings.${index}.attributeId`;
    if (!attributes.has(rating.attributeId))
      errors.push({ path, message: SCORECARD_MESSAGES.unknownAttribute });
    else if (seen.has(rating.attributeId))
      errors.push({ path, message: SCORECARD_MESSAGES.duplicateAttribute });
    seen.add(rating.attributeId);
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** What the audit trail keeps of a scorecard (never its private notes). */
const audited = (card: Pick<ScorecardRow, 'status' | 'ratings' | 'overallRecommendation'>) => ({
  status: card.status,
  ratings: card.ratings,
  overallRecommendation: card.overallRecommendation,
});

/**
 * Saves an interviewer's scorecard as a draft or submits it. Only the interview's interviewers have
 * one; another's is written only with edit.all (who submitted it is kept). A submitted scorecard
 * stays submitted, and changing it needs edit.own (one's own) or edit.all. Submitting waits for the
 * interview to start; a cancelled interview takes no scorecards.
 */
export const saveScorecard = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  interviewId: string,
  input: ScorecardInput,
) =>
  db.transaction(async (tx) => {
    const record = await requireInterview(tx, auth, interviewId);
    const { interview } = record;
    const target = whoseScorecard(auth, input.interviewerId);
    const onBehalf = target !== auth.userId;
    if (interview.status === 'cancelled')
      throw new AppError('CONFLICT', SCORECARD_MESSAGES.cancelledInterview);
    const interviewers = await repository.interviewersOf(tx, auth.companyId, interviewId);
    const interviewer = interviewers.find((person) => person.id === target);
    if (!interviewer) {
      if (onBehalf) throw fieldError('interviewerId', SCORECARD_MESSAGES.notAnInterviewer);
      throw new AppError('FORBIDDEN', SCORECARD_MESSAGES.notAnInterviewer);
    }
    const { attributes } = await jobAttributes(tx, auth.companyId, record.jobId);
    checkRatings(input, attributes);

    const { row } = await repository.lockScorecard(tx, {
      companyId: auth.companyId,
      interviewId,
      applicationId: interview.applicationId,
      interviewerId: target,
    });
    const wasSubmitted = row.status === 'submitted';
    if (wasSubmitted && !auth.permissions.has(EDIT_ALL) && (onBehalf || !auth.permissions.has(EDIT_OWN)))
      throw new AppError('FORBIDDEN', 'You cannot change a submitted scorecard');
    const submitting = input.submit || wasSubmitted;
    if (submitting && input.overallRecommendation === null)
      throw fieldError('overallRecommendation', SCORECARD_MESSAGES.recommendationRequired);
    const newlySubmitted = submitting && !wasSubmitted;
    if (newlySubmitted && new Date() < interview.startsAt)
      throw new AppError('CONFLICT', SCORECARD_MESSAGES.notStarted);

    const values = {
      ratings: input.ratings,
      keyTakeaways: input.keyTakeaways,
      // Someone who may not read the notes cannot have blanked them by saving.
      privateNotes: canSeePrivateNotes(auth, row) ? input.privateNotes : row.privateNotes,
      answers: input.answers,
      overallRecommendation: input.overallRecommendation,
      status: submitting ? ('submitted' as const) : ('draft' as const),
      submittedAt: newlySubmitted ? new Date() : row.submittedAt,
      submittedById: newlySubmitted && onBehalf ? auth.userId : row.submittedById,
    };
    await repository.updateScorecard(tx, auth.companyId, row.id, values);
    await recordAudit(tx, request, {
      action: newlySubmitted
        ? 'scorecard.submit'
        : wasSubmitted
          ? 'scorecard.update'
          : 'scorecard.save_draft',
      targetType: 'scorecard',
      targetId: row.id,
      before: wasSubmitted ? audited(row) : undefined,
      after: { interviewId, interviewerId: target, ...audited(values) },
    });
    if (newlySubmitted)
      await announceSubmitted(tx, auth, record, `${interviewer.firstName} ${interviewer.lastName}`.trim());
    return (await loadScorecard(tx, auth, interviewId, target, attributes))!;
  });
