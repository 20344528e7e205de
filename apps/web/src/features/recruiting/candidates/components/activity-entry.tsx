import { Box, Chip, ListItem, Stack, Typography } from '@mui/material';
import { NOTE_VISIBILITY_LABELS } from '@atrium/shared/schemas/recruiting/candidates';
import {
  formatFullTime,
  formatRelativeTime,
} from '../../../platform/notifications/utils/format-relative-time';
import type { CandidateActivity } from '../api/candidates-api';
import { MentionBody } from './mention-body';

const VISIBILITY_CHIPS = { private: 'Private', admin_only: 'Admins only' } as const;

/** One event of the feed: who, when (exact on hover), what, and a note's or an email's text. */
export function ActivityEntry({ entry }: { entry: CandidateActivity }) {
  const jobName = entry.application?.jobName;
  const restricted = entry.visibility && entry.visibility !== 'public' ? entry.visibility : null;
  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography fontWeight={600}>
          {entry.actor?.name ?? (entry.kind === 'email_received' ? 'Candidate reply' : 'Atrium')}
        </Typography>
        <Typography
          component="time"
          variant="body2"
          color="text.secondary"
          dateTime={entry.createdAt}
          title={formatFullTime(entry.createdAt)}
        >
          {formatRelativeTime(entry.createdAt)}
        </Typography>
        {restricted && (
          <Chip
            size="small"
            variant="outlined"
            label={VISIBILITY_CHIPS[restricted]}
            title={NOTE_VISIBILITY_LABELS[restricted]}
          />
        )}
      </Stack>
      <Typography>
        {entry.summary}
        {/* Most summaries name the job already. */}
        {jobName && !entry.summary.includes(jobName) && (
          <Typography component="span" color="text.secondary">
            {' '}
            · {jobName}
          </Typography>
        )}
      </Typography>
      {entry.body && (
        <Box sx={{ mt: 0.5, pl: 1.5, borderInlineStart: 3, borderColor: 'divider' }}>
          <MentionBody text={entry.body} />
        </Box>
      )}
    </ListItem>
  );
}
