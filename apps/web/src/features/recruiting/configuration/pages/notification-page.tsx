import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  HIRING_TEAM_ROLES,
  JOB_NOTIFICATION_EVENTS,
  type HiringTeamRole,
  type JobNotificationEvent,
} from '@atrium/shared/schemas/recruiting/jobs';
import {
  NOTIFICATION_EVENT_LABELS,
  notificationDefaultsBodySchema,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { HIRING_TEAM_ROLE_LABELS } from '../../jobs/utils/hiring-team-labels';
import {
  useApplyNotificationDefaultsMutation,
  useNotificationDefaultsQuery,
  useSaveNotificationDefaultsMutation,
} from '../api/recruiting-settings-api';
import { stackedTableSx } from '../components/stacked-table-sx';

type Roles = Record<JobNotificationEvent, HiringTeamRole[]>;
const jobsLabel = (count: number) => `${count} open job${count === 1 ? '' : 's'}`;

/** /configuration/notification: which hiring-team roles hear of what on a job, by default. */
export default function NotificationPage() {
  usePageTitle('Notifications');
  const canEdit = useHasPermission('rct.settings.notifications.edit');
  const defaults = useNotificationDefaultsQuery();
  const [save, saving] = useSaveNotificationDefaultsMutation();
  const [apply] = useApplyNotificationDefaultsMutation();
  const [roles, setRoles] = useState<Roles | null>(null);
  const [stuckAfterDays, setStuckAfterDays] = useState('7');
  const [daysError, setDaysError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const data = defaults.data;

  useEffect(() => {
    if (!data) return;
    setRoles(Object.fromEntries(JOB_NOTIFICATION_EVENTS.map((event) => [event, data[event]])) as Roles);
    setStuckAfterDays(String(data.stuckAfterDays));
  }, [data]);

  const toggle = (event: JobNotificationEvent, role: HiringTeamRole) =>
    setRoles((previous) =>
      previous
        ? {
            ...previous,
            [event]: previous[event].includes(role)
              ? previous[event].filter((held) => held !== role)
              : [...previous[event], role],
          }
        : previous,
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = notificationDefaultsBodySchema.safeParse({
      ...roles,
      stuckAfterDays: Number(stuckAfterDays),
    });
    if (!parsed.success) {
      setDaysError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setDaysError(null);
    try {
      toastSuccess(successMessage(await save(parsed.data).unwrap(), 'Saved'));
    } catch (error) {
      toastError(error);
    }
  };

  const confirmApply = async () => {
    try {
      toastSuccess(successMessage(await apply(data!.openJobsWithOwnSettings).unwrap(), 'Applied'));
      setConfirming(false);
    } catch (error) {
      toastError(error);
      setConfirming(false);
      void defaults.refetch();
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Typography color="text.secondary">
          Who on a job’s hiring team hears of what. A job follows these defaults until someone sets its own
          notifications.
        </Typography>
      </Box>
      {defaults.isError && (
        <RetryAlert onRetry={() => void defaults.refetch()}>
          The notification defaults could not be loaded.
        </RetryAlert>
      )}
      {defaults.isLoading && <Skeleton variant="rounded" height={280} />}
      {data && roles && (
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <Table aria-label="Notification defaults" sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Notification</TableCell>
                {HIRING_TEAM_ROLES.map((role) => (
                  <TableCell key={role} align="center">
                    {HIRING_TEAM_ROLE_LABELS[role].plural}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {JOB_NOTIFICATION_EVENTS.map((event) => (
                <TableRow key={event}>
                  <TableCell component="th" scope="row">
                    {NOTIFICATION_EVENT_LABELS[event]}
                  </TableCell>
                  {HIRING_TEAM_ROLES.map((role) => (
                    <TableCell key={role} align="center" data-label={HIRING_TEAM_ROLE_LABELS[role].plural}>
                      <Checkbox
                        checked={roles[event].includes(role)}
                        onChange={() => toggle(event, role)}
                        disabled={!canEdit}
                        slotProps={{
                          input: {
                            'aria-label': `${NOTIFICATION_EVENT_LABELS[event]}: ${HIRING_TEAM_ROLE_LABELS[role].plural}`,
                          },
                        }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TextField
            label="A candidate is stuck after (days)"
            type="number"
            value={stuckAfterDays}
            onChange={(event) => setStuckAfterDays(event.target.value)}
            error={Boolean(daysError)}
            helperText={daysError ?? 'From 1 to 90 days in one stage'}
            disabled={!canEdit}
            sx={{ maxWidth: 280 }}
          />
          {canEdit && (
            <Box>
              <Button type="submit" variant="contained" disabled={saving.isLoading}>
                Save defaults
              </Button>
            </Box>
          )}
        </Stack>
      )}
      {data && data.openJobsWithOwnSettings > 0 && (
        <Alert
          severity="info"
          action={
            canEdit ? (
              <Button color="inherit" onClick={() => setConfirming(true)}>
                Apply to open jobs
              </Button>
            ) : undefined
          }
        >
          {jobsLabel(data.openJobsWithOwnSettings)} have notifications of their own and do not follow these
          defaults.
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title="Apply the defaults to open jobs"
        message={`Replace the notification settings of ${jobsLabel(data?.openJobsWithOwnSettings ?? 0)} with these defaults? Their own settings are lost.`}
        confirmLabel="Apply"
        isDestructive
        onConfirm={confirmApply}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
