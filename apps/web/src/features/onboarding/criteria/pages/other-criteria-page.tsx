import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { usePageTitle } from '../../../../lib/page-title';
import { useDeleteCriterionMutation, useOnboardingCriteriaQuery, type Criterion } from '../api/criteria-api';
import { CriterionDialog } from '../components/criterion-dialog';

/** /onboarding/settings/other-criteria: the company's own tags that refine who gets which task. */
export default function OtherCriteriaPage() {
  usePageTitle('Other criteria');
  const criteria = useOnboardingCriteriaQuery();
  const [deleteCriterion] = useDeleteCriterionMutation();
  const [editing, setEditing] = useState<Criterion | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Criterion | null>(null);

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
      <ListStates
        query={criteria}
        subject="list"
        loadingLabel="Loading the criteria"
        skeletonHeight={160}
        empty={{
          title: 'No other criteria yet',
          description:
            'Add one when department, location and employment type do not say enough about who needs a task.',
        }}
      >
        {(items) => (
          <DividedList label="Other criteria">
            {items.map((criterion) => (
              <DividedListItem
                key={criterion.id}
                actions={
                  <RowActions
                    name={criterion.name}
                    onEdit={() => setEditing(criterion)}
                    onDelete={() => setDeleting(criterion)}
                  />
                }
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{criterion.name}</Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {criterion.values.map((value) => (
                    <Chip key={value.id} size="small" label={value.name} />
                  ))}
                </Stack>
              </DividedListItem>
            ))}
          </DividedList>
        )}
      </ListStates>
      <CriterionDialog
        criterion={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      {/* A criterion the plan's tasks use is refused (409, naming the tasks): the toast says which. */}
      <DeleteRecordDialog
        kind="criterion"
        name={deleting?.name ?? null}
        message={`Delete “${deleting?.name}” and its values? New hires holding them lose them. This cannot be undone.`}
        onDelete={() => deleteCriterion(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
