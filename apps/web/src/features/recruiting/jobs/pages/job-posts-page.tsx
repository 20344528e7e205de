import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import {
  useDeleteJobPostMutation,
  useListJobPostsQuery,
  useSetJobPostLiveMutation,
  type JobPost,
} from '../api/job-posts-api';
import { JobLoadState } from '../components/job-load-state';

function LiveSwitch({ post, jobOpen }: { post: JobPost; jobOpen: boolean }) {
  const canPublish = useHasPermission('rct.module.jobs.job_post.publish');
  const [setLive, state] = useSetJobPostLiveMutation();
  const [confirming, setConfirming] = useState(false);
  const change = async (live: boolean) => {
    try {
      toastSuccess(
        successMessage(await setLive({ jobId: post.jobId, postId: post.id, live }).unwrap(), 'Saved'),
      );
    } catch (error) {
      toastError(error);
      throw error;
    }
  };
  const blocked = !post.live && !jobOpen;
  const control = (
    <Switch
      checked={post.live}
      disabled={!canPublish || state.isLoading || blocked}
      onChange={(_event, live) => (live ? void change(true).catch(() => undefined) : setConfirming(true))}
      slotProps={{ input: { 'aria-label': `${post.title} on ${post.boardName} is live` } }}
    />
  );
  return (
    <>
      {blocked ? (
        <Tooltip title="Open the job to publish its posts">
          <span>{control}</span>
        </Tooltip>
      ) : (
        control
      )}
      <ConfirmDialog
        open={confirming}
        title="Take the post offline"
        message={`“${post.title}” will disappear from ${post.boardName}. Candidates can no longer apply through it.`}
        confirmLabel="Take offline"
        onConfirm={async () => {
          await change(false);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** /jobs/:id/job-posts: how the job is advertised, one post per board, each live or offline. */
export default function JobPostsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const job = useGetJobQuery(id);
  const posts = useListJobPostsQuery(id);
  const canCreate = useHasPermission('rct.module.jobs.job_post.create');
  const canEdit = useHasPermission('rct.module.jobs.job_post.edit');
  const canDelete = useHasPermission('rct.module.jobs.job_post.delete');
  const [deleting, setDeleting] = useState<JobPost | null>(null);
  const [remove] = useDeleteJobPostMutation();
  usePageTitle(job.data ? `Job posts: ${job.data.name}` : 'Job posts');
  if (!job.data) return <JobLoadState query={job} />;
  const jobOpen = job.data.status === 'open';
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            Job posts
          </Typography>
          <Typography color="text.secondary">
            How {job.data.name} is advertised. {jobOpen ? '' : 'Posts can go live once the job is open.'}
          </Typography>
        </Box>
        {canCreate && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.jobPostNew(id)}
          >
            Create job post
          </Button>
        )}
      </Box>
      {posts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void posts.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(posts.error)}
        </Alert>
      )}
      {posts.data && posts.data.length === 0 && (
        <EmptyState
          title="No job posts yet"
          description="Create a post to advertise this job on your careers page or an internal board."
        />
      )}
      {posts.data && posts.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Job posts">
            <TableHead>
              <TableRow>
                <TableCell>Post</TableCell>
                <TableCell>Board</TableCell>
                <TableCell>Location</TableCell>
                <TableCell align="right">Applications</TableCell>
                <TableCell>Live</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {posts.data.map((post) => (
                <TableRow key={post.id}>
                  <TableCell>
                    <Typography fontWeight={600}>{post.title}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {post.publishedAt
                        ? `First published ${dayjs(post.publishedAt).format('DD MMM YYYY')}`
                        : 'Never published'}
                      {post.closesOn ? ` · closes ${dayjs(post.closesOn).format('DD MMM YYYY')}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell>{post.boardName}</TableCell>
                  <TableCell>
                    {[post.location, post.remote ? 'Remote' : ''].filter(Boolean).join(' · ') || '—'}
                  </TableCell>
                  <TableCell align="right">{post.applications}</TableCell>
                  <TableCell>
                    <Stack direction="row" alignItems="center" spacing={1}>
                      <LiveSwitch post={post} jobOpen={jobOpen} />
                      {post.live && post.url && (
                        <Link
                          href={post.url}
                          target="_blank"
                          rel="noopener"
                          aria-label={`Open the public page of ${post.title}`}
                        >
                          <OpenInNewIcon fontSize="small" />
                        </Link>
                      )}
                      {!post.url && <Chip size="small" label="Internal" />}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <RowActions
                      name={post.title}
                      onEdit={canEdit ? () => void navigate(paths.jobPost(id, post.id)) : undefined}
                      onDelete={canDelete ? () => setDeleting(post) : undefined}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <DeleteRecordDialog
        kind="job post"
        name={deleting ? `${deleting.title} (${deleting.boardName})` : null}
        onDelete={() => remove({ jobId: id, postId: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
