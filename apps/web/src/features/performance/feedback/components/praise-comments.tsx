import { useState } from 'react';
import { Box, Button, IconButton, Skeleton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { MAX_COMMENT_LENGTH } from '@atrium/shared/schemas/performance/feedback';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useSession } from '../../../../lib/session-hooks';
import { toastError } from '../../../../lib/toast';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useFeedbackCommentsQuery,
  type FeedbackComment,
} from '../api/feedback-api';
import { exactly, whenGiven } from '../utils/feedback-format';

/** Praise's comments, oldest first, and a box to add one; an author may delete their own. */
export function PraiseComments({
  praiseId,
  onCountChange,
}: {
  praiseId: string;
  onCountChange: (count: number) => void;
}) {
  const zone = useSession().user?.timezone;
  const comments = useFeedbackCommentsQuery(praiseId);
  const [add, { isLoading: isAdding }] = useAddCommentMutation();
  const [remove] = useDeleteCommentMutation();
  const [text, setText] = useState('');
  const [toDelete, setToDelete] = useState<FeedbackComment | null>(null);

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    try {
      await add({ id: praiseId, body }).unwrap();
      setText('');
      onCountChange((comments.data?.length ?? 0) + 1);
    } catch (error) {
      toastError(error);
    }
  };

  if (comments.isError)
    return <RetryAlert onRetry={() => void comments.refetch()}>The comments could not be loaded.</RetryAlert>;
  if (!comments.data) return <Skeleton variant="rounded" height={56} aria-label="Loading the comments" />;
  return (
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      {comments.data.length > 0 && (
        <Stack component="ul" aria-label="Comments" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {comments.data.map((comment) => (
            <Stack component="li" key={comment.id} direction="row" spacing={1.5}>
              <PersonAvatar name={comment.author.name} avatarUrl={comment.author.avatarUrl} size={28} />
              <Box sx={{ minWidth: 0, flex: 1, bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2">{comment.author.name}</Typography>
                  <Tooltip title={exactly(comment.createdAt, zone)}>
                    <Typography variant="caption" color="text.secondary">
                      {whenGiven(comment.createdAt, zone)}
                    </Typography>
                  </Tooltip>
                  {comment.isMine && (
                    <IconButton
                      size="small"
                      aria-label="Delete my comment"
                      onClick={() => setToDelete(comment)}
                      sx={{ ml: 'auto !important' }}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {comment.body}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          multiline
          maxRows={4}
          label="Write a comment"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
        />
        <Button variant="outlined" onClick={() => void submit()} loading={isAdding} disabled={!text.trim()}>
          Comment
        </Button>
      </Stack>
      <ConfirmDialog
        open={Boolean(toDelete)}
        title="Delete your comment?"
        message="It disappears for everyone who reads this praise."
        confirmLabel="Delete"
        isDestructive
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          try {
            await remove({ feedbackId: praiseId, commentId: toDelete!.id }).unwrap();
            onCountChange((comments.data?.length ?? 1) - 1);
            setToDelete(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}
