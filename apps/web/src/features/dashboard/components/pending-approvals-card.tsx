import dayjs from 'dayjs';
import { Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMyPendingApprovalsQuery } from '../api/dashboard-api';

/** Approvals waiting on me, each a link to where I decide (shown only when there are some). */
export function PendingApprovalsCard() {
  const pending = useMyPendingApprovalsQuery();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-label="Waiting for your approval">
      <CardContent>
        <Typography variant="h6" component="h2">
          Waiting for your approval ({pending.data.length})
        </Typography>
        <List dense>
          {pending.data.map((item) => (
            <ListItem key={item.requestId} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/jobs/${encodeURIComponent(item.jobId)}/approvals`}>
                    Open {item.jobName}
                  </Link>
                }
                secondary={`Asked ${item.requestedBy ? `by ${item.requestedBy.name} ` : ''}on ${dayjs(item.requestedAt).format('DD MMM YYYY')}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
