import dayjs from 'dayjs';
import { Card, CardContent, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { canOpenPage } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import { useMyPendingApprovalsQuery } from '../api/dashboard-api';

/**
 * Approvals waiting on me, each a link to where I decide (shown only when there are some): opening a
 * job on its approvals page, an offer on its candidate's page; one I may not open is named without a link.
 */
export function PendingApprovalsCard() {
  const permissions = useSession().user?.permissions ?? [];
  const pending = useMyPendingApprovalsQuery();
  if (!pending.data || pending.data.length === 0) return null;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} component="section" aria-label="Waiting for your approval">
      <CardContent>
        <Typography variant="h6" component="h2">
          Waiting for your approval ({pending.data.length})
        </Typography>
        <List dense>
          {pending.data.map((item) => {
            // An offer is decided on its candidate's page; opening a job, on the job's approvals.
            const [to, label] = item.candidate
              ? [paths.candidate(item.candidate.id), `Offer for ${item.candidate.name} (${item.jobName})`]
              : [paths.jobApprovals(item.jobId), `Open ${item.jobName}`];
            return (
              <ListItem key={item.requestId} disableGutters>
                <ListItemText
                  primary={
                    canOpenPage(to, permissions) ? (
                      <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
                        {label}
                      </Link>
                    ) : item.candidate ? (
                      label
                    ) : (
                      item.jobName
                    )
                  }
                  secondary={`Asked ${item.requestedBy ? `by ${item.requestedBy.name} ` : ''}on ${dayjs(item.requestedAt).format('DD MMM YYYY')}`}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
