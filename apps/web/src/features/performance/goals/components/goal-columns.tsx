import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { GOAL_STATUS_LABELS } from '@atrium/shared/schemas/performance/goals';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import type { GoalSummary } from '../api/goals-api';
import { formatDay, goalPath } from '../utils/goal-format';
import { GoalLevelChip, GoalProgress, GoalStatusChip, PrivateChip } from './goal-badges';

/** A goal's title linking to its page, its level and where it aligns. */
export function GoalTitleCell({ goal, showLevel = true }: { goal: GoalSummary; showLevel?: boolean }) {
  return (
    <Box sx={{ minWidth: 220, maxWidth: 420 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={goalPath(goal.id)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {goal.title}
        </Link>
        {showLevel && goal.level !== 'individual' && <GoalLevelChip level={goal.level} />}
        {goal.visibility === 'private' && <PrivateChip />}
      </Stack>
      {goal.parent && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          Aligned to{' '}
          {goal.parent.keyResult ? `${goal.parent.keyResult.name} (${goal.parent.title})` : goal.parent.title}
        </Typography>
      )}
    </Box>
  );
}

export const goalColumns = (options: {
  showOwner: boolean;
  showLevel: boolean;
}): DataTableColumn<GoalSummary>[] => [
  {
    id: 'title',
    header: 'Goal',
    sortable: true,
    hideable: false,
    cell: (goal) => <GoalTitleCell goal={goal} showLevel={options.showLevel} />,
    csv: (goal) => goal.title,
  },
  ...(options.showOwner
    ? [
        {
          id: 'owner',
          header: 'Owner',
          sortable: true,
          cell: (goal: GoalSummary) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 160 }}>
              <PersonAvatar name={goal.owner.name} avatarUrl={goal.owner.avatarUrl} size={28} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{goal.owner.name}</Typography>
                {goal.department && (
                  <Typography variant="caption" color="text.secondary">
                    {goal.department.name}
                  </Typography>
                )}
              </Box>
            </Stack>
          ),
          csv: (goal: GoalSummary) => goal.owner.name,
        },
      ]
    : []),
  {
    id: 'progress',
    header: 'Progress',
    sortable: true,
    cell: (goal) => (
      <GoalProgress value={goal.progress} status={goal.status} label={`Progress of ${goal.title}`} />
    ),
    csv: (goal) => goal.progress,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (goal) => <GoalStatusChip status={goal.status} />,
    csv: (goal) => GOAL_STATUS_LABELS[goal.status],
  },
  {
    id: 'dueDate',
    header: 'Due',
    sortable: true,
    cell: (goal) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {goal.dueDate ? formatDay(goal.dueDate) : 'No date'}
      </Box>
    ),
    csv: (goal) => goal.dueDate ?? '',
  },
  { id: 'cycle', header: 'Cycle', defaultHidden: true, cell: (goal) => goal.cycle?.name ?? 'None' },
  {
    id: 'updatedAt',
    header: 'Last update',
    sortable: true,
    cell: (goal) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {goal.lastCheckInAt ? formatDay(goal.lastCheckInAt.slice(0, 10)) : 'None yet'}
      </Box>
    ),
    csv: (goal) => goal.lastCheckInAt ?? '',
  },
];
