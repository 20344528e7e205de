import { useCallback, useMemo, useState } from 'react';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  Link as RouterLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import {
  scheduleInterviewBodySchema,
  type ScheduleInterviewBody,
  type ScheduleInterviewInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { AppStepper } from '../../../../components/ui/app-stepper';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useGetCandidateQuery, type CandidateDetail } from '../../candidates/api/candidates-api';
import { candidateName } from '../../candidates/utils/candidate-labels';
import {
  useApplicationInterviewsQuery,
  useInterviewQuery,
  type ApplicationInterviews,
  type Interview,
} from '../api/interviews-api';
import type {
  AvailabilityView,
  KnownPerson,
  ScheduleInterviewContext,
} from '../hooks/schedule-interview-context';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { addDays, minutesBetween, wallClock, weekdayIndex } from '../utils/zoned-time';

const STEPS = [{ label: 'Time and interviewers' }, { label: 'Send calendar invite' }] as const;
const DEFAULT_MINUTES = 45;

/** The next working day in the zone: interviews are rarely booked for today. */
function nextWorkingDay(zone: string): string {
  let day = addDays(wallClock(new Date(), zone).day, 1);
  while (weekdayIndex(day) > 4) day = addDays(day, 1);
  return day;
}

interface FlowProps {
  candidate: CandidateDetail;
  applicationId: string;
  jobName: string;
  interview: Interview | null;
  planInterview: ApplicationInterviews['toSchedule'][number] | null;
  jobInterviewId: string | null;
}

/** The form both steps share, made once the interview (or the plan's) is known. */
function ScheduleInterviewFlow({
  candidate,
  applicationId,
  jobName,
  interview,
  planInterview,
  jobInterviewId,
}: FlowProps) {
  const zone = useViewerTimezone();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useForm<ScheduleInterviewBody, unknown, ScheduleInterviewInput>({
    resolver: zodResolver(scheduleInterviewBodySchema),
    defaultValues: interview
      ? {
          applicationId,
          jobInterviewId: interview.jobInterviewId,
          title: interview.title,
          startsAt: interview.startsAt,
          endsAt: interview.endsAt,
          interviewerIds: interview.interviewers.map((person) => person.userId),
          location: interview.location,
          videoUrl: interview.videoUrl,
          notes: interview.notes,
        }
      : {
          applicationId,
          jobInterviewId,
          title: planInterview?.name ?? '',
          startsAt: '',
          endsAt: '',
          interviewerIds: planInterview?.defaultInterviewerIds ?? [],
          location: '',
          videoUrl: '',
          notes: '',
        },
  });
  const [durationMinutes, setDurationMinutes] = useState(
    interview
      ? minutesBetween(interview.startsAt, interview.endsAt)
      : (planInterview?.durationMinutes ?? DEFAULT_MINUTES),
  );
  const [day, setDay] = useState(() =>
    interview ? wallClock(interview.startsAt, zone).day : nextWorkingDay(zone),
  );
  const [view, setView] = useState<AvailabilityView>('day');
  const [people, setPeople] = useState<Record<string, KnownPerson>>(() =>
    Object.fromEntries(
      (interview?.interviewers ?? []).map((person) => [
        person.userId,
        { id: person.userId, name: person.name, email: person.email, timezone: person.timezone },
      ]),
    ),
  );
  const rememberPeople = useCallback((found: readonly KnownPerson[]) => {
    setPeople((known) => {
      let next = known;
      for (const person of found) {
        const before = known[person.id];
        const merged = { ...before, ...person, email: person.email ?? before?.email };
        if (
          before?.name === merged.name &&
          before.email === merged.email &&
          before.timezone === merged.timezone
        )
          continue;
        if (next === known) next = { ...known };
        next[person.id] = merged;
      }
      return next;
    });
  }, []);

  const context: ScheduleInterviewContext = {
    form,
    candidate,
    jobName,
    interview,
    planInterview,
    durationMinutes,
    setDurationMinutes,
    day,
    setDay,
    view,
    setView,
    people,
    rememberPeople,
    search: location.search,
  };
  const isPreview = location.pathname.endsWith('/send-calendar-invite');
  return (
    <Stack spacing={3}>
      <AppStepper
        steps={STEPS}
        activeStep={isPreview ? 1 : 0}
        onStepClick={() =>
          void navigate(`${paths.candidate(candidate.id)}/schedule-interview${location.search}`)
        }
      />
      <Outlet context={context} />
    </Stack>
  );
}

