import { useState } from 'react';
import { Box, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useCandidateFilterOptionsQuery, useGetCandidateQuery } from '../api/candidates-api';
import { ActivityFeed } from '../components/activity-feed';
import { AnonymizeCandidateDialog } from '../components/anonymize-candidate-dialog';
import { ApplicationCard } from '../components/application-card';
import { CandidateAttachmentsPanel } from '../components/candidate-attachments-panel';
import { CandidateHistoryPanel } from '../components/candidate-history-panel';
import { CandidateEditDialog } from '../components/candidate-edit-dialog';
import { CandidateHeader } from '../components/candidate-header';
import { CandidateCustomFieldsCard } from '../components/custom-field-values';
import { DuplicateAlerts } from '../components/duplicate-alerts';
import { MergeCandidatesDialog } from '../components/merge-candidates-dialog';
import { NoteComposer } from '../components/note-composer';
import { candidateName } from '../utils/candidate-labels';

/** /candidates/:id: who the candidate is, each of their applications with what can be done, and their history. */
export default function CandidatePage() {
  const { id = '' } = useParams();
  const candidate = useGetCandidateQuery(id);
  const options = useCandidateFilterOptionsQuery();
  const canEdit = useHasPermission('rct.module.candidates.candidate.edit');
  const canTag = useHasPermission('rct.module.tags.candidate_tag.assign');
  const canNote = useHasPermission('rct.module.notes.note.create');
  const [isEditing, setIsEditing] = useState(false);
  const [mergingId, setMergingId] = useState<string | null>(null);
  const canAnonymize = useHasPermission('rct.module.candidates.candidate.delete');
  const [isAnonymizing, setIsAnonymizing] = useState(false);
  const name = candidate.data ? candidateName(candidate.data) : null;
  usePageTitle(name ?? 'Candidate');
  const trail = (
    <Breadcrumbs items={[{ label: 'Candidates', to: paths.candidates }, { label: name ?? 'Candidate' }]} />
  );

  if (!candidate.data) {
    if (!candidate.isError) {
      return (
        <Stack spacing={3}>
          {trail}
          <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading candidate" />
        </Stack>
      );
    }
    return (
      <Stack spacing={3}>
        {trail}
        <LoadFailureState
          error={candidate.error}
          subject="candidate"
          onRetry={() => void candidate.refetch()}
        />
      </Stack>
    );
  }

  const data = candidate.data;
  const users = options.data?.users ?? [];
  const jobIds = data.applications.flatMap((application) => (application.job ? [application.job.id] : []));
  return (
    <Stack spacing={3}>
      {trail}
      <CandidateHeader
        candidate={data}
        companyTags={options.data?.tags ?? []}
        canEdit={canEdit}
        canTag={canTag}
        onEdit={() => setIsEditing(true)}
        onAnonymize={canAnonymize ? () => setIsAnonymizing(true) : undefined}
      />
      <CandidateCustomFieldsCard candidateId={data.id} />
      <DuplicateAlerts
        duplicates={data.duplicates}
        canMerge={canEdit}
        onReview={(duplicate) => setMergingId(duplicate.id)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, lg: 7 }} component="section" aria-labelledby="candidate-applications">
          <Typography id="candidate-applications" variant="h5" component="h2" sx={{ mb: 2 }}>
            Applications
          </Typography>
          <Stack spacing={2}>
            {data.applications.map((application) => (
              <ApplicationCard
                key={application.id}
                candidateId={data.id}
                application={application}
                jobIdsOfCandidate={jobIds}
                options={options.data}
              />
            ))}
            {data.applications.length === 0 && (
              <Typography color="text.secondary">No applications yet.</Typography>
            )}
            <CandidateAttachmentsPanel candidate={data} />
            <CandidateHistoryPanel candidateId={data.id} />
          </Stack>
        </Grid>
        <Grid size={{ xxs: 12, lg: 5 }} component="section" aria-labelledby="candidate-activity">
          <Typography id="candidate-activity" variant="h5" component="h2" sx={{ mb: 2 }}>
            Activity
          </Typography>
          <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 3 } }}>
            <Stack spacing={3}>
              {canNote && <NoteComposer candidate={data} users={users} />}
              <Box>
                <ActivityFeed candidateId={data.id} />
              </Box>
            </Stack>
          </Paper>
        </Grid>
      </Grid>
      {isEditing && (
        <CandidateEditDialog candidate={data} users={users} onClose={() => setIsEditing(false)} />
      )}
      {isAnonymizing && (
        <AnonymizeCandidateDialog candidateId={data.id} onClose={() => setIsAnonymizing(false)} />
      )}
      {mergingId && (
        <MergeCandidatesDialog candidate={data} duplicateId={mergingId} onClose={() => setMergingId(null)} />
      )}
    </Stack>
  );
}
