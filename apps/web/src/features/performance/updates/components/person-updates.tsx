import { useId } from 'react';
import { Card, CardContent, Chip, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useListUpdatesQuery } from '../api/updates-api';
import { formatPeriod, updateStatusChip } from '../utils/update-format';
import { SentimentBadge } from './sentiment-badge';

const SHOWN = 5;

/**
 * A person's recent updates on their directory profile, as far as the viewer reads them: their own,
 * a report's shared ones (a manager above), anyone's shared ones (HR). Nothing for anyone else.
 */
export function PersonUpdates({
  person,
}: {
  person: { id: string; name: string; relation: 'self' | 'manager' | 'colleague' };
}) {
  const seesTeam = useHasPermission('prf.module.updates.update.view.team');
  const seesAll = useHasPermission('prf.module.updates.update.view.all');
  const mayView = person.relation === 'self' || seesAll || (person.relation === 'manager' && seesTeam);
  const updates = useListUpdatesQuery(
    { personId: person.relation === 'self' ? undefined : person.id, page: 1, limit: SHOWN },
    { skip: !mayView },
  );
  const headingId = useId();
  if (!mayView) return null;
  const isSelf = person.relation === 'self';
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            Updates
          </Typography>
          {isSelf && (
            <Link component={RouterLink} to={paths.performanceUpdates} underline="hover">
              All your updates
            </Link>
          )}
        </Stack>
        {updates.isError ? (
          <LoadFailureState error={updates.error} subject="updates" onRetry={() => void updates.refetch()} />
        ) : !updates.data ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading the updates" role="progressbar" />
        ) : updates.data.items.length === 0 ? (
          <Typography color="text.secondary">
            {isSelf ? 'You have not written an update yet.' : `${person.name} has shared no updates yet.`}
          </Typography>
        ) : (
          <List dense disablePadding aria-label={`Updates of ${person.name}`}>
            {updates.data.items.map((update) => {
              const status = updateStatusChip(update.status);
              return (
                <ListItem key={update.id} disableGutters divider sx={{ py: 1 }}>
                  <Stack
                    direction={{ xxs: 'column', sm: 'row' }}
                    spacing={{ xxs: 0.5, sm: 2 }}
                    sx={{ width: '100%', alignItems: { sm: 'center' } }}
                  >
                    <Link
                      component={RouterLink}
                      to={paths.performanceUpdate(update.id)}
                      underline="hover"
                      sx={{ flex: 1, minWidth: 0 }}
                    >
                      {formatPeriod(update.period)}
                    </Link>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <SentimentBadge value={update.sentiment} />
                      <Chip size="small" variant="outlined" label={status.label} color={status.color} />
                    </Stack>
                  </Stack>
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
