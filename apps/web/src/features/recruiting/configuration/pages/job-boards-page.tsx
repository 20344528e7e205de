import { useState } from 'react';
import { Button, Chip, Link, List, ListItem, ListItemText, Paper, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useDeleteJobBoardMutation, useJobBoardsQuery, type JobBoard } from '../api/configuration-api';

/** /configuration/job-boards: the external and internal boards job posts are published on. */
export default function JobBoardsPage() {
  usePageTitle('Job boards');
  const navigate = useNavigate();
  const canConfigure = useHasPermission('rct.settings.job_boards.configure');
  const boards = useJobBoardsQuery();
  const [deleteBoard] = useDeleteJobBoardMutation();
  const [deleting, setDeleting] = useState<JobBoard | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <PageHeading
        title="Job boards"
        description="Where your job posts are published: a careers board for everyone, an internal one for your people."
        action={
          canConfigure && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate(paths.jobBoardNew)}
            >
              Add board
            </Button>
          )
        }
      />
      {boards.isError && (
        <RetryAlert onRetry={() => void boards.refetch()}>The job boards could not be loaded.</RetryAlert>
      )}
      {boards.isLoading && <Skeleton variant="rounded" height={140} />}
      {boards.data?.length === 0 && (
        <EmptyState
          title="No job boards yet"
          description="Add a careers board to publish your job posts on."
        />
      )}
      {boards.data && boards.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Job boards">
            {boards.data.map((board) => (
              <ListItem
                key={board.id}
                divider
                secondaryAction={
                  canConfigure && (
                    <RowActions
                      name={board.name}
                      onEdit={() => void navigate(paths.jobBoard(board.id))}
                      onDelete={() => setDeleting(board)}
                    />
                  )
                }
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} alignItems="center">
                      <span>{board.name}</span>
                      <Chip size="small" label={board.kind === 'external' ? 'External' : 'Internal'} />
                    </Stack>
                  }
                  secondary={
                    board.kind === 'external' ? (
                      // The public board: server-rendered, outside the app, so a plain link in a new tab.
                      <Link
                        href={`/job-boards?board-name=${encodeURIComponent(board.slug)}`}
                        target="_blank"
                        rel="noopener"
                      >
                        /job-boards?board-name={board.slug}
                      </Link>
                    ) : (
                      `Internal board: ${board.slug}`
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <DeleteRecordDialog
        kind="job board"
        name={deleting?.name ?? null}
        onDelete={() => deleteBoard(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
