import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useCandidateActivityInfiniteQuery, type ActivityFilter } from '../api/candidates-api';
import { ActivityEntry } from './activity-entry';

const TABS: ReadonlyArray<{ value: ActivityFilter; label: string; empty: string }> = [
  { value: 'all', label: 'All', empty: 'Nothing has happened yet.' },
  { value: 'notes', label: 'Notes', empty: 'No notes yet.' },
  { value: 'emails', label: 'Emails', empty: 'No emails yet.' },
  { value: 'activity', label: 'Activity', empty: 'No activity yet.' },
];
const ID_PREFIX = 'candidate-activity';

function FeedOf({ candidateId, kind, empty }: { candidateId: string; kind: ActivityFilter; empty: string }) {
  const feed = useCandidateActivityInfiniteQuery({ id: candidateId, kind });
  // A refetch after a new note may shift an entry onto the next page as well: each shows once.
  const seen = new Set<string>();
  const entries = (feed.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));

  if (feed.isLoading) return <Skeleton variant="rounded" height={160} />;
  if (feed.isError && entries.length === 0) {
    return <RetryAlert onRetry={() => void feed.refetch()}>The activity could not be loaded.</RetryAlert>;
  }
  return (
    <>
      <List
        aria-label={`${TABS.find((tab) => tab.value === kind)!.label} activity`}
        aria-busy={feed.isFetching}
        disablePadding
      >
        {entries.map((entry) => (
          <ActivityEntry key={entry.id} entry={entry} />
        ))}
        {entries.length === 0 && (
          <ListItem>
            <ListItemText primary={empty} />
          </ListItem>
        )}
      </List>
      {feed.hasNextPage && (
        <Box sx={{ pt: 1 }}>
          <Button loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            Load more
          </Button>
        </Box>
      )}
    </>
  );
}

/** The candidate's history, newest first: everything, or only notes, emails or the rest. */
export function ActivityFeed({ candidateId }: { candidateId: string }) {
  const [kind, setKind] = useState<ActivityFilter>('all');
  return (
    <Box>
      <AppTabs<ActivityFilter>
        tabs={TABS}
        value={kind}
        onChange={setKind}
        label="Activity"
        idPrefix={ID_PREFIX}
      />
      {TABS.map((tab) => (
        <TabPanel key={tab.value} idPrefix={ID_PREFIX} value={tab.value} current={kind}>
          <FeedOf candidateId={candidateId} kind={tab.value} empty={tab.empty} />
        </TabPanel>
      ))}
    </Box>
  );
}
