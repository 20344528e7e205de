import { Box, Stack, Typography } from '@mui/material';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { RATING_COLOURS, RatingIcon } from './rating-icon';

/** How many interviewers recommended what: a bar of shares, then each count in words. */
export function RecommendationSummary({ counts }: { counts: Partial<Record<Recommendation, number>> }) {
  const total = RECOMMENDATIONS.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  if (total === 0) return null;
  const shown = RECOMMENDATIONS.filter((key) => (counts[key] ?? 0) > 0);
  return (
    <Stack spacing={1}>
      <Box
        aria-hidden
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {shown.map((key) => (
          <Box
            key={key}
            sx={{ width: `${((counts[key] ?? 0) / total) * 100}%`, bgcolor: RATING_COLOURS[key] }}
          />
        ))}
      </Box>
      <Stack
        component="ul"
        aria-label="Recommendations"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ m: 0, p: 0, flexWrap: 'wrap', listStyle: 'none' }}
      >
        {shown.map((key) => (
          <Stack key={key} component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <RatingIcon rating={key} />
            <Typography variant="body2">
              {RECOMMENDATION_LABELS[key]}: <strong>{counts[key]}</strong>
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
