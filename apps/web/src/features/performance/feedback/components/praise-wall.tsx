import { useState } from 'react';
import { Box, Button, FormControlLabel, MenuItem, Skeleton, Stack, Switch, TextField } from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useCompanyValuesQuery, usePraiseWallInfiniteQuery, type PraiseWallArg } from '../api/feedback-api';
import { FeedbackCard } from './feedback-card';

/** Praise, newest first, a page at a time ("Show more"); `arg` narrows it to a person or a team. */
export function PraiseList({
  arg,
  label,
  empty,
}: {
  arg: PraiseWallArg;
  label: string;
  empty: { title: string; description?: string; action?: React.ReactNode };
}) {
  const wall = usePraiseWallInfiniteQuery(arg);
  // A refetch after new praise may shift an item onto the next page as well: each shows once.
  const seen = new Set<string>();
  const items = (wall.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));

  if (wall.isError && items.length === 0)
    return <LoadFailureState error={wall.error} subject="praise" onRetry={() => void wall.refetch()} />;
  if (wall.isLoading)
    return <Skeleton variant="rounded" height={220} aria-label="Loading the praise" role="progressbar" />;
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <Stack spacing={2}>
      <Stack component="section" aria-label={label} aria-busy={wall.isFetching} spacing={2}>
        {items.map((item) => (
          <FeedbackCard key={item.id} item={item} />
        ))}
      </Stack>
      {wall.isError && (
        <RetryAlert onRetry={() => void wall.fetchNextPage()}>More praise could not be loaded.</RetryAlert>
      )}
      {wall.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            loading={wall.isFetchingNextPage}
            onClick={() => void wall.fetchNextPage()}
          >
            Show more praise
          </Button>
        </Box>
      )}
    </Stack>
  );
}

/** The praise wall: everyone's praise, narrowed to a value or to my team. */
export function PraiseWall({ hasTeam, action }: { hasTeam: boolean; action?: React.ReactNode }) {
  const values = useCompanyValuesQuery({ includeInactive: true });
  const [valueId, setValueId] = useState('');
  const [isTeamOnly, setIsTeamOnly] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {(values.data?.length ?? 0) > 0 && (
          <TextField
            select
            size="small"
            label="Value"
            value={valueId}
            onChange={(event) => setValueId(event.target.value)}
            sx={{ width: { xxs: '100%', sm: 280 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">Every value</MenuItem>
            {values.data!.map((value) => (
              <MenuItem key={value.id} value={value.id}>
                {value.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {hasTeam && (
          <FormControlLabel
            control={
              <Switch checked={isTeamOnly} onChange={(event) => setIsTeamOnly(event.target.checked)} />
            }
            label="Only my team"
            sx={{ whiteSpace: 'nowrap' }}
          />
        )}
      </Stack>
      <PraiseList
        arg={{ ...(valueId && { valueId }), ...(isTeamOnly && { team: true }) }}
        label="Praise wall"
        empty={
          valueId || isTeamOnly
            ? { title: 'No praise here yet', description: 'Nobody matching this has been praised.' }
            : {
                title: 'No praise yet',
                description: 'Thank a colleague for something they did well: it shows here for everyone.',
                action,
              }
        }
      />
    </Stack>
  );
}
