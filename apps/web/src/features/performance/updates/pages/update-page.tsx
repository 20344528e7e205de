import { useState } from 'react';
import { Box, Button, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useGetUpdateQuery, useUpdateWriteMutation } from '../api/updates-api';
import { CommentsThread } from '../components/comments-thread';
import { UpdateForm } from '../components/update-form';
import { UpdateView } from '../components/update-view';
import { formatMoment, formatPeriod, updateStatusChip } from '../utils/update-format';

/** /performance/updates/:id: one update, its comments, and Mark reviewed for a manager above its author. */
export default function UpdatePage() {
  const { id = '' } = useParams();
  const update = useGetUpdateQuery(id);
  const session = useSession().user;
  const zone = session?.timezone;
  const [write] = useUpdateWriteMutation();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const data = update.data;
  const isMine = data?.author.id === session?.id;
  const title = data ? (isMine ? 'Your update' : `${data.author.name}'s update`) : 'Update';
  usePageTitle(title);
  const crumbs = [{ label: 'Updates', to: paths.performanceUpdates }, { label: title }];

  if (update.isError)
    return (
      <Stack spacing={3}>
        <Breadcrumbs items={crumbs} />
        <LoadFailureState error={update.error} subject="update" onRetry={() => void update.refetch()} />
      </Stack>
    );
  if (!data)
    return <Skeleton variant="rounded" height={420} aria-label="Loading the update" role="progressbar" />;
  const status = updateStatusChip(data.status);

  const review = async () => {
    try {
      await write({ url: `${data.id}/review`, method: 'POST' }).unwrap();
      toastSuccess('Marked as reviewed');
      setIsConfirming(false);
    } catch (error) {
      toastError(error, 'The update could not be marked reviewed');
      throw error;
    }
  };

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs items={crumbs} />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PersonAvatar name={data.author.name} avatarUrl={data.author.avatarUrl} size={56} />
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="h1">
                  {title}
                </Typography>
                <Chip label={status.label} color={status.color} size="small" />
              </Stack>
              <Typography color="text.secondary">
                {formatPeriod(data.period)}
                {data.author.jobTitle && !isMine ? ` · ${data.author.jobTitle}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {data.sharedAt
                  ? `Shared ${formatMoment(data.sharedAt, zone)}${data.manager ? ` with ${data.manager.name}` : ''}`
                  : 'A draft: only you can read it.'}
                {data.reviewedAt && data.reviewedBy
                  ? ` · reviewed by ${data.reviewedBy.name} ${formatMoment(data.reviewedAt, zone)}`
                  : ''}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
            {data.can.review && (
              <Button variant="contained" onClick={() => setIsConfirming(true)}>
                Mark reviewed
              </Button>
            )}
            {data.can.edit && !isEditing && (
              <Button variant="outlined" onClick={() => setIsEditing(true)}>
                Edit
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              {isEditing ? (
                <UpdateForm
                  questions={data.answers.map((entry) => entry.question)}
                  update={data}
                  managerName={data.manager?.name ?? null}
                  onSaved={() => setIsEditing(false)}
                  onCancel={() => setIsEditing(false)}
                />
              ) : (
                <UpdateView update={data} />
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xxs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              {data.status === 'draft' ? (
                <Typography color="text.secondary">
                  Share the update to talk it over with your manager here.
                </Typography>
              ) : (
                <CommentsThread update={data} />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={isConfirming}
        title="Mark this update reviewed?"
        message={`${data.author.name} is told you read it, and the update can no longer change. Comments stay open.`}
        confirmLabel="Mark reviewed"
        onCancel={() => setIsConfirming(false)}
        onConfirm={review}
      />
    </Stack>
  );
}
