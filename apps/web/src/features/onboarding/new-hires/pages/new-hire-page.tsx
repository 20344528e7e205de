import { useState } from 'react';
import { Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { HireDocuments } from '../../e-signature/components/hire-documents';
import { HireFeedbackSection } from '../../feedback/components/hire-feedback-section';
import { HireProfileSection } from '../../profile/components/hire-profile-section';
import { HirePlan } from '../../tasks/components/hire-plan';
import { useGetNewHireQuery } from '../api/new-hires-api';
import { EditNewHireDialog } from '../components/edit-new-hire-dialog';
import { NewHireActions } from '../components/new-hire-actions';
import { NewHireDetails } from '../components/new-hire-details';
import { NewHireStateChip } from '../components/new-hire-state-chip';
import { formatDate } from '../utils/new-hire-labels';

/** /onboarding/new-hires/:id: a hire's details, their state, and their onboarding plan. */
export default function NewHirePage() {
  const { id = '' } = useParams();
  const hire = useGetNewHireQuery(id);
  const canEdit = useHasPermission('onb.module.new_hires.new_hire.edit');
  const [isEditing, setIsEditing] = useState(false);
  const name = hire.data?.name ?? null;
  usePageTitle(name ?? 'New hire');

  if (hire.isError) {
    return (
      <Stack spacing={3}>
        <Breadcrumbs items={[{ label: 'New hires', to: paths.newHires }, { label: 'New hire' }]} />
        <LoadFailureState error={hire.error} subject="new hire" onRetry={() => void hire.refetch()} />
      </Stack>
    );
  }
  if (!hire.data) {
    return <Skeleton variant="rounded" height={360} aria-label="Loading the new hire" role="progressbar" />;
  }
  const data = hire.data;
  const summary = [
    data.jobTitle,
    data.department?.name,
    data.startDate ? `Starts ${formatDate(data.startDate)}` : 'Start date not set',
  ].filter(Boolean);

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs items={[{ label: 'New hires', to: paths.newHires }, { label: data.name }]} />
        <Stack
          direction={{ xxs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {data.name}
              </Typography>
              <NewHireStateChip state={data.state} />
            </Stack>
            <Typography color="text.secondary">{summary.join(' · ')}</Typography>
          </Box>
          <NewHireActions hire={data} />
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 4 }}>
          <NewHireDetails
            hire={data}
            action={
              canEdit && (
                <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => setIsEditing(true)}>
                  Edit details
                </Button>
              )
            }
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 8 }}>
          <Stack spacing={3}>
            <HirePlan hire={data} />
            <HireDocuments hireId={data.id} />
            <HireProfileSection hireId={data.id} />
            <HireFeedbackSection hireId={data.id} />
          </Stack>
        </Grid>
      </Grid>
      {canEdit && <EditNewHireDialog hire={data} open={isEditing} onClose={() => setIsEditing(false)} />}
    </Stack>
  );
}