/**
 * /candidates/:id/schedule-interview?applicationId=…&jobInterviewId=…[&interviewId=…]: schedule, or
 * reschedule, one interview of an application, in two steps that share this route's form.
 */
export default function ScheduleInterviewPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const applicationId = search.get('applicationId') ?? '';
  const jobInterviewId = search.get('jobInterviewId');
  const interviewId = search.get('interviewId');
  const candidate = useGetCandidateQuery(id);
  const interviews = useApplicationInterviewsQuery(applicationId, { skip: !applicationId });
  const interview = useInterviewQuery(interviewId ?? '', { skip: !interviewId });
  const title = interviewId ? 'Reschedule interview' : 'Schedule interview';
  const mayDoIt = useHasPermission(
    interviewId ? 'rct.module.interviews.interview.edit' : 'rct.module.interviews.interview.create',
  );
  usePageTitle(title);
  const name = candidate.data ? candidateName(candidate.data) : 'Candidate';
  const application = candidate.data?.applications.find((item) => item.id === applicationId);
  const planInterview = useMemo(
    () => interviews.data?.toSchedule.find((item) => item.jobInterviewId === jobInterviewId) ?? null,
    [interviews.data, jobInterviewId],
  );

  const trail = (
    <Breadcrumbs
      items={[
        { label: 'Candidates', to: paths.candidates },
        { label: name, to: paths.candidate(id) },
        { label: title },
      ]}
    />
  );
  const back = (
    <Button component={RouterLink} to={paths.candidate(id)} variant="outlined">
      Back to the candidate
    </Button>
  );

  const failed = [candidate, interviews, interview].find((query) => query.isError);
  const isLoading =
    !failed && (!candidate.data || (applicationId && !interviews.data) || (interviewId && !interview.data));
  let body;
  if (!mayDoIt) {
    body = (
      <EmptyState
        title={`You can't ${interviewId ? 'reschedule' : 'schedule'} interviews`}
        description="Your role does not include it. If you need it, ask your company administrator."
        action={back}
      />
    );
  } else if (failed) {
    body = (
      <LoadFailureState error={failed.error} subject="interview" onRetry={() => void failed.refetch()} />
    );
  } else if (isLoading) {
    body = <Skeleton variant="rounded" height={360} role="progressbar" aria-label="Loading the interview" />;
  } else if (!application?.job || (interviewId && interview.data?.status !== 'scheduled')) {
    body = (
      <EmptyState
        title={application ? 'This interview cannot be scheduled' : 'This application was not found'}
        description={
          application
            ? 'It may have been cancelled or have taken place already.'
            : 'The link may be out of date.'
        }
        action={back}
      />
    );
  } else {
    body = (
      <ScheduleInterviewFlow
        // Another interview (a link followed from here, Back in the browser) starts a form of its own.
        key={`${applicationId}|${jobInterviewId ?? ''}|${interviewId ?? ''}`}
        candidate={candidate.data!}
        applicationId={applicationId}
        jobName={application.job.name}
        interview={interview.data ?? null}
        planInterview={planInterview}
        jobInterviewId={jobInterviewId}
      />
    );
  }

  return (
    <Stack spacing={3}>
      {trail}
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {application?.job && (
          <Typography color="text.secondary">
            {name} · {application.job.name}
          </Typography>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Stack>
  );
}
