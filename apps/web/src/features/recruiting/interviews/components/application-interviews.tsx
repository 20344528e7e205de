import { useId, useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useApplicationInterviewsQuery } from '../api/interviews-api';
import { ScheduledInterviewItem } from './scheduled-interview-item';
import { SectionLoadFailure } from './section-load-failure';
import { SelfScheduleLinkDialog } from './self-schedule-link-dialog';
import { SelfScheduleLinks } from './self-schedule-links';

/**
 * An application's interviews: those its current stage still needs (each with "Schedule"), then those
 * scheduled, soonest first as the server orders them; then the self-scheduling links sent the candidate.
 */
export function ApplicationInterviews({
  candidateId,
  applicationId,
  isActive,
}: {
  candidateId: string;
  applicationId: string;
  /** Only an active application is scheduled. */
  isActive: boolean;
}) {
  const headingId = useId();
  const canView = useHasPermission('rct.module.interviews.interview.view');
  const canSchedule = useHasPermission('rct.module.interviews.interview.create');
  const interviews = useApplicationInterviewsQuery(applicationId, { skip: !canView });
  const [isSending, setIsSending] = useState(false);
  if (!canView) return null;

  let body;
  if (interviews.isLoading) {
    body = <Skeleton variant="rounded" height={72} role="progressbar" aria-label="Loading interviews" />;
  } else if (!interviews.data) {
    body = (
      <SectionLoadFailure
        error={interviews.error}
        subject="interview list"
        onRetry={() => void interviews.refetch()}
      />
    );
  } else {
    const { scheduled, toSchedule } = interviews.data;
    const pending = isActive ? toSchedule : [];
    body = (
      <Stack spacing={1.5}>
        {pending.length > 0 && (
          <Box component="ul" aria-label="To schedule" sx={{ m: 0, p: 0 }}>
            {pending.map((item) => (
              <Stack
                key={item.jobInterviewId}
                component="li"
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ alignItems: 'center', flexWrap: 'wrap', listStyle: 'none', py: 0.5 }}
              >
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{item.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {item.durationMinutes} minutes · not scheduled
                  </Typography>
                </Box>
                {canSchedule && (
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<EventIcon />}
                    component={RouterLink}
                    to={paths.scheduleInterview(candidateId, {
                      applicationId,
                      jobInterviewId: item.jobInterviewId,
                    })}
                    aria-label={`Schedule ${item.name}`}
                  >
                    Schedule
                  </Button>
                )}
              </Stack>
            ))}
          </Box>
        )}
        {scheduled.length > 0 && (
          <Stack component="ul" aria-label="Scheduled interviews" spacing={1} sx={{ m: 0, p: 0 }}>
            {scheduled.map((interview) => (
              <ScheduledInterviewItem key={interview.id} interview={interview} />
            ))}
          </Stack>
        )}
        {pending.length === 0 && scheduled.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No interviews in this stage’s plan, and none scheduled.
          </Typography>
        )}
        {isActive && canSchedule && (
          <Box>
            <Button
              size="small"
              variant="outlined"
              startIcon={<ForwardToInboxOutlinedIcon />}
              onClick={() => setIsSending(true)}
            >
              Send self-scheduling link
            </Button>
          </Box>
        )}
        {isSending && (
          <SelfScheduleLinkDialog
            applicationId={applicationId}
            candidateId={candidateId}
            planInterviews={pending}
            onClose={() => setIsSending(false)}
          />
        )}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Interviews
      </Typography>
      <Stack spacing={2}>
        {body}
        <SelfScheduleLinks applicationId={applicationId} candidateId={candidateId} />
      </Stack>
    </Box>
  );
}
