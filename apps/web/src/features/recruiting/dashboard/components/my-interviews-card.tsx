import { useId, type ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Link,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { canOpenPage } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { useMyInterviewsQuery, type Interview } from '../../interviews/api/interviews-api';
import { ResponseChip } from '../../interviews/components/interview-chips';
import { SectionLoadFailure } from '../../interviews/components/section-load-failure';
import { useViewerTimezone } from '../../interviews/hooks/use-viewer-timezone';
import { formatDate, formatTime, wallClock } from '../../interviews/utils/zoned-time';

const SHOWN = 8;

function InterviewLine({
  interview,
  when,
  extra,
}: {
  interview: Interview;
  when: string;
  extra?: ReactNode;
}) {
  const permissions = useSession().user?.permissions ?? [];
  const label = `${interview.title}: ${interview.candidate.name}`;
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 0.75 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {when}
        </Typography>
        {extra}
      </Stack>
      {canOpenPage(paths.interviewDetails(interview.candidate.id, interview.id), permissions) ? (
        <Link
          component={RouterLink}
          to={paths.interviewDetails(interview.candidate.id, interview.id)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {label}
        </Link>
      ) : (
        <Typography sx={{ overflowWrap: 'anywhere' }}>{label}</Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {interview.job.name}
      </Typography>
    </ListItem>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" color="text.secondary">
        {title}
      </Typography>
      <List dense disablePadding>
        {children}
      </List>
    </Box>
  );
}

/** The signed-in interviewer's interviews: today's, those coming up, and past ones whose scorecard is due. */
export function MyInterviewsCard() {
  // Anyone may be asked to interview; those who do not work with interviews see the card only then.
  const worksWithInterviews = useHasPermission('rct.module.interviews.interview.view');
  const me = useSession().user?.id;
  const zone = useViewerTimezone();
  const upcoming = useMyInterviewsQuery('upcoming');
  const past = useMyInterviewsQuery('past');

  const today = wallClock(new Date(), zone).day;
  const live = (upcoming.data ?? []).filter((interview) => interview.status !== 'cancelled');
  const todays = live.filter((interview) => wallClock(interview.startsAt, zone).day === today);
  const later = live.filter((interview) => wallClock(interview.startsAt, zone).day > today).slice(0, SHOWN);
  const due = (past.data ?? [])
    .filter(
      (interview) =>
        interview.status !== 'cancelled' &&
        interview.interviewers.some(
          (person) => person.userId === me && person.scorecardStatus !== 'submitted',
        ),
    )
    .slice(0, SHOWN);
  const myResponse = (interview: Interview) =>
    interview.interviewers.find((person) => person.userId === me)?.responseStatus;

  const settled = Boolean(upcoming.data && past.data);
  // Someone who only interviews now and then sees nothing appear and vanish while it loads.
  if (!worksWithInterviews && (!settled || todays.length + later.length + due.length === 0)) return null;

  let body;
  if (upcoming.isLoading || past.isLoading) {
    body = <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Loading your interviews" />;
  } else if (!upcoming.data || !past.data) {
    const failed = upcoming.isError ? upcoming : past;
    body = (
      <SectionLoadFailure
        error={failed.error}
        subject="interview list"
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (todays.length + later.length + due.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        No interviews coming up, and no scorecards due.
      </Typography>
    );
  } else {
    const response = (interview: Interview) => {
      const status = myResponse(interview);
      return status ? <ResponseChip status={status} who="Your answer" /> : undefined;
    };
    body = (
      <Stack spacing={1.5}>
        {due.length > 0 && (
          <Group title="Scorecards due">
            {due.map((interview) => (
              <InterviewLine
                key={interview.id}
                interview={interview}
                when={formatDate(interview.startsAt, zone)}
                extra={<Chip size="small" color="warning" label="Scorecard due" />}
              />
            ))}
          </Group>
        )}
        {todays.length > 0 && (
          <Group title="Today">
            {todays.map((interview) => (
              <InterviewLine
                key={interview.id}
                interview={interview}
                when={formatTime(interview.startsAt, zone)}
                extra={response(interview)}
              />
            ))}
          </Group>
        )}
        {later.length > 0 && (
          <Group title="Upcoming">
            {later.map((interview) => (
              <InterviewLine
                key={interview.id}
                interview={interview}
                when={`${formatDate(interview.startsAt, zone)}, ${formatTime(interview.startsAt, zone)}`}
                extra={response(interview)}
              />
            ))}
          </Group>
        )}
      </Stack>
    );
  }

  return (
    // The recruiting buckets' "My interviews today" count leads here (#my-interviews).
    <Card
      id="my-interviews"
      variant="outlined"
      component="section"
      aria-labelledby="my-interviews-title"
      sx={{ mb: 3, scrollMarginTop: 80 }}
    >
      <CardContent>
        <Typography id="my-interviews-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          My interviews
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
