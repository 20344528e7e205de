import { Stack, Typography } from '@mui/material';
import { SENTIMENT_LABELS } from '@atrium/shared/schemas/performance/updates';
import { isSentiment, SENTIMENT_COLORS, SENTIMENT_ICONS } from '../utils/update-format';

/** A sentiment as its face and word ("Good"); a dash without one. */
export function SentimentBadge({ value, showWord = true }: { value: number | null; showWord?: boolean }) {
  if (!isSentiment(value))
    return (
      <Typography component="span" color="text.secondary" aria-label="No sentiment">
        –
      </Typography>
    );
  const Icon = SENTIMENT_ICONS[value];
  return (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', display: 'inline-flex' }}
      aria-label={`Sentiment ${value} of 5: ${SENTIMENT_LABELS[value]}`}
      role="img"
    >
      <Icon color={SENTIMENT_COLORS[value]} fontSize="small" aria-hidden />
      {showWord && (
        <Typography component="span" variant="body2" aria-hidden>
          {SENTIMENT_LABELS[value]}
        </Typography>
      )}
    </Stack>
  );
}
