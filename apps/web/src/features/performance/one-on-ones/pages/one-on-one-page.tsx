import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Grid,
  List,
  ListItemButton,
  ListItemText,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ONE_ON_ONE_MESSAGES } from '@atrium/shared/schemas/performance/one-on-ones';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCancelOneOnOneMutation,
  useDeleteOneOnOneMutation,
  useGetOneOnOneQuery,
} from '../api/one-on-ones-api';
import { EditScheduleDialog } from '../components/edit-schedule-dialog';
import { MeetingPanel } from '../components/meeting-panel';
import { formatMeetingTime, scheduleLabel } from '../utils/one-on-one-format';

const STATUS_LABELS = { upcoming: 'Upcoming', held: 'Held', cancelled: 'Cancelled' } as const;

/** /performance/one-on-ones/:id[?meeting=]: a series, its meetings, and the one chosen. */
export default function OneOnOnePage() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const series = useGetOneOnOneQuery(id);
  const zone = useSession().user?.timezone;
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [cancel] = useCancelOneOnOneMutation();
  const [remove] = useDeleteOneOnOneMutation();
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const canEdit = useHasPermission('prf.module.one_on_ones.meeting.edit.own');
  const canCancel = useHasPermission('prf.module.one_on_ones.meeting.cancel.own');
  const canDelete = useHasPermission('prf.module.one_on_ones.meeting.delete.own');
  const other = series.data?.isParticipant ? series.data.participants[1] : undefined;
  const title = series.data
    ? other
      ? `1-on-1 with ${other.name}`
      : series.data.participants.map((person) => person.name).join(' and ')
    : '1-on-1';
  usePageTitle(title);

  if (series.isError)
    return (
      <Stack spacing={3}>
        <Breadcrumbs items={[{ label: '1-on-1s', to: paths.performanceOneOnOnes }, { label: '1-on-1' }]} />
        <LoadFailureState error={series.error} subject="1-on-1" onRetry={() => void series.refetch()} />
      </Stack>
    );
  if (!series.data)
    return <Skeleton variant="rounded" height={400} aria-label="Loading the 1-on-1" role="progressbar" />;
  const data = series.data;
  const chosen =
    data.meetings.find((meeting) => meeting.id === searchParams.get('meeting')) ??
    data.meetings.find((meeting) => meeting.status === 'upcoming') ??
    data.meetings[0];
  const isActive = data.status === 'active';

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs items={[{ label: '1-on-1s', to: paths.performanceOneOnOnes }, { label: title }]} />
        <Stack direction={{ xxs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            {other && <PersonAvatar name={other.name} avatarUrl={other.avatarUrl} size={56} />}
            <Box>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h4" component="h1">
                  {title}
                </Typography>
                {!isActive && <Chip label="Cancelled" variant="outlined" />}
              </Stack>
              <Typography color="text.secondary">
                {scheduleLabel(data.cadence, data.durationMinutes)} · {data.timezone}
                {data.nextMeeting ? ` · next ${formatMeetingTime(data.nextMeeting.scheduledAt, zone)}` : ''}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {isActive && canEdit && data.isParticipant && (
              <Button variant="outlined" onClick={() => setIsEditing(true)}>
                Change schedule
              </Button>
            )}
            {isActive && canCancel && (
              <Button variant="outlined" onClick={() => setConfirming('cancel')}>
                Cancel 1-on-1s
              </Button>
            )}
            {canDelete && (
              <Button color="error" onClick={() => setConfirming('delete')}>
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 3 }}>
          {isNarrow ? (
            <TextField
              select
              fullWidth
              label="Meeting"
              value={chosen?.id ?? ''}
              onChange={(event) => setSearchParams({ meeting: event.target.value })}
            >
              {data.meetings.map((meeting) => (
                <MenuItem key={meeting.id} value={meeting.id}>
                  {formatMeetingTime(meeting.scheduledAt, zone)} · {STATUS_LABELS[meeting.status]}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Paper variant="outlined">
              <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5 }}>
                Meetings
              </Typography>
              <List dense aria-label="Meetings">
                {data.meetings.map((meeting) => (
                  <ListItemButton
                    key={meeting.id}
                    selected={meeting.id === chosen?.id}
                    aria-current={meeting.id === chosen?.id ? 'page' : undefined}
                    onClick={() => setSearchParams({ meeting: meeting.id })}
                  >
                    <ListItemText
                      primary={formatMeetingTime(meeting.scheduledAt, zone)}
                      secondary={STATUS_LABELS[meeting.status]}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Paper>
          )}
        </Grid>
        <Grid size={{ xxs: 12, md: 9 }}>
          {!data.isParticipant ? (
            <Alert severity="info">
              {ONE_ON_ONE_MESSAGES.contentPrivate}. You can see when they meet: {data.meetingsHeld} held so
              far, {data.openActionItems} open action items.
            </Alert>
          ) : chosen ? (
            <MeetingPanel
              key={chosen.id}
              seriesId={data.id}
              meetingId={chosen.id}
              people={data.participants}
              isSeriesActive={isActive}
              onHeld={(nextId) => nextId && setSearchParams({ meeting: nextId })}
            />
          ) : (
            <Alert severity="info">No meetings in this series.</Alert>
          )}
        </Grid>
      </Grid>
      <EditScheduleDialog series={data} open={isEditing} onClose={() => setIsEditing(false)} />
      <ConfirmDialog
        open={confirming === 'cancel'}
        title="Cancel these 1-on-1s"
        message="No more meetings will be scheduled and both calendars lose the series. Past meetings and their notes stay readable."
        confirmLabel="Cancel 1-on-1s"
        cancelLabel="Keep them"
        isDestructive
        onConfirm={async () => {
          try {
            await cancel(data.id).unwrap();
            toastSuccess('1-on-1s cancelled');
            setConfirming(null);
          } catch (error) {
            toastError(error);
          }
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete these 1-on-1s"
        message="Every meeting, agenda, shared note, private note and action item of this series is deleted for both of you. This cannot be undone."
        confirmLabel="Delete"
        isDestructive
        onConfirm={async () => {
          try {
            await remove(data.id).unwrap();
            toastSuccess('1-on-1s deleted');
            void navigate(paths.performanceOneOnOnes);
          } catch (error) {
            toastError(error);
          }
        }}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}
