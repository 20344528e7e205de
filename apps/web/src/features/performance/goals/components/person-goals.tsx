import { Box, Card, CardContent, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useListGoalsQuery } from '../api/goals-api';
import { GOALS_PATH, goalPath } from '../utils/goal-format';
import { GoalProgress, GoalStatusChip, PrivateChip } from './goal-badges';

const SHOWN = 8;

/** A person's goals on their directory profile: those the viewer may read, open ones first. */
export function PersonGoals({ personId, name }: { personId: string; name: string }) {
  const mayView = [
    useHasPermission('prf.module.goals.individual_goal.view'),
    useHasPermission('prf.module.goals.department_goal.view'),
    useHasPermission('prf.module.goals.company_goal.view'),
  ].some(Boolean);
  const goals = useListGoalsQuery({ view: 'all', ownerId: personId, limit: SHOWN }, { skip: !mayView });
  if (!mayView) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="person-goals-heading">
      <CardContent>
        <Typography variant="h6" component="h2" id="person-goals-heading" sx={{ mb: 1 }}>
          Goals
        </Typography>
        {goals.isError ? (
          <LoadFailureState error={goals.error} subject="goals" onRetry={() => void goals.refetch()} />
        ) : !goals.data ? (
          <Skeleton variant="rounded" height={120} aria-label="Loading the goals" role="progressbar" />
        ) : goals.data.items.length === 0 ? (
          <Typography color="text.secondary">{name} has no goals you can see.</Typography>
        ) : (
          <>
            <List dense disablePadding aria-label={`Goals of ${name}`}>
              {goals.data.items.map((goal) => (
                <ListItem key={goal.id} disableGutters divider sx={{ display: 'block', py: 1 }}>
                  <Stack
                    direction={{ xxs: 'column', sm: 'row' }}
                    spacing={{ xxs: 0.5, sm: 2 }}
                    sx={{ alignItems: { sm: 'center' } }}
                  >
                    <Stack
                      direction="row"
                      spacing={1}
                      useFlexGap
                      sx={{ flex: 1, minWidth: 0, alignItems: 'center', flexWrap: 'wrap' }}
                    >
                      <Link
                        component={RouterLink}
                        to={goalPath(goal.id)}
                        underline="hover"
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {goal.title}
                      </Link>
                      {goal.visibility === 'private' && <PrivateChip />}
                      <GoalStatusChip status={goal.status} />
                    </Stack>
                    <Box sx={{ width: { xxs: '100%', sm: 180 } }}>
                      <GoalProgress
                        value={goal.progress}
                        status={goal.status}
                        label={`Progress of ${goal.title}`}
                      />
                    </Box>
                  </Stack>
                </ListItem>
              ))}
            </List>
            {goals.data.total > SHOWN && (
              <Link
                component={RouterLink}
                to={`${GOALS_PATH}?view=all&f.ownerId=${encodeURIComponent(JSON.stringify([{ _id: personId, fullName: name }]))}`}
                sx={{ display: 'inline-block', mt: 1 }}
              >
                All {goals.data.total} goals of {name}
              </Link>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
