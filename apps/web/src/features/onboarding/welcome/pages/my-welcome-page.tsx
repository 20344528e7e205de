import { Link as RouterLink } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { DocumentsToSignCard } from '../../e-signature/components/documents-to-sign-card';
import { useMyOnboardingTasksQuery } from '../../tasks/api/tasks-api';
import { useMyWelcomeQuery } from '../api/welcome-api';
import { WelcomeView } from '../components/welcome-view';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The hire's own open tasks, the first few, with the way to the rest. */
function MyOpenTasks() {
  const tasks = useMyOnboardingTasksQuery({ page: 1, limit: 10, status: 'open', assignee: 'me' });
  return (
    <Card variant="outlined" component="section" aria-labelledby="welcome-tasks-title">
      <CardContent>
        <Typography id="welcome-tasks-title" variant="h6" component="h2">
          Your tasks
        </Typography>
        {tasks.isLoading && <Skeleton variant="rounded" height={72} aria-label="Loading your tasks" />}
        {tasks.isError && (
          <LoadFailureState error={tasks.error} subject="tasks" onRetry={() => void tasks.refetch()} />
        )}
        {tasks.data && tasks.data.items.length === 0 && (
          <Typography color="text.secondary">Nothing to do right now.</Typography>
        )}
        {tasks.data && tasks.data.items.length > 0 && (
          <List dense>
            {tasks.data.items.map((task) => (
              <ListItem key={task.id} disableGutters>
                <ListItemText
                  primary={task.name}
                  secondary={task.dueDate ? `Due ${longDate(task.dueDate)}` : undefined}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component={RouterLink} to={paths.onboardingMyTasks} variant="outlined">
            Open my tasks
          </Button>
          <Button component={RouterLink} to={paths.onboardingProfile}>
            Fill in my profile
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /onboarding/welcome: the new hire's own view — their welcome pages, tasks, documents and profile. */
export default function MyWelcomePage() {
  usePageTitle('Your welcome');
  const welcome = useMyWelcomeQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      {welcome.isError && (
        <LoadFailureState error={welcome.error} subject="welcome" onRetry={() => void welcome.refetch()} />
      )}
      {welcome.isLoading && (
        <Skeleton variant="rounded" height={320} aria-label="Loading your welcome" role="progressbar" />
      )}
      {welcome.data && !welcome.data.hire && (
        <EmptyState
          title="Nothing to welcome you to yet"
          description="Your welcome pages appear here once your company invites you as a new hire."
        />
      )}
      {welcome.data?.hire && (
        <>
          <WelcomeView experience={welcome.data} />
          <DocumentsToSignCard />
          <MyOpenTasks />
        </>
      )}
    </Stack>
  );
}
