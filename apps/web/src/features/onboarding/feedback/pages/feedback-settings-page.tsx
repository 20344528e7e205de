import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FEEDBACK_QUESTION_KIND_LABELS } from '@atrium/shared/schemas/onboarding/feedback';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
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
      <ListStates
        query={sets}
        subject="list"
        loadingLabel="Loading the feedback sets"
        skeletonHeight={160}
        empty={{
          title: 'No feedback sets yet',
          description:
            'Start with ours: a first week, first month and three months set, each with three questions.',
          action: (
            <Button variant="outlined" loading={isAddingDefaults} onClick={() => void onDefaults()}>
              Add the default sets
            </Button>
          ),
        }}
      >
        {(items) => (
          <DividedList label="Feedback sets">
            {items.map((set) => (
              <DividedListItem
                key={set.id}
                actions={
                  <RowActions
                    name={set.name}
                    onEdit={() => setEditing(set)}
                    onDelete={() => setDeleting(set)}
                  />
                }
              >
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
              </DividedListItem>
            ))}
          </DividedList>
        )}
      </ListStates>
      <FeedbackSetDialog
        set={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="feedback set"
        name={deleting?.name ?? null}
        message={
          deleting && deleting.sent > 0
            ? `“${deleting.name}” has been sent to new hires; their answers keep it. Untick “Send this set to new hires” instead.`
            : `Delete “${deleting?.name}” and its questions? This cannot be undone.`
        }
        onDelete={() => deleteSet(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
