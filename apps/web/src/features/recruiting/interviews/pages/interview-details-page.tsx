import { useState } from 'react';
import { Grid, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import type { InterviewKit } from '@atrium/shared/schemas/recruiting/interview-kit';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { useInterviewQuery } from '../api/interviews-api';
import { useInterviewKitQuery, useInterviewScorecardQuery } from '../api/scorecards-api';
import { InterviewStatusChip } from '../components/interview-chips';
import { InterviewKitPanel } from '../components/interview-kit-panel';
import { InvitationAnswer } from '../components/invitation-answer';
import { ScorecardForm } from '../components/scorecard-form';
import { ScorecardsSummary } from '../components/scorecards-summary';
import { SectionLoadFailure } from '../components/section-load-failure';

/** The scorecard of the chosen interviewer: one's own from the kit, another's fetched (edit.all). */
function ScorecardPanel({ kit, interviewerId }: { kit: InterviewKit; interviewerId: string }) {
  const me = useSession().user?.id;
  const canEditAll = useHasPermission('rct.module.scorecards.scorecard.edit.all');
  const canEditOwn = useHasPermission('rct.module.scorecards.scorecard.edit.own');
  const isOwn = interviewerId === me;
  const other = useInterviewScorecardQuery({ interviewId: kit.interview.id, interviewerId }, { skip: isOwn });
  if (!isOwn && !other.isSuccess) {
    if (other.isError)
      return (
        <SectionLoadFailure error={other.error} subject="scorecard" onRetry={() => void other.refetch()} />
      );
    return <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the scorecard" />;
  }
  const name =
    kit.interview.interviewers.find((person) => person.id === interviewerId)?.name ?? 'Interviewer';
  return (
    <ScorecardForm
      key={interviewerId}
      kit={kit}
      scorecard={isOwn ? kit.myScorecard : (other.data ?? null)}
      interviewerId={isOwn ? undefined : interviewerId}
      interviewerName={name}
      canChangeSubmitted={canEditAll || (isOwn && canEditOwn)}
    />
  );
}

function InterviewDetails({ kit }: { kit: InterviewKit }) {
  const me = useSession().user?.id ?? '';
  const canSubmit = useHasPermission('rct.module.scorecards.scorecard.submit');
  const canEditAll = useHasPermission('rct.module.scorecards.scorecard.edit.all');
  const canViewInterviews = useHasPermission('rct.module.interviews.interview.view');
  const interview = useInterviewQuery(kit.interview.id, { skip: !canViewInterviews || !kit.isInterviewer });
  const interviewers = kit.interview.interviewers;
  const [chosen, setChosen] = useState(kit.isInterviewer ? me : (interviewers[0]?.id ?? ''));
  const isCancelled = kit.interview.status === 'cancelled';
  const mayFill = canSubmit && !isCancelled && (kit.isInterviewer || (canEditAll && interviewers.length > 0));
  const ref = {
    id: kit.interview.id,
    applicationId: kit.candidate.applicationId,
    candidate: { id: kit.candidate.id },
  };
  const myResponse =
    interview.data?.interviewers.find((person) => person.userId === me)?.responseStatus ?? null;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xxs: 12, lg: 5 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Interview kit"
          sx={{ p: { xxs: 2, sm: 3 } }}
        >
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Interview kit
          </Typography>
          <InterviewKitPanel
            kit={kit}
            answer={
              // Answering in the app is for interviewers who see interviews (the server's rule).
              kit.isInterviewer && canViewInterviews && kit.interview.status === 'scheduled' ? (
                <InvitationAnswer interview={ref} current={myResponse} />
              ) : undefined
            }
          />
        </Paper>
      </Grid>
      <Grid size={{ xxs: 12, lg: 7 }}>
        <Stack spacing={3}>
          <Paper variant="outlined" component="section" aria-label="Scorecard" sx={{ p: { xxs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Scorecard
              </Typography>
              {canEditAll && interviewers.length > 0 && !isCancelled && (
                <TextField
                  select
                  label="Scorecard of"
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                  helperText={
                    chosen !== me ? 'You fill it in on their behalf; the scorecard says so.' : undefined
                  }
                  sx={{ maxWidth: 360 }}
                >
                  {interviewers.map((person) => (
                    <MenuItem key={person.id} value={person.id}>
                      {person.id === me ? `${person.name} (you)` : person.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {isCancelled ? (
                <Typography color="text.secondary">
                  This interview was cancelled; it takes no scorecards.
                </Typography>
              ) : mayFill && chosen ? (
                <ScorecardPanel kit={kit} interviewerId={chosen} />
              ) : (
                <Typography color="text.secondary">
                  Only the interviewers of this interview fill in its scorecard.
                </Typography>
              )}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
            <ScorecardsSummary applicationId={kit.candidate.applicationId} />
          </Paper>
        </Stack>
      </Grid>
    </Grid>
  );
}

/** /candidates/:id/interview-details?interviewId=…: an interviewer's kit and scorecard for one interview. */
export default function InterviewDetailsPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const interviewId = search.get('interviewId') ?? '';
  const kit = useInterviewKitQuery(interviewId, { skip: !interviewId });
  usePageTitle(kit.data ? `${kit.data.interview.title}: ${kit.data.candidate.name}` : 'Interview details');
  // An interviewer may hold no more than their interviews: their way back is the dashboard's list.
  const seesCandidates = useHasPermission('rct.module.candidates.candidate.view');
  const candidateName = kit.data?.candidate.name ?? 'Candidate';
  const trail = (
    <Breadcrumbs
      items={[
        seesCandidates
          ? { label: 'Candidates', to: paths.candidates }
          : { label: 'My interviews', to: paths.dashboard },
        seesCandidates
          ? { label: candidateName, to: paths.candidate(kit.data?.candidate.id ?? id) }
          : { label: candidateName },
        { label: kit.data?.interview.title ?? 'Interview details' },
      ]}
    />
  );

  let body;
  if (!interviewId) {
    body = <EmptyState title="No interview chosen" description="The link is missing the interview." />;
  } else if (kit.data) {
    body = <InterviewDetails kit={kit.data} />;
  } else if (kit.isError) {
    body = <LoadFailureState error={kit.error} subject="interview" onRetry={() => void kit.refetch()} />;
  } else {
    body = <Skeleton variant="rounded" height={420} role="progressbar" aria-label="Loading the interview" />;
  }

  return (
    <Stack spacing={3}>
      {trail}
      {kit.data && (
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {kit.data.interview.title}
            </Typography>
            <InterviewStatusChip status={kit.data.interview.status} />
          </Stack>
          <Typography color="text.secondary">
            {kit.data.candidate.name} · {kit.data.candidate.job.name}
            {kit.data.candidate.currentStage && ` · now in ${kit.data.candidate.currentStage.name}`}
          </Typography>
        </Stack>
      )}
      {!kit.data && (
        <Typography variant="h4" component="h1">
          Interview details
        </Typography>
      )}
      {body}
    </Stack>
  );
}
