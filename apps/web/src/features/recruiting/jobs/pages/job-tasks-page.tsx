import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import {
  useAddJobTaskMutation,
  useDeleteJobTaskMutation,
  useListJobTasksQuery,
  useSetJobTaskDoneMutation,
  type JobTask,
} from '../api/job-tasks-api';
import { JobLoadState } from '../components/job-load-state';
import { PersonPicker, type Person } from '../components/person-picker';

const isOverdue = (task: JobTask) =>
  !task.doneAt && task.dueOn !== null && dayjs(task.dueOn).isBefore(dayjs(), 'day');

/** /jobs/:id/tasks: the hiring team's to-dos for the job, open first and soonest due first. */
export default function JobTasksPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const tasks = useListJobTasksQuery(id);
  const [add, adding] = useAddJobTaskMutation();
  const [setDone] = useSetJobTaskDoneMutation();
  const [remove] = useDeleteJobTaskMutation();
  const canCreate = useHasPermission('rct.module.sourcing.task.create');
  const canComplete = useHasPermission('rct.module.sourcing.task.complete');
  const canDelete = useHasPermission('rct.module.sourcing.task.delete');
  const [title, setTitle] = useState('');
  const [dueOn, setDueOn] = useState('');
  const [assignee, setAssignee] = useState<Person | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<JobTask | null>(null);
  usePageTitle(job.data ? `Tasks: ${job.data.name}` : 'Tasks');
  if (!job.data) return <JobLoadState query={job} />;
  const submit = async () => {
    setErrors({});
    try {
      toastSuccess(
        successMessage(
          await add({ jobId: id, body: { title, dueOn, assigneeId: assignee?.id ?? null } }).unwrap(),
          'Task added',
        ),
      );
      setTitle('');
      setDueOn('');
      setAssignee(null);
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Tasks
        </Typography>
        <Typography color="text.secondary">What the hiring team has to do for {job.data.name}.</Typography>
      </Box>
      {canCreate && (
        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          component="form"
          aria-label="New task"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack direction={{ xxs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
            <TextField
              label="Task"
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title}
              sx={{ flex: 2 }}
            />
            <TextField
              label="Due on"
              type="date"
              value={dueOn}
              onChange={(event) => setDueOn(event.target.value)}
              error={Boolean(errors.dueOn)}
              helperText={errors.dueOn}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {assignee ? (
              <Chip label={`For ${assignee.name}`} onDelete={() => setAssignee(null)} sx={{ mt: 1 }} />
            ) : (
              <PersonPicker label="Assign to" exclude={[]} onPick={setAssignee} />
            )}
            <Button type="submit" variant="contained" loading={adding.isLoading} sx={{ mt: { md: 1 } }}>
              Add task
            </Button>
          </Stack>
          {errors.assigneeId && (
            <Typography color="error" variant="body2">
              {errors.assigneeId}
            </Typography>
          )}
        </Paper>
      )}
      {tasks.isError && <Alert severity="error">{errorMessage(tasks.error)}</Alert>}
      {tasks.data?.length === 0 && (
        <EmptyState
          title="No tasks yet"
          description="Add what has to happen for this job, and who does it."
        />
      )}
      {tasks.data && tasks.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Tasks">
            {tasks.data.map((task) => (
              <ListItem
                key={task.id}
                divider
                secondaryAction={
                  canDelete && (
                    <Tooltip title="Delete task">
                      <IconButton aria-label={`Delete task ${task.title}`} onClick={() => setDeleting(task)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={Boolean(task.doneAt)}
                    disabled={!canComplete}
                    onChange={(_event, done) =>
                      void setDone({ jobId: id, taskId: task.id, done })
                        .unwrap()
                        .catch((error: unknown) => toastError(error))
                    }
                    slotProps={{ input: { 'aria-label': `${task.title} is done` } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={
                    <span style={task.doneAt ? { textDecoration: 'line-through' } : undefined}>
                      {task.title}
                    </span>
                  }
                  secondary={
                    <>
                      {task.dueOn ? `Due ${dayjs(task.dueOn).format('DD MMM YYYY')}` : 'No due date'}
                      {task.assignee ? ` · ${task.assignee.name}` : ''}
                      {isOverdue(task) && (
                        <Chip size="small" color="error" label="Overdue" sx={{ ml: 1 }} component="span" />
                      )}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete task"
        message={deleting ? `Delete “${deleting.title}”? This cannot be undone.` : ''}
        confirmLabel="Delete"
        isDestructive
        onConfirm={async () => {
          try {
            toastSuccess(
              successMessage(await remove({ jobId: id, taskId: deleting!.id }).unwrap(), 'Task deleted'),
            );
            setDeleting(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
