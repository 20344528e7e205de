import { useId, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DoNotDisturbAltOutlinedIcon from '@mui/icons-material/DoNotDisturbAltOutlined';
import { TASK_MESSAGES } from '@atrium/shared/schemas/onboarding/tasks';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import type { NewHire } from '../../new-hires/api/new-hires-api';
import { TaskProgress } from '../../new-hires/components/task-progress';
import {
  useChangeTaskStatusMutation,
  useDeleteHireTaskMutation,
  useHireTasksQuery,
  type NewHireTask,
  type TaskStatusChange,
} from '../api/tasks-api';
import { useCanWorkOn } from '../hooks/use-can-work-on';
import { groupTasks, type TaskGrouping } from '../utils/task-groups';
import { isRemindable } from '../utils/task-reminders';
import { HireTaskDialog } from './hire-task-dialog';
import { RemindTaskButton } from './remind-task-button';
import { TaskItem } from './task-item';

/** A hire's plan: their tasks grouped by category or assignee, done, adjusted and added to by hand. */
export function HirePlan({ hire }: { hire: NewHire }) {
  const headingId = useId();
  const tasks = useHireTasksQuery(hire.id);
  const [changeStatus] = useChangeTaskStatusMutation();
  const [deleteTask] = useDeleteHireTaskMutation();
  const [grouping, setGrouping] = useState<TaskGrouping>('category');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<NewHireTask | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<NewHireTask | null>(null);
  const canWorkOn = useCanWorkOn();
  const isCancelled = hire.state === 'cancelled';
  const canCreate = useHasPermission('onb.module.tasks.task.create') && !isCancelled;
  const canEdit = useHasPermission('onb.module.tasks.task.edit');
  const canDelete = useHasPermission('onb.module.tasks.task.delete');
  const canRemind = useHasPermission('onb.module.tasks.reminder.send') && !isCancelled;
  const userId = useSession().user?.id;

  const change = async (task: NewHireTask, next: TaskStatusChange) => {
    setBusyId(task.id);
    try {
      await changeStatus({ id: task.id, newHireId: hire.id, change: next }).unwrap();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };
  const confirmDelete = async () => {
    try {
      const result = await deleteTask({ id: deleting!.id, newHireId: hire.id }).unwrap();
      toastSuccess(successMessage(result, 'Task deleted'));
      setDeleting(null);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  let content;
  if (tasks.isError) {
    content = (
      <LoadFailureState error={tasks.error} subject="task list" onRetry={() => void tasks.refetch()} />
    );
  } else if (!tasks.data) {
    content = <Skeleton variant="rounded" height={240} aria-label="Loading the tasks" role="progressbar" />;
  } else if (tasks.data.length === 0) {
    content = (
      <EmptyState
        isCompact
        title="No tasks yet"
        description="No task of the plan matches this hire's criteria. Add one for them alone."
      />
    );
  } else {
    content = groupTasks(tasks.data, grouping).map((group) => (
      <Box key={group.key} component="section" aria-label={group.label} sx={{ mt: 2 }}>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {group.label} ({group.tasks.filter((task) => task.status !== 'open').length}/{group.tasks.length})
        </Typography>
        <Box component="ul" sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}>
          {group.tasks.map((task) => (
            <TaskItem
              key={task.id}
              task={task}
              canWork={!isCancelled && canWorkOn(task)}
              lockedReason={isCancelled ? TASK_MESSAGES.hireCancelled : undefined}
              isBusy={busyId === task.id}
              onStatusChange={(next) => void change(task, next)}
              showAssignee={grouping === 'category'}
              actions={
                <RowActions
                  name={task.name}
                  onEdit={canEdit && !isCancelled ? () => setEditing(task) : undefined}
                  onDelete={canDelete ? () => setDeleting(task) : undefined}
                >
                  {canRemind && isRemindable(task, userId) && <RemindTaskButton task={task} />}
                  {task.status === 'open' && !isCancelled && canWorkOn(task) && (
                    <Tooltip title="Skip: not needed for this hire">
                      <IconButton
                        aria-label={`Skip ${task.name}`}
                        onClick={() => void change(task, 'skip')}
                        disabled={busyId === task.id}
                      >
                        <DoNotDisturbAltOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </RowActions>
              }
            />
          ))}
        </Box>
      </Box>
    ));
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            Onboarding plan
          </Typography>
          <TaskProgress tasks={hire.tasks} />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={grouping}
            onChange={(_event, value: TaskGrouping | null) => value && setGrouping(value)}
            aria-label="Group tasks by"
          >
            <ToggleButton value="category">By category</ToggleButton>
            <ToggleButton value="assignee">By assignee</ToggleButton>
          </ToggleButtonGroup>
          {canCreate && (
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add task
            </Button>
          )}
        </Stack>
      </Stack>
      {content}
      <HireTaskDialog
        key={editing?.id ?? 'new'}
        newHireId={hire.id}
        task={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete task"
        message={deleting ? `Delete “${deleting.name}” from this hire's plan? This cannot be undone.` : ''}
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
