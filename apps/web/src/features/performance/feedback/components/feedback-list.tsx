import { useState, type ReactNode } from 'react';
import { Box, Pagination, Skeleton, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { FeedbackKind, FeedbackView } from '@atrium/shared/schemas/performance/feedback';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useListFeedbackQuery } from '../api/feedback-api';
import { FeedbackCard } from './feedback-card';

const PAGE_SIZE = 10;
type KindFilter = FeedbackKind | 'any';

/** Feedback of one view (mine received or given, my team's, everyone's), a page at a time. */
export function FeedbackList({
  view,
  label,
  empty,
  note,
}: {
  view: FeedbackView;
  label: string;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  /** Said above the list: who else reads what it shows. */
  note?: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<KindFilter>('any');
  const list = useListFeedbackQuery({
    view,
    page,
    limit: PAGE_SIZE,
    ...(kind !== 'any' && { kind }),
  });
  const items = list.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={kind}
          onChange={(_event, next: KindFilter | null) => {
            if (!next) return;
            setKind(next);
            setPage(1);
          }}
          aria-label="Kind of feedback"
        >
          <ToggleButton value="any">All</ToggleButton>
          <ToggleButton value="praise">Praise</ToggleButton>
          <ToggleButton value="private">Private</ToggleButton>
        </ToggleButtonGroup>
        {note && <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{note}</Box>}
      </Stack>
      {list.isError ? (
        <LoadFailureState error={list.error} subject="feedback" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading the feedback" role="progressbar" />
      ) : items.length === 0 ? (
        <EmptyState {...(kind === 'any' ? empty : { title: 'Nothing of this kind here' })} />
      ) : (
        <>
          <Stack component="section" aria-label={label} aria-busy={list.isFetching} spacing={2}>
            {items.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </Stack>
          {list.data.totalPages > 1 && (
            <Pagination
              page={page}
              count={list.data.totalPages}
              onChange={(_event, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, number) =>
                type === 'page' ? `Page ${number}` : type === 'next' ? 'Next page' : 'Previous page'
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}
