import { useState } from 'react';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FEEDBACK_QUESTION_KIND_LABELS } from '@atrium/shared/schemas/onboarding/feedback';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useAddDefaultFeedbackSetsMutation,
  useDeleteFeedbackSetMutation,
  useFeedbackSetsQuery,
  type FeedbackSet,
} from '../api/feedback-api';
import { FeedbackSetDialog } from '../components/feedback-set-dialog';

/** /onboarding/settings/feedback: question sets sent to each new hire N days after their start. */
export default function FeedbackSettingsPage() {
  usePageTitle('Feedback');
  const sets = useFeedbackSetsQuery();
  const [addDefaults, { isLoading: isAddingDefaults }] = useAddDefaultFeedbackSetsMutation();
  const [deleteSet] = useDeleteFeedbackSetMutation();
  const [editing, setEditing] = useState<FeedbackSet | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<FeedbackSet | null>(null);

  const confirmDelete = async () => {
    try {
      toastSuccess(successMessage(await deleteSet(deleting!.id).unwrap(), 'Feedback set deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };
  const onDefaults = async () => {
    try {
      toastSuccess(successMessage(await addDefaults().unwrap(), 'Default feedback sets added'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title="Feedback"
        description="Questions each new hire is mailed a set number of days after their start date; their answers show on their page."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add feedback set
          </Button>
        }
      />
      {sets.isError && (
        <LoadFailureState error={sets.error} subject="list" onRetry={() => void sets.refetch()} />
      )}
      {sets.isLoading && (
        <Skeleton variant="rounded" height={160} aria-label="Loading the feedback sets" role="progressbar" />
      )}
      {sets.data?.length === 0 && (
        <EmptyState
          title="No feedback sets yet"
          description="Start with ours: a first week, first month and three months set, each with three questions."
          action={
            <Button variant="outlined" loading={isAddingDefaults} onClick={() => void onDefaults()}>
              Add the default sets
            </Button>
          }
        />
      )}
      {sets.data && sets.data.length > 0 && (
        <Paper variant="outlined">
          <Box
            component="ul"
            aria-label="Feedback sets"
            sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {sets.data.map((set) => (
              <Stack
                key={set.id}
                component="li"
                direction="row"
                spacing={2}
                sx={{ listStyle: 'none', p: 2, alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{set.name}</Typography>
                    <Chip size="small" label={`${set.daysAfterStart} days after the start`} />
                    {!set.isActive && <Chip size="small" color="warning" label="Not sent" />}
                  </Stack>
                  <Box component="ol" sx={{ my: 1, pl: 3 }}>
                    {set.questions.map((question) => (
                      <li key={question.id}>
                        <Typography variant="body2">
                          {question.prompt}{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({FEEDBACK_QUESTION_KIND_LABELS[question.kind]})
                          </Typography>
                        </Typography>
                      </li>
                    ))}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    Sent {set.sent} · answered {set.answered}
                  </Typography>
                </Box>
                <RowActions
                  name={set.name}
                  onEdit={() => setEditing(set)}
                  onDelete={() => setDeleting(set)}
                />
              </Stack>
            ))}
          </Box>
        </Paper>
      )}
      <FeedbackSetDialog
        set={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete feedback set"
        message={
          deleting
            ? deleting.sent > 0
              ? `“${deleting.name}” has been sent to new hires; their answers keep it. Untick “Send this set to new hires” instead.`
              : `Delete “${deleting.name}” and its questions? This cannot be undone.`
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
