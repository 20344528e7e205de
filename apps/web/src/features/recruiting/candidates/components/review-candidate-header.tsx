import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import type { ReviewItem } from '../api/application-review-api';
import { formatDay, headline } from '../utils/candidate-labels';

const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who is being reviewed, for which job, and how to reach them. */
export function ReviewCandidateHeader({ item }: { item: ReviewItem }) {
  const { candidate, application } = item;
  return (
    <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {candidate.name}
          </Typography>
          {headline(candidate) && <Typography color="text.secondary">{headline(candidate)}</Typography>}
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1 }}>
            {candidate.email && (
              <Link href={`mailto:${candidate.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {candidate.email}
              </Link>
            )}
            {candidate.phone && <Link href={telOf(candidate.phone)}>{candidate.phone}</Link>}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {application.job?.name ?? 'No job'} · applied {formatDay(application.appliedAt)}
            {application.source ? ` · ${application.source}` : ''}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={paths.candidate(candidate.id)}
          variant="outlined"
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          View profile
        </Button>
      </Stack>
    </Paper>
  );
}
