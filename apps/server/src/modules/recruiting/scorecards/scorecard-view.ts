import {
  RECOMMENDATIONS,
  type ApplicationScorecards,
  type Recommendation,
  type Scorecard,
  type ScorecardVisibility,
} from '@atrium/shared/schemas/recruiting/scorecards';
import type { ScorecardCategory } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { ScorecardRecord } from './scorecards.repository.ts';

const REMOVED_ATTRIBUTE = 'Removed attribute';
const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** The job scorecard's attribute names by id, with their category. */
export function attributesOf(categories: readonly ScorecardCategory[]) {
  return new Map(
    categories.flatMap((category) =>
      category.attributes.map((attribute) => [
        attribute.id,
        { name: attribute.name, category: category.name },
      ]),
    ),
  );
}
export type AttributeNames = ReturnType<typeof attributesOf>;

/** Private notes are for those who may see private candidate data, and for who wrote them. */
export const canSeePrivateNotes = (
  auth: AuthContext,
  scorecard: { interviewerId: string; submittedById: string | null },
) =>
  auth.permissions.has('rct.module.candidates.private_data.view') ||
  scorecard.interviewerId === auth.userId ||
  scorecard.submittedById === auth.userId;

export function toScorecard(
  record: ScorecardRecord,
  attributes: AttributeNames,
  auth: AuthContext,
): Scorecard {
  const card = record.scorecard;
  return {
    id: card.id,
    interviewId: card.interviewId,
    interviewTitle: record.interviewTitle,
    applicationId: card.applicationId,
    interviewer: {
      id: card.interviewerId,
      name: name(record.interviewerFirstName, record.interviewerLastName),
    },
    submittedBy: card.submittedById
      ? { id: card.submittedById, name: name(record.submitterFirstName, record.submitterLastName) }
      : null,
    status: card.status,
    ratings: card.ratings.map((rating) => ({
      attributeId: rating.attributeId,
      attributeName: attributes.get(rating.attributeId)?.name ?? REMOVED_ATTRIBUTE,
      rating: rating.rating,
    })),
    keyTakeaways: card.keyTakeaways,
    privateNotes: canSeePrivateNotes(auth, card) ? card.privateNotes : '',
    answers: card.answers,
    overallRecommendation: card.overallRecommendation,
    interviewedAt: record.interviewedAt.toISOString(),
    submittedAt: card.submittedAt?.toISOString() ?? null,
    updatedAt: card.updatedAt.toISOString(),
  };
}

export interface VisibilityReader {
  userId: string;
  /** Holds rct.module.scorecards.scorecard.view.all. */
  seesAll: boolean;
  visibility: ScorecardVisibility;
}

/**
 * Which of an application's scorecards the reader sees: their own (drafts too) and, by the company's
 * setting, colleagues' submitted ones; another's draft never. The colleagues' submitted scorecards
 * the reader may not see are counted.
 */
export function visibleScorecards(records: readonly ScorecardRecord[], reader: VisibilityReader) {
  const isOwn = (record: ScorecardRecord) => record.scorecard.interviewerId === reader.userId;
  const othersSubmitted = records.filter(
    (record) => !isOwn(record) && record.scorecard.status === 'submitted',
  );
  const hasSubmittedOwn = records.some((record) => isOwn(record) && record.scorecard.status === 'submitted');
  const seesOthers =
    reader.seesAll ||
    reader.visibility === 'always' ||
    (reader.visibility === 'after_submitting' && hasSubmittedOwn);
  return {
    visible: records.filter(
      (record) => isOwn(record) || (seesOthers && record.scorecard.status === 'submitted'),
    ),
    hiddenCount: seesOthers ? 0 : othersSubmitted.length,
  };
}

/** Recommendations counted, and each attribute of the job's scorecard as rated, over submitted scorecards. */
export function summaryOf(
  scorecards: readonly Scorecard[],
  categories: readonly ScorecardCategory[],
): ApplicationScorecards['summary'] {
  const submitted = scorecards.filter((card) => card.status === 'submitted');
  const recommendations = Object.fromEntries(RECOMMENDATIONS.map((value) => [value, 0])) as Record<
    Recommendation,
    number
  >;
  for (const card of submitted) {
    if (card.overallRecommendation) recommendations[card.overallRecommendation] += 1;
  }
  return {
    recommendations,
    attributes: categories.flatMap((category) =>
      category.attributes.map((attribute) => ({
        attributeId: attribute.id,
        attributeName: attribute.name,
        categoryName: category.name,
        ratings: submitted.flatMap((card) =>
          card.ratings
            .filter((rating) => rating.attributeId === attribute.id)
            .map((rating) => ({ interviewer: card.interviewer, rating: rating.rating })),
        ),
      })),
    ),
  };
}
