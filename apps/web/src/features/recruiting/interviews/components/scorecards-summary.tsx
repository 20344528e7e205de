import { useId } from 'react';
import { Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import {
  RECOMMENDATION_LABELS,
  SCORECARD_RATING_LABELS,
  type ApplicationScorecards,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useApplicationScorecardsQuery } from '../api/scorecards-api';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { formatDate } from '../utils/zoned-time';
import { RatingIcon } from './rating-icon';
import { RecommendationSummary } from './recommendation-summary';
import { SectionLoadFailure } from './section-load-failure';

export const hiddenScorecardsNote = (count: number) =>
  `${count} ${count === 1 ? 'scorecard is' : 'scorecards are'} hidden until you submit yours.`;

/** Each attribute's ratings across interviewers, grouped by the scorecard's categories. */
function AttributeRatings({ attributes }: { attributes: ApplicationScorecards['summary']['attributes'] }) {
  const rated = attributes.filter((attribute) => attribute.ratings.length > 0);
  if (rated.length === 0) return null;
  const categories = [...new Set(rated.map((attribute) => attribute.categoryName))];
  return (
    <Stack spacing={1.5}>
      {categories.map((category) => (
        <Box key={category}>
          <Typography variant="caption" color="text.secondary" component="h6" sx={{ m: 0 }}>
            {category}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {rated
              .filter((attribute) => attribute.categoryName === category)
              .map((attribute) => (
                <Box
                  key={attribute.attributeId}
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', py: 0.5 }}
                >
                  <Typography component="dt" variant="body2" sx={{ minWidth: 140, flex: '1 1 140px' }}>
                    {attribute.attributeName}
                  </Typography>
                  <Box
                    component="dd"
                    sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5, flex: '2 1 180px' }}
                  >
                    {attribute.ratings.map(({ interviewer, rating }) => (
                      <Box
                        key={interviewer.id}
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <RatingIcon rating={rating} />
                        <Typography component="span" variant="body2">
                          {interviewer.name}: {SCORECARD_RATING_LABELS[rating]}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/** Submitted scorecards, each with its recommendation and take-aways. */
function ScorecardList({ scorecards }: { scorecards: ApplicationScorecards['scorecards'] }) {
  const zone = useViewerTimezone();
  const submitted = scorecards.filter((card) => card.status === 'submitted');
  if (submitted.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label="Submitted scorecards"
      spacing={1.5}
      divider={<Divider />}
      sx={{ m: 0, p: 0 }}
    >
      {submitted.map((card) => (
        <Box component="li" key={card.id} sx={{ listStyle: 'none' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {card.interviewer.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {card.interviewTitle}
              {card.submittedAt && ` · ${formatDate(card.submittedAt, zone)}`}
            </Typography>
            {card.overallRecommendation && (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <RatingIcon rating={card.overallRecommendation} />
                <Typography component="span" variant="body2">
                  {RECOMMENDATION_LABELS[card.overallRecommendation]}
                </Typography>
              </Box>
            )}
          </Stack>
          {card.submittedBy && (
            <Typography variant="caption" color="text.secondary">
              Submitted by {card.submittedBy.name} on their behalf
            </Typography>
          )}
          {card.keyTakeaways && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
              {card.keyTakeaways}
            </Typography>
          )}
          {card.privateNotes && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}
            >
              <strong>Private notes:</strong> {card.privateNotes}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The content of an application's scorecards, as the reader may see them. */
export function ScorecardsOverview({ data }: { data: ApplicationScorecards }) {
  const hasAny = data.scorecards.some((card) => card.status === 'submitted');
  return (
    <Stack spacing={1.5}>
      {data.hiddenCount > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="note">
          <VisibilityOffOutlinedIcon fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {hiddenScorecardsNote(data.hiddenCount)}
          </Typography>
        </Stack>
      )}
      {hasAny ? (
        <>
          <RecommendationSummary counts={data.summary.recommendations} />
          <AttributeRatings attributes={data.summary.attributes} />
          <ScorecardList scorecards={data.scorecards} />
        </>
      ) : (
        data.hiddenCount === 0 && (
          <Typography variant="body2" color="text.secondary">
            No scorecards submitted yet.
          </Typography>
        )
      )}
    </Stack>
  );
}

/** An application's scorecards summary (GET /api/applications/:id/scorecards), for those who may see any. */
export function ScorecardsSummary({ applicationId }: { applicationId: string }) {
  const headingId = useId();
  // The server answers whoever sees candidates, with the scorecards its visibility rules allow them.
  const canView = useHasPermission('rct.module.candidates.candidate.view');
  const scorecards = useApplicationScorecardsQuery(applicationId, { skip: !canView });
  if (!canView) return null;

  let body;
  if (scorecards.isLoading)
    body = <Skeleton variant="rounded" height={56} role="progressbar" aria-label="Loading scorecards" />;
  else if (!scorecards.data)
    body = (
      <SectionLoadFailure
        error={scorecards.error}
        subject="scorecard summary"
        onRetry={() => void scorecards.refetch()}
      />
    );
  else body = <ScorecardsOverview data={scorecards.data} />;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Scorecards
      </Typography>
      {body}
    </Box>
  );
}
