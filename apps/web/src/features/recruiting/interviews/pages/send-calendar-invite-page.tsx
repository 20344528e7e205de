import type { ReactNode } from 'react';
import { Alert, Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { Navigate, useNavigate } from 'react-router';
import type { FieldPath } from 'react-hook-form';
import type {
  ScheduleInterviewBody,
  ScheduleInterviewInput,
  UpdateInterviewInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import { paths } from '../../../../config/paths';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { candidateName } from '../../candidates/utils/candidate-labels';
import { useScheduleInterviewMutation, useUpdateInterviewMutation } from '../api/interviews-api';
import { useScheduleInterviewContext } from '../hooks/schedule-interview-context';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { formatSpan, zoneLabel } from '../utils/zoned-time';

const FORM_FIELDS: ReadonlyArray<FieldPath<ScheduleInterviewBody>> = [
  'title',
  'startsAt',
  'endsAt',
  'interviewerIds',
  'location',
  'videoUrl',
  'notes',
];

/** A reschedule sends the interview's own fields; the application stays as it was. */
const interviewFields = ({
  applicationId: _application,
  ...fields
}: ScheduleInterviewInput): UpdateInterviewInput => fields;

function Where({ location, videoUrl }: { location: string; videoUrl: string }) {
  if (!location && !videoUrl) return <>No place or video link given</>;
  return (
    <>
      {location}
      {location && videoUrl && ' · '}
      {videoUrl && (
        <Link href={videoUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {videoUrl}
        </Link>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Step 2: what the interviewers and the candidate will receive, then Send. */
export default function SendCalendarInvitePage() {
  const { form, candidate, jobName, interview, people, search } = useScheduleInterviewContext();
  const zone = useViewerTimezone();
  const navigate = useNavigate();
  const [schedule] = useScheduleInterviewMutation();
  const [update] = useUpdateInterviewMutation();
  const values = form.getValues();
  const step1 = `${paths.candidate(candidate.id)}/schedule-interview${search}`;
  // Reached without step 1's choices (a reload here): the choosing starts again.
  if (!values.startsAt || !values.endsAt || (values.interviewerIds ?? []).length === 0)
    return <Navigate to={step1} replace />;

  const name = candidateName(candidate);
  const candidateEmail = interview?.candidate.email ?? candidate.emailAddresses[0]?.value ?? '';
  const title = values.title?.trim() || 'Interview';
  const where = <Where location={values.location?.trim() ?? ''} videoUrl={values.videoUrl?.trim() ?? ''} />;
  const isUpdate = Boolean(interview);

  const send = form.handleSubmit(async (body) => {
    try {
      const result = interview
        ? await update({ id: interview.id, body: interviewFields(body) }).unwrap()
        : await schedule(body).unwrap();
      toastSuccess(successMessage(result, isUpdate ? 'Interview updated' : 'Interview scheduled'));
      form.reset(form.getValues());
      void navigate(paths.candidate(candidate.id));
    } catch (error) {
      const errors = fieldErrors(error).filter((item) =>
        (FORM_FIELDS as readonly string[]).includes(item.path),
      );
      for (const item of errors)
        form.setError(item.path as FieldPath<ScheduleInterviewBody>, {
          type: 'server',
          message: item.message,
        });
      toastError(error);
      // The fields to correct are on the first step.
      if (errors.length > 0) void navigate(step1);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={send}>
      <Stack spacing={3}>
        <Typography variant="h6" component="h2">
          Send calendar invite
        </Typography>
        <Alert severity="info">
          {isUpdate
            ? 'Everyone gets an update of the invitation they already have: their calendars move it to the new time.'
            : 'Each attendee gets an email with a calendar invitation they can accept, decline or mark tentative.'}
        </Alert>
        <Box component="section" aria-labelledby="invite-interviewers">
          <Typography id="invite-interviewers" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Interviewers receive
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            “{title}: {name}” for {jobName}, with the link to the interview kit and your notes.
          </Typography>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
            {(values.interviewerIds ?? []).map((id) => {
              const person = people[id];
              const theirZone = person?.timezone ?? zone;
              return (
                <Box component="li" key={id} sx={{ listStyle: 'none' }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {person?.name ?? 'Interviewer'}
                    {person?.email && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        ({person.email})
                      </Typography>
                    )}
                  </Typography>
                  <Box component="dl" sx={{ m: 0 }}>
                    <Fact label="When">
                      {formatSpan(values.startsAt, values.endsAt, theirZone)},{' '}
                      {zoneLabel(theirZone, values.startsAt)}
                    </Fact>
                    <Fact label="Where">{where}</Fact>
                  </Box>
                </Box>
              );
            })}
          </Stack>
          {values.notes?.trim() && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="body2" color="text.secondary">
                Notes for interviewers
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {values.notes.trim()}
              </Typography>
            </Box>
          )}
        </Box>
        <Divider />
        <Box component="section" aria-labelledby="invite-candidate">
          <Typography id="invite-candidate" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            The candidate receives
          </Typography>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
            {candidateEmail && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                ({candidateEmail})
              </Typography>
            )}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label="What">
              {title} for {jobName}
            </Fact>
            <Fact label="When">
              {formatSpan(values.startsAt, values.endsAt, zone)}, {zoneLabel(zone, values.startsAt)}; their
              calendar shows it in their own time zone
            </Fact>
            <Fact label="Where">{where}</Fact>
          </Box>
          <Typography variant="caption" color="text.secondary">
            The candidate does not see the interviewers’ notes.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => void navigate(step1)} disabled={form.formState.isSubmitting}>
            Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            loading={form.formState.isSubmitting}
          >
            {isUpdate ? 'Send update' : 'Send invitation'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
