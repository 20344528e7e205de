import { Box, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import {
  JOB_NOTIFICATION_EVENTS,
  jobNotificationsBodySchema,
  type JobNotificationEvent,
  type JobNotifications,
  type JobNotificationsInput,
} from '@atrium/shared/schemas/recruiting/jobs';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useGetHiringTeamQuery,
  useGetJobNotificationsQuery,
  useGetJobQuery,
  useSetJobNotificationsMutation,
  type HiringTeam,
} from '../api/jobs-api';
import { JobLoadState } from '../components/job-load-state';
import { SaveBar } from '../components/save-bar';

const EVENTS: Record<JobNotificationEvent, { title: string; hint: string }> = {
  newApplicants: { title: 'New applicants', hint: 'Told when someone applies.' },
  scorecardsSubmitted: {
    title: 'Scorecards submitted',
    hint: 'Told when an interviewer submits a scorecard.',
  },
  approvals: { title: 'Approvals', hint: 'Told when the job or an offer is approved or rejected.' },
  stuckCandidates: { title: 'Candidates stuck in a stage', hint: 'Told when a candidate waits too long.' },
};

const valuesOf = (settings: JobNotifications): JobNotificationsInput => ({
  newApplicants: settings.newApplicants.map((person) => person.id),
  scorecardsSubmitted: settings.scorecardsSubmitted.map((person) => person.id),
  approvals: settings.approvals.map((person) => person.id),
  stuckCandidates: settings.stuckCandidates.map((person) => person.id),
  stuckAfterDays: settings.stuckAfterDays,
});

/** The hiring team, and whoever is already chosen, as the people to pick from. */
function peopleOptions(team: HiringTeam | undefined, settings: JobNotifications) {
  const people = new Map<string, string>();
  for (const member of team?.members ?? []) people.set(member.userId, member.name);
  for (const event of JOB_NOTIFICATION_EVENTS)
    for (const person of settings[event]) people.set(person.id, person.name);
  return [...people]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function NotificationsForm({
  jobId,
  settings,
  team,
}: {
  jobId: string;
  settings: JobNotifications;
  team?: HiringTeam;
}) {
  const canEdit = useHasPermission('rct.module.job_setup.notifications.edit');
  const [save] = useSetJobNotificationsMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<JobNotificationsInput>({
    resolver: zodResolver(jobNotificationsBodySchema) as unknown as Resolver<JobNotificationsInput>,
    defaultValues: valuesOf(settings),
  });
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  const options = peopleOptions(team, settings);
  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: jobId, body }).unwrap();
      reset(valuesOf(result.data));
      toastSuccess(successMessage(result, 'Notifications saved successfully!'));
    } catch (error) {
      showServerErrors(error, setError, (path) => {
        const field = path.split('.')[0] as keyof JobNotificationsInput;
        return field in EVENTS || field === 'stuckAfterDays' ? field : null;
      });
    }
  });
  return (
    <Box component="form" noValidate aria-label="Notifications" onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        {JOB_NOTIFICATION_EVENTS.map((event) => (
          <Paper key={event} variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={2}>
              <FormMultiSelectField<JobNotificationsInput>
                name={event}
                control={control}
                label={EVENTS[event].title}
                options={options}
                disabled={!canEdit}
                helperText={EVENTS[event].hint}
                noOptionsText="Add people to the hiring team to choose them here"
              />
              {event === 'stuckCandidates' && (
                <FormNumberField<JobNotificationsInput>
                  name="stuckAfterDays"
                  control={control}
                  label="Days in one stage"
                  isInteger
                  disabled={!canEdit}
                  sx={{ maxWidth: 200 }}
                />
              )}
            </Stack>
          </Paper>
        ))}
        {canEdit && (
          <SaveBar label="Save notifications" isDirty={formState.isDirty} isSaving={formState.isSubmitting} />
        )}
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/** /jobs/:id/notifications: who on the team hears of what. */
export default function JobNotificationsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const settings = useGetJobNotificationsQuery(id);
  const canViewTeam = useHasPermission('rct.module.job_setup.hiring_team.view');
  const team = useGetHiringTeamQuery(id, { skip: !canViewTeam });
  usePageTitle(job.data ? `Notifications: ${job.data.name}` : 'Notifications');
  if (!job.data || !settings.data) return <JobLoadState query={job.data ? settings : job} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Notifications
        </Typography>
        <Typography color="text.secondary">
          <RouterLink to={paths.job(id)}>{job.data.name}</RouterLink>: who hears of what on this job.
        </Typography>
      </Box>
      <NotificationsForm
        key={JSON.stringify(settings.data)}
        jobId={id}
        settings={settings.data}
        team={team.data}
      />
    </Stack>
  );
}
