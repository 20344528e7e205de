import { useId } from 'react';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { ApplicationInterviews } from '../../interviews/components/application-interviews';
import { ScorecardsSummary } from '../../interviews/components/scorecards-summary';
import { OfferPanel } from '../../offers/components/offer-panel';
import type { CandidateApplication, CandidateFilterOptions } from '../api/candidates-api';
import {
  APPLICATION_STATUS_COLOURS,
  APPLICATION_STATUS_LABELS,
  daysLabel,
  daysSince,
  formatDay,
} from '../utils/candidate-labels';
import { ApplicationActions } from './application-actions';
import { ApplicationAnswers } from './application-answers';
import { ApplicationCustomFields } from './custom-field-values';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';
import { ScheduledEmailNotice } from './scheduled-email-notice';
import { Fact } from '../../../../components/ui/fact';

export interface ApplicationCardProps {
  candidateId: string;
  application: CandidateApplication;
  jobIdsOfCandidate: readonly string[];
  options: CandidateFilterOptions | undefined;
}

/** One application: where it stands and since when, what the candidate sent, and what can be done. */
export function ApplicationCard({
  candidateId,
  application,
  jobIdsOfCandidate,
  options,
}: ApplicationCardProps) {
  const titleId = useId();
  const canCancelEmail = useHasPermission('rct.module.candidates.email.send');
  const { job, stage, status } = application;
  const title = job?.name ?? 'Prospect';

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: { xxs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h3"
            sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            {job ? (
              <Link component={RouterLink} to={paths.jobPipeline(job.id)} underline="hover">
                {job.name}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {application.prospect && job && <Chip size="small" variant="outlined" label="Prospect" />}
          <Chip
            size="small"
            color={APPLICATION_STATUS_COLOURS[status]}
            variant={status === 'active' ? 'outlined' : 'filled'}
            label={APPLICATION_STATUS_LABELS[status]}
          />
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xxs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <Fact label="Stage">{stage?.name ?? '—'}</Fact>
          {status === 'active' && stage && (
            <Fact label="In stage for">{daysLabel(daysSince(application.stageEnteredAt))}</Fact>
          )}
          <Fact label="Applied">{formatDay(application.appliedAt)}</Fact>
          <Fact label="Source">{application.source || '—'}</Fact>
          {application.referrer && <Fact label="Referred by">{application.referrer.name}</Fact>}
          {application.rejectedAt && <Fact label="Rejected">{formatDay(application.rejectedAt)}</Fact>}
        </Box>
        {status === 'rejected' && application.rejectionReason && (
          <Box>
            <Typography>
              <strong>Rejection reason:</strong> {application.rejectionReason.name} (
              {application.rejectionReason.type.name})
            </Typography>
            {application.rejectionNote && (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {application.rejectionNote}
              </Typography>
            )}
          </Box>
        )}
        {application.scheduledEmail && (
          <ScheduledEmailNotice
            candidateId={candidateId}
            email={application.scheduledEmail}
            canCancel={canCancelEmail}
          />
        )}
        {(application.resume || application.coverLetter) && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {application.resume && (
              <FileDownloadButton
                fileId={application.resume.id}
                fileName={application.resume.name}
                label="Résumé"
              />
            )}
            {application.coverLetter && (
              <FileDownloadButton
                fileId={application.coverLetter.id}
                fileName={application.coverLetter.name}
                label="Cover letter"
              />
            )}
          </Stack>
        )}
        {application.coverLetterText && (
          <Box>
            <Typography variant="subtitle2" component="h4">
              Cover letter
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{application.coverLetterText}</Typography>
          </Box>
        )}
        {job && (
          <>
            <ApplicationInterviews
              candidateId={candidateId}
              applicationId={application.id}
              isActive={status === 'active'}
            />
            <ScorecardsSummary applicationId={application.id} />
          </>
        )}
        {job && (
          <OfferPanel
            applicationId={application.id}
            candidateId={candidateId}
            jobId={job.id}
            applicationStatus={status}
            startDate={application.startDate}
          />
        )}
        <ApplicationAnswers answers={application.answers} />
        <ApplicationCustomFields candidateId={candidateId} applicationId={application.id} />
        <ApplicationActions
          candidateId={candidateId}
          application={application}
          jobIdsOfCandidate={jobIdsOfCandidate}
          options={options}
        />
      </Stack>
    </Paper>
  );
}
