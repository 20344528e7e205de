import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Pagination,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { z } from 'zod';
import { MAX_NOTE_LENGTH } from '@atrium/shared/schemas/performance/feedback-requests';
import { requiredText } from '@atrium/shared/schemas/platform/required-text';
import { FormTextField } from '../../../../components/form/text-field';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCreateNoteMutation,
  useDeleteNoteMutation,
  useListNotesQuery,
  useUpdateNoteMutation,
  type FeedbackPrivateNote,
} from '../api/feedback-api';
import { exactly, whenGiven } from '../utils/feedback-format';
import { ColleaguesField, type PickedPerson } from './colleagues-field';

const PAGE_SIZE = 10;
const noteSchema = z.object({
  subject: z.array(z.custom<PickedPerson>()).length(1, 'Choose the colleague this note is about'),
  body: requiredText(MAX_NOTE_LENGTH),
});
type NoteForm = z.input<typeof noteSchema>;

/** Writes a new note, or edits one (its colleague then fixed). */
function NoteDialog({
  open,
  note,
  onClose,
}: {
  open: boolean;
  note: FeedbackPrivateNote | null;
  onClose: () => void;
}) {
  const [create, { isLoading: isCreating }] = useCreateNoteMutation();
  const [update, { isLoading: isUpdating }] = useUpdateNoteMutation();
  const { control, handleSubmit, reset, setError } = useForm<NoteForm>({
    resolver: zodResolver(noteSchema),
    defaultValues: { subject: [], body: '' },
  });
  useEffect(() => {
    if (open) reset({ subject: note ? [note.subject] : [], body: note?.body ?? '' });
  }, [open, note, reset]);
  const submit = handleSubmit(async (form) => {
    try {
      if (note) await update({ id: note.id, body: form.body }).unwrap();
      else await create({ subjectId: form.subject[0]!.id, body: form.body }).unwrap();
      toastSuccess('Note saved: only you can read it');
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) =>
        path === 'subjectId' ? 'subject' : path === 'body' ? 'body' : null,
      );
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={note ? `Note about ${note.subject.name}` : 'New private note'}
      submitLabel="Save note"
      onSubmit={(event) => void submit(event)}
      isSaving={isCreating || isUpdating}
    >
      <Stack spacing={2.5}>
        {!note && <ColleaguesField control={control} name="subject" label="About" max={1} />}
        <FormTextField control={control} name="body" label="Note" required multiline minRows={5} />
      </Stack>
    </FormDialog>
  );
}

/** My private notes about colleagues: only I ever read them; write, edit and delete. */
export function PrivateNotesPanel() {
  const zone = useSession().user?.timezone;
  const [page, setPage] = useState(1);
  const notes = useListNotesQuery({ page, limit: PAGE_SIZE });
  const [editing, setEditing] = useState<FeedbackPrivateNote | null>(null);
  const [isWriting, setIsWriting] = useState(false);
  const [deleting, setDeleting] = useState<FeedbackPrivateNote | null>(null);
  const [remove] = useDeleteNoteMutation();

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Alert severity="info" icon={<LockOutlinedIcon />} sx={{ flex: 1 }}>
          Notes about a colleague are yours alone: not they, their managers or HR can read them.
        </Alert>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsWriting(true)}>
          New note
        </Button>
      </Stack>
      {notes.isError ? (
        <LoadFailureState error={notes.error} subject="notes" onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading your notes" role="progressbar" />
      ) : notes.data.items.length === 0 ? (
        <EmptyState
          title="No private notes"
          description="Jot down what you notice about a colleague's work, to draw on in a 1-on-1 or a review."
        />
      ) : (
        <>
          <Stack component="section" aria-label="Private notes" spacing={2}>
            {notes.data.items.map((note) => (
              <Card
                key={note.id}
                variant="outlined"
                component="article"
                aria-label={`Note about ${note.subject.name}`}
              >
                <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <PersonAvatar name={note.subject.name} avatarUrl={note.subject.avatarUrl} size={36} />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        About {note.subject.name}
                      </Typography>
                      <Tooltip title={exactly(note.updatedAt, zone)}>
                        <Typography variant="caption" color="text.secondary">
                          {note.updatedAt === note.createdAt ? 'Written' : 'Edited'}{' '}
                          {whenGiven(note.updatedAt, zone)}
                        </Typography>
                      </Tooltip>
                      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {note.body}
                      </Typography>
                    </Box>
                    <Stack direction="row">
                      <IconButton
                        aria-label={`Edit the note about ${note.subject.name}`}
                        onClick={() => setEditing(note)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete the note about ${note.subject.name}`}
                        onClick={() => setDeleting(note)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Stack>
                  </Stack>
                </CardContent>
              </Card>
            ))}
          </Stack>
          {notes.data.totalPages > 1 && (
            <Pagination
              page={page}
              count={notes.data.totalPages}
              onChange={(_event, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
      <NoteDialog
        open={isWriting || Boolean(editing)}
        note={editing}
        onClose={() => {
          setIsWriting(false);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this note?"
        message={deleting ? `Your note about ${deleting.subject.name} is gone for good.` : ''}
        confirmLabel="Delete"
        isDestructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          try {
            await remove(deleting!.id).unwrap();
            toastSuccess('Note deleted');
            setDeleting(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}
