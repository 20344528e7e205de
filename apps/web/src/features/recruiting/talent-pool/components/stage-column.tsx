import { useId } from 'react';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useProspectsInfiniteQuery, type PoolStage, type ProspectColumnArg } from '../api/talent-pool-api';
import { ProspectCard, type ProspectActions } from './prospect-card';

export interface StageColumnProps extends ProspectActions {
  stage: PoolStage;
  stages: readonly PoolStage[];
  query: ProspectColumnArg;
  /** Converted prospects are shown apart, and only when asked for. */
  showConverted: boolean;
  /** A search or an owner narrows the column: its count is then of what matched. */
  isFiltered: boolean;
}

/**
 * One stage of a pool and its prospects, a page at a time. The server sends a stage's active
 * prospects before its converted ones, so hiding the converted never hides an active one behind them.
 */
export function StageColumn({
  stage,
  stages,
  query,
  showConverted,
  isFiltered,
  ...actions
}: StageColumnProps) {
  const headingId = useId();
  const result = useProspectsInfiniteQuery(query);
  const loaded = result.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = showConverted ? loaded : loaded.filter((prospect) => prospect.status === 'active');
  // Once a converted one has come, the pages still to come hold only converted ones.
  const hasMore = result.hasNextPage && (showConverted || loaded.at(-1)?.status !== 'converted');
  const matched = result.data?.pages[0]?.total;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        flex: { xxs: '0 0 100%', sm: '0 0 300px' },
        minWidth: 0,
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'action.hover',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1.5, pb: 1 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h3"
          sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {stage.name}
        </Typography>
        {isFiltered ? (
          matched !== undefined && (
            <Chip size="small" variant="outlined" label={matched} aria-label={`${matched} matching`} />
          )
        ) : (
          <Chip
            size="small"
            label={stage.prospects}
            aria-label={`${stage.prospects} prospect${stage.prospects === 1 ? '' : 's'}`}
          />
        )}
      </Stack>
      {result.isLoading && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <Skeleton variant="rounded" height={96} role="progressbar" aria-label={`Loading ${stage.name}`} />
        </Box>
      )}
      {result.isError && !result.data && (
        <Stack spacing={1} role="alert" sx={{ px: 1.5, pb: 1.5, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="error">
            Could not load this stage.
          </Typography>
          <Button size="small" variant="outlined" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {result.data && shown.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
          {isFiltered ? 'No prospects match' : 'No prospects'}
        </Typography>
      )}
      {shown.length > 0 && (
        <Box
          component="ul"
          aria-label={`Prospects in ${stage.name}`}
          sx={{
            m: 0,
            p: 1.5,
            pt: 0.5,
            listStyle: 'none',
            display: 'grid',
            gap: 1,
            alignContent: 'start',
            // A column scrolls on its own, so the next one is always a swipe away on a phone.
            maxHeight: '70vh',
            overflowY: 'auto',
          }}
        >
          {shown.map((prospect) => (
            <li key={prospect.id}>
              <ProspectCard prospect={prospect} stages={stages} {...actions} />
            </li>
          ))}
        </Box>
      )}
      {hasMore && (
        <Box sx={{ px: 1.5, pb: 1.5 }}>
          <Button
            size="small"
            fullWidth
            loading={result.isFetchingNextPage}
            onClick={() => void result.fetchNextPage()}
          >
            Show more in {stage.name}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
