import { Chip, Typography } from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { HomeCard } from '../../home/components/home-card';
import { useOverdueByAssigneeQuery } from '../api/dashboard-api';
import { CardStates } from './card-states';
import { SummaryList } from './summary-list';

/** My tasks filtered to one person (their own tasks and their groups'), as its person filter keeps it in the address. */
export const myTasksOf = (userId: string, name: string) =>
  `${paths.onboardingMyTasks}?${new URLSearchParams({ assignee: userId, assigneeName: name }).toString()}`;

/** Who has how many overdue tasks, each opening My tasks filtered to them. */
export function OverdueByAssigneeCard() {
  const overdue = useOverdueByAssigneeQuery();
  return (
    <HomeCard title="Overdue tasks by person">
      <CardStates
        label="overdue tasks"
        isLoading={!overdue.data}
        isError={overdue.isError}
        onRetry={() => void overdue.refetch()}
      >
        {() => {
          const { people, unassigned } = overdue.data!;
          if (people.length === 0 && unassigned === 0)
            return <EmptyState isCompact title="No overdue tasks" description="Everyone is on schedule." />;
          return (
            <>
              <SummaryList
                label="Overdue tasks by person"
                items={people.map((person) => ({
                  key: person.userId,
                  title: person.name,
                  to: myTasksOf(person.userId, person.name),
                  aside: (
                    <Chip
                      size="small"
                      color="error"
                      variant="outlined"
                      label={`${person.overdue} overdue`}
                      sx={{ alignSelf: { xxs: 'flex-start', sm: 'center' } }}
                    />
                  ),
                }))}
              />
              {unassigned > 0 && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {`${unassigned} overdue ${unassigned === 1 ? 'task has' : 'tasks have'} nobody assigned yet.`}
                </Typography>
              )}
            </>
          );
        }}
      </CardStates>
    </HomeCard>
  );
}
