import { useCallback, useState } from 'react';
import {
  Box,
  FormControlLabel,
  LinearProgress,
  Link,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useSearchParamChanges } from '../../../../lib/use-search-param-changes';
import { DataTablePager } from '../../../../components/data-table/data-table-pager';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { DocumentsToSignCard } from '../../e-signature/components/documents-to-sign-card';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import { toastError } from '../../../../lib/toast';
import { formatDate } from '../../new-hires/utils/new-hire-labels';
import {
  useChangeTaskStatusMutation,
  useMyOnboardingTasksQuery,
  type MyTask,
  type TaskStatusChange,
} from '../api/tasks-api';
import { AssigneeFilter, type AssigneeChoice } from '../components/assignee-filter';
import { RemindTaskButton } from '../components/remind-task-button';
import { TaskItem } from '../components/task-item';
import { useCanWorkOn } from '../hooks/use-can-work-on';
import { isRemindable } from '../utils/task-reminders';

const PAGE_SIZE = 20;

/**
 * /onboarding/my-tasks: the tasks assigned to me (and my groups) across every hire, overdue first,
 * then by due date; those who see everyone's may look at anyone's.
 */
export default function MyTasksPage() {
  usePageTitle('My tasks');
  const canSeeAll = useHasPermission('onb.module.tasks.task.view.all');
  const canSeeHires = useHasPermission('onb.module.new_hires.new_hire.view');
  const [searchParams, update] = useSearchParamChanges();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const isShowingDone = searchParams.get('done') === '1';
  // '' while "A person" waits for the person to be chosen.
  const chosen = searchParams.get('assignee');
  const assignee = canSeeAll && chosen !== null ? chosen : 'me';
  const assigneeName = searchParams.get('assigneeName') ?? '';
  const tasks = useMyOnboardingTasksQuery(
    { page, limit: PAGE_SIZE, status: isShowingDone ? 'all' : 'open', assignee },
    { skip: assignee === '' },
  );
  const [changeStatus] = useChangeTaskStatusMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const canWorkOn = useCanWorkOn();
  const canRemind = useHasPermission('onb.module.tasks.reminder.send');
  const userId = useSession().user?.id;

  const chooseAssignee = useCallback(
    (choice: AssigneeChoice) =>
      update({
        assignee: choice.assignee === 'me' ? null : choice.assignee,
        assigneeName: choice.name || null,
        page: null,
      }),
    [update],
  );
  const change = async (task: MyTask, next: TaskStatusChange) => {
    setBusyId(task.id);
    try {
      await changeStatus({ id: task.id, newHireId: task.newHire.id, change: next }).unwrap();
    } catch (error) {
      toastError(error);
    } finally {
      setBusyId(null);
    }
  };

  const isMine = assignee === 'me';
  let content;
  if (tasks.isError) {
    content = (
      <LoadFailureState error={tasks.error} subject="task list" onRetry={() => void tasks.refetch()} />
    );
  } else if (assignee === '') {
    content = (
      <EmptyState title="Choose a person" description="Their tasks across every new hire show here." />
    );
  } else if (!tasks.data) {
    content = <Skeleton variant="rounded" height={240} aria-label="Loading the tasks" role="progressbar" />;
  } else if (tasks.data.items.length === 0) {
    content = (
      <EmptyState
        title={isShowingDone ? 'No tasks' : 'Nothing to do'}
        description={
          isShowingDone
            ? 'Tasks of new hires assigned here will show once there are some.'
            : 'Every task assigned here is done. Show done tasks to see them again.'
        }
      />
    );
  } else {
    content = (
      <Box
        component="ul"
        aria-label="Tasks"
        sx={{ p: 0, m: 0, px: 2, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {tasks.data.items.map((task) => (
          <TaskItem
            key={task.id}
            task={task}
            canWork={canWorkOn(task)}
            isBusy={busyId === task.id}
            onStatusChange={(next) => void change(task, next)}
            showAssignee={!isMine}
            actions={canRemind && isRemindable(task, userId) ? <RemindTaskButton task={task} /> : undefined}
            extra={
              <Typography variant="body2">
                For{' '}
                {canSeeHires ? (
                  <Link component={RouterLink} to={paths.newHire(task.newHire.id)}>
                    {task.newHire.name}
                  </Link>
                ) : (
                  task.newHire.name
                )}
                {task.newHire.startDate && `, starting ${formatDate(task.newHire.startDate)}`}
              </Typography>
            }
          />
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <PageHeading
        title="My tasks"
        description="What new hires need from you, overdue first, then by due date."
      />
      <DocumentsToSignCard />
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        {canSeeAll ? (
          <AssigneeFilter value={{ assignee, name: assigneeName }} onChange={chooseAssignee} />
        ) : (
          <span />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={isShowingDone}
              onChange={(event) => update({ done: event.target.checked ? '1' : null, page: null })}
            />
          }
          label="Show done tasks"
        />
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {tasks.isFetching && tasks.data && <LinearProgress aria-label="Loading" />}
        </Box>
        {content}
        {tasks.data && tasks.data.total > 0 && (
          <DataTablePager
            page={page}
            totalPages={tasks.data.totalPages}
            total={tasks.data.total}
            limit={PAGE_SIZE}
            onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
            disabled={tasks.isFetching}
          />
        )}
      </Paper>
    </Stack>
  );
}
