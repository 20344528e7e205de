import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { paths } from '../../../../config/paths';
import { useMyOnboardingTasksQuery } from '../../tasks/api/tasks-api';
import { HomeCard } from './home-card';

// The answer counts every open task and every overdue one: a page of one row carries both.
const COUNTS_ONLY = { page: 1, limit: 1, status: 'open', assignee: 'me' } as const;

function Count({ value, label, isAlert = false }: { value: string; label: string; isAlert?: boolean }) {
  return (
    <Stack>
      <Typography variant="h3" component="p" color={isAlert ? 'error' : 'text.primary'}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Stack>
  );
}

/** The caller's open and overdue onboarding tasks, with the way to them. */
export function MyTasksSummary() {
  const tasks = useMyOnboardingTasksQuery(COUNTS_ONLY);
  return (
    <HomeCard
      title="My tasks"
      action={
        <Button component={RouterLink} to={paths.onboardingMyTasks} size="small">
          Go to my tasks
        </Button>
      }
    >
      {tasks.isError && (
        <RetryAlert onRetry={() => void tasks.refetch()}>Your tasks could not be loaded.</RetryAlert>
      )}
      {tasks.isLoading && (
        <Skeleton variant="rounded" height={72} aria-label="Loading your tasks" role="progressbar" />
      )}
      {tasks.data && (
        <Stack direction="row" spacing={4}>
          <Count value={String(tasks.data.total)} label="open" />
          <Count value={String(tasks.data.overdue)} label="overdue" isAlert={tasks.data.overdue > 0} />
        </Stack>
      )}
    </HomeCard>
  );
}
