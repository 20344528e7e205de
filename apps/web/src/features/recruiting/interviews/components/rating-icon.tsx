import { Box, type SxProps, type Theme } from '@mui/material';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbDownOffAltIcon from '@mui/icons-material/ThumbDownOffAlt';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import ThumbUpOffAltIcon from '@mui/icons-material/ThumbUpOffAlt';
import ThumbsUpDownIcon from '@mui/icons-material/ThumbsUpDown';
import RemoveIcon from '@mui/icons-material/Remove';
import type { ScorecardRating } from '@atrium/shared/schemas/recruiting/scorecards';

/** Greenhouse's scale drawn as thumbs: two down, one down, mixed, one up, two up; a dash for no decision. */
export const RATING_COLOURS: Record<ScorecardRating, string> = {
  definitely_not: 'error.dark',
  no: 'error.main',
  mixed: 'warning.dark',
  yes: 'success.main',
  strong_yes: 'success.dark',
  no_decision: 'text.secondary',
};

const ICONS: Record<ScorecardRating, React.ReactNode> = {
  definitely_not: (
    <>
      <ThumbDownIcon fontSize="inherit" />
      <ThumbDownIcon fontSize="inherit" />
    </>
  ),
  no: <ThumbDownOffAltIcon fontSize="inherit" />,
  mixed: <ThumbsUpDownIcon fontSize="inherit" />,
  yes: <ThumbUpOffAltIcon fontSize="inherit" />,
  strong_yes: (
    <>
      <ThumbUpIcon fontSize="inherit" />
      <ThumbUpIcon fontSize="inherit" />
    </>
  ),
  no_decision: <RemoveIcon fontSize="inherit" />,
};

/** The rating's thumbs in its colour; decorative, as the label always goes with it. */
export function RatingIcon({ rating, sx }: { rating: ScorecardRating; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={[
        { display: 'inline-flex', alignItems: 'center', color: RATING_COLOURS[rating], fontSize: 18 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {ICONS[rating]}
    </Box>
  );
}
