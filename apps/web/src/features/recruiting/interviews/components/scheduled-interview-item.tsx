import { useId, useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useSendScorecardRemindersMutation,
  useResendInterviewMutation,
  type Interview,
} from '../api/interviews-api';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { formatSpan, zoneLabel } from '../utils/zoned-time';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { InterviewStatusChip, ResponseChip } from './interview-chips';

const SCORECARD_LABELS = {
  missing: 'No scorecard',
  draft: 'Scorecard draft',
  submitted: 'Scorecard submitted',
};

/** One scheduled interview on an application: when, where, who answered what, and what can be done. */
export function ScheduledInterviewItem({ interview }: { interview: Interview }) {
  const titleId = useId();
  const zone = useViewerTimezone();
  const canReschedule = useHasPermission('rct.module.interviews.interview.edit');
  const canCancel = useHasPermission('rct.module.interviews.interview.cancel');
  const canSend = useHasPermission('rct.module.interviews.calendar_invite.send');
  const [resend, resending] = useResendInterviewMutation();
  const [remind, reminding] = useSendScorecardRemindersMutation();
  const [isCancelling, setIsCancelling] = useState(false);
  const isLive = interview.status === 'scheduled';
  const isCancelled = interview.status === 'cancelled';

  const run = async (action: () => Promise<{ message?: string }>, done: string) => {
    try {
      toastSuccess(successMessage(await action(), done));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            variant="subtitle1"
            component="h5"
            sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {interview.title}
          </Typography>
          <InterviewStatusChip status={interview.status} />
        </Stack>
        <Typography
          variant="body2"
          sx={isCancelled ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
        >
          {formatSpan(interview.startsAt, interview.endsAt, zone)}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {zoneLabel(zone, interview.startsAt)}
          </Typography>
        </Typography>
        {(interview.location || interview.videoUrl) && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {interview.location}
            {interview.location && interview.videoUrl && ' · '}
            {interview.videoUrl && (
              <Link href={interview.videoUrl} target="_blank" rel="noopener noreferrer">
                Video link
              </Link>
            )}
          </Typography>
        )}
        <Box component="ul" aria-label="Interviewers" sx={{ m: 0, p: 0 }}>
          {interview.interviewers.map((person) => (
            <Stack
              key={person.userId}
              component="li"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexWrap: 'wrap', listStyle: 'none', py: 0.25 }}
            >
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {person.name}
              </Typography>
              <ResponseChip status={person.responseStatus} who={person.name} />
              {!isCancelled && interview.status !== 'scheduled' && (
                <Typography
                  variant="caption"
                  color={person.scorecardStatus === 'submitted' ? 'text.secondary' : 'warning.dark'}
                >
                  {SCORECARD_LABELS[person.scorecardStatus]}
                </Typography>
              )}
            </Stack>
          ))}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Candidate:
          </Typography>
          <ResponseChip status={interview.candidateResponse} who={interview.candidate.name} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={paths.interviewDetails(interview.candidate.id, interview.id)}
            aria-label={`Interview details: ${interview.title}`}
          >
            Interview details
          </Button>
          {isLive && canReschedule && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<EventRepeatIcon />}
              component={RouterLink}
              to={paths.scheduleInterview(interview.candidate.id, {
                applicationId: interview.applicationId,
                jobInterviewId: interview.jobInterviewId,
                interviewId: interview.id,
              })}
              aria-label={`Reschedule ${interview.title}`}
            >
              Reschedule
            </Button>
          )}
          {isLive && canSend && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<SendOutlinedIcon />}
              loading={resending.isLoading}
              onClick={() => void run(() => resend(interview).unwrap(), 'Invitation sent again')}
              aria-label={`Resend invitation: ${interview.title}`}
            >
              Resend invitation
            </Button>
          )}
          {interview.status === 'awaiting_feedback' && canReschedule && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<NotificationsActiveOutlinedIcon />}
              loading={reminding.isLoading}
              onClick={() =>
                void run(async () => {
                  const { data } = await remind(interview).unwrap();
                  const names = data.reminded.map((person) => person.name).join(', ');
                  return { message: names ? `Reminded ${names}` : 'Every scorecard is in' };
                }, 'Reminder sent')
              }
              aria-label={`Send reminder: ${interview.title}`}
            >
              Send reminder
            </Button>
          )}
          {isLive && canCancel && (
            <Button
              size="small"
              color="error"
              variant="outlined"
              onClick={() => setIsCancelling(true)}
              aria-label={`Cancel ${interview.title}`}
            >
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
      {isCancelling && <CancelInterviewDialog interview={interview} onClose={() => setIsCancelling(false)} />}
    </Box>
  );
}
