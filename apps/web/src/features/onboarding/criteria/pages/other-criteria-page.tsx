import { useState } from 'react';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useDeleteCriterionMutation, useOnboardingCriteriaQuery, type Criterion } from '../api/criteria-api';
import { CriterionDialog } from '../components/criterion-dialog';

/** /onboarding/settings/other-criteria: the company's own tags that refine who gets which task. */
export default function OtherCriteriaPage() {
  usePageTitle('Other criteria');
  const criteria = useOnboardingCriteriaQuery();
  const [deleteCriterion] = useDeleteCriterionMutation();
  const [editing, setEditing] = useState<Criterion | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Criterion | null>(null);

  // A criterion the plan's tasks use is refused (409, naming the tasks): the toast says which.
  const confirmDelete = async () => {
    try {
      toastSuccess(successMessage(await deleteCriterion(deleting!.id).unwrap(), 'Criterion deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title="Other criteria"
        description="Beside department, location and employment type, your own tags for new hires (“Remote”, “Seniority”). A task of the plan can be given only to hires holding one of its values."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add criterion
          </Button>
        }
      />
      {criteria.isError && (
        <LoadFailureState error={criteria.error} subject="list" onRetry={() => void criteria.refetch()} />
      )}
      {criteria.isLoading && (
        <Skeleton variant="rounded" height={160} aria-label="Loading the criteria" role="progressbar" />
      )}
      {criteria.data?.length === 0 && (
        <EmptyState
          title="No other criteria yet"
          description="Add one when department, location and employment type do not say enough about who needs a task."
        />
      )}
      {criteria.data && criteria.data.length > 0 && (
        <Paper variant="outlined">
          <Box
            component="ul"
            aria-label="Other criteria"
            sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {criteria.data.map((criterion) => (
              <Stack
                key={criterion.id}
                component="li"
                direction="row"
                spacing={2}
                sx={{ listStyle: 'none', p: 2, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{criterion.name}</Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                    {criterion.values.map((value) => (
                      <Chip key={value.id} size="small" label={value.name} />
                    ))}
                  </Stack>
                </Box>
                <RowActions
                  name={criterion.name}
                  onEdit={() => setEditing(criterion)}
                  onDelete={() => setDeleting(criterion)}
                />
              </Stack>
            ))}
          </Box>
        </Paper>
      )}
      <CriterionDialog
        criterion={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete criterion"
        message={
          deleting
            ? `Delete “${deleting.name}” and its values? New hires holding them lose them. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
