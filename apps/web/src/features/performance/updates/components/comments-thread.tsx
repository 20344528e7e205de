import { useId, useState, type FormEvent } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useUpdateWriteMutation, type UpdateDetail } from '../api/updates-api';
import { formatMoment } from '../utils/update-format';

type Comment = UpdateDetail['comments'][number];

function CommentEditor({
  initial,
  label,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  label: string;
  submitLabel: string;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [body, setBody] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    setIsSaving(true);
    const isDone = await onSubmit(body.trim());
    setIsSaving(false);
    if (isDone && !onCancel) setBody('');
  };
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void submit(event)}>
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={isSaving || !body.trim()}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The conversation on an update: its author and the managers above them; each changes only their own. */
export function CommentsThread({ update }: { update: UpdateDetail }) {
  const [write] = useUpdateWriteMutation();
  const zone = useSession().user?.timezone;
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Comment | null>(null);
  const headingId = useId();

  const run = async (request: Parameters<typeof write>[0], done: string, failed: string) => {
    try {
      await write(request).unwrap();
      toastSuccess(done);
      return true;
    } catch (error) {
      toastError(error, failed);
      return false;
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Comments
      </Typography>
      {update.comments.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {update.can.comment ? 'No comments yet: start the conversation.' : 'No comments.'}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }} aria-label="Comments">
          {update.comments.map((comment) => (
            <Stack key={comment.id} component="li" direction="row" spacing={1.5}>
              <PersonAvatar name={comment.author.name} avatarUrl={comment.author.avatarUrl} size={32} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}
                >
                  <Typography sx={{ fontWeight: 600 }}>{comment.author.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatMoment(comment.createdAt, zone)}
                    {comment.editedAt ? ' · edited' : ''}
                  </Typography>
                </Stack>
                {editing === comment.id ? (
                  <CommentEditor
                    initial={comment.body}
                    label="Edit your comment"
                    submitLabel="Save comment"
                    onCancel={() => setEditing(null)}
                    onSubmit={async (body) => {
                      const isDone = await run(
                        { url: `comments/${comment.id}`, method: 'PATCH', body: { body } },
                        'Comment saved',
                        'The comment could not be saved',
                      );
                      if (isDone) setEditing(null);
                      return isDone;
                    }}
                  />
                ) : (
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {comment.body}
                  </Typography>
                )}
              </Box>
              {comment.isMine && editing !== comment.id && (
                <Stack direction="row" sx={{ alignSelf: 'flex-start' }}>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label="Edit your comment"
                      size="small"
                      onClick={() => setEditing(comment.id)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label="Delete your comment"
                      size="small"
                      onClick={() => setDeleting(comment)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {update.can.comment && (
        <CommentEditor
          initial=""
          label="Add a comment"
          submitLabel="Comment"
          onSubmit={(body) =>
            run(
              { url: `${update.id}/comments`, method: 'POST', body: { body } },
              'Comment added',
              'The comment could not be added',
            )
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete your comment?"
        message="It is removed for everyone who reads this update."
        confirmLabel="Delete"
        isDestructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const isDone = await run(
            { url: `comments/${deleting.id}`, method: 'DELETE' },
            'Comment deleted',
            'The comment could not be deleted',
          );
          if (!isDone) throw new Error('not deleted');
          setDeleting(null);
        }}
      />
    </Box>
  );
}
