import { useState } from 'react';
import { Box, Button, Card, CardContent, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { GOAL_LEVEL_LABELS } from '@atrium/shared/schemas/performance/goals';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Fact } from '../../../../components/ui/fact';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteGoalMutation,
  useGetGoalQuery,
  useReopenGoalMutation,
  type GoalDetail,
} from '../api/goals-api';
import { CheckInDialog } from '../components/check-in-dialog';
import { GoalLevelChip, GoalProgress, GoalStatusChip, PrivateChip } from '../components/goal-badges';
import { GoalFormDialog } from '../components/goal-form-dialog';
import { AlignmentCard, CheckInsCard, KeyResultsCard } from '../components/goal-sections';
import { formatDay, GOALS_PATH, measureSummary, progressSourceText } from '../utils/goal-format';

const PERSON_PATH = (id: string) => `/performance/directory/${encodeURIComponent(id)}`;

function Summary({ goal }: { goal: GoalDetail }) {
  const source =
    goal.progressSource === 'aligned_goals'
      ? progressSourceText('aligned_goals', goal.alignedGoals.filter((child) => !child.keyResultId).length)
      : progressSourceText(goal.progressSource);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <GoalProgress value={goal.progress} status={goal.status} label="Progress" isLarge />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {source}
              {goal.progressSource === 'measure' ? `: ${measureSummary(goal)}` : ''}
            </Typography>
          </Box>
          {goal.description && (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {goal.description}
            </Typography>
          )}
          <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
            <Fact label="Owner">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <PersonAvatar name={goal.owner.name} avatarUrl={goal.owner.avatarUrl} size={24} />
                <Link component={RouterLink} to={PERSON_PATH(goal.owner.id)} underline="hover">
                  {goal.owner.name}
                </Link>
              </Stack>
            </Fact>
            {goal.department && <Fact label="Department">{goal.department.name}</Fact>}
            <Fact label="Goal cycle">{goal.cycle?.name ?? 'None'}</Fact>
            <Fact label="Dates">
              {goal.startDate || goal.dueDate
                ? `${goal.startDate ? formatDay(goal.startDate) : 'Open start'} – ${goal.dueDate ? formatDay(goal.dueDate) : 'no due date'}`
                : 'None set'}
            </Fact>
            <Fact label="Set by">
              {goal.createdBy.name} on {formatDay(goal.createdAt.slice(0, 10))}
            </Fact>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /performance/goals/:id: a goal with its key results, alignment and check-ins. */
export default function GoalPage() {
  const { id = '' } = useParams();
  const goal = useGetGoalQuery(id);
  usePageTitle(goal.data?.title ?? 'Goal');
  const navigate = useNavigate();
  const [remove] = useDeleteGoalMutation();
  const [reopen, { isLoading: isReopening }] = useReopenGoalMutation();
  const [isEditing, setIsEditing] = useState(false);
  const [checkInMode, setCheckInMode] = useState<'update' | 'close' | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const crumbs = [{ label: 'Goals', to: GOALS_PATH }];

  if (goal.isError)
    return (
      <Stack spacing={3}>
        <Breadcrumbs items={[...crumbs, { label: 'Goal' }]} />
        <LoadFailureState error={goal.error} subject="goal" onRetry={() => void goal.refetch()} />
      </Stack>
    );
  if (!goal.data)
    return <Skeleton variant="rounded" height={360} aria-label="Loading the goal" role="progressbar" />;
  const data = goal.data;
  const { canEdit, canDelete, canCheckIn } = data.permissions;
  const isClosed = data.status === 'closed';

  const doReopen = async () => {
    try {
      toastSuccess(successMessage(await reopen(data.id).unwrap(), 'Goal reopened'));
    } catch (error) {
      toastError(error);
    }
  };
  const doDelete = async () => {
    try {
      toastSuccess(successMessage(await remove(data.id).unwrap(), 'Goal deleted'));
      void navigate(GOALS_PATH);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };
  const alignedCount = data.alignedGoals.length + data.hiddenAlignedGoalCount;

  return (
    <Stack spacing={3}>
      <Box>
        <Breadcrumbs items={[...crumbs, { label: data.title }]} />
        <Stack
          direction={{ xxs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <GoalLevelChip level={data.level} />
              <GoalStatusChip status={data.status} />
              {data.visibility === 'private' && <PrivateChip />}
              <Typography variant="body2" color="text.secondary">
                {GOAL_LEVEL_LABELS[data.level]} goal of {data.owner.name}
              </Typography>
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {canCheckIn && !isClosed && (
              <Button
                variant="contained"
                startIcon={<TrendingUpIcon />}
                onClick={() => setCheckInMode('update')}
              >
                Update progress
              </Button>
            )}
            {canCheckIn && !isClosed && <Button onClick={() => setCheckInMode('close')}>Close goal</Button>}
            {canCheckIn && isClosed && (
              <Button variant="contained" onClick={() => void doReopen()} loading={isReopening}>
                Reopen goal
              </Button>
            )}
            {canEdit && (
              <Button startIcon={<EditOutlinedIcon />} onClick={() => setIsEditing(true)}>
                Edit
              </Button>
            )}
            {canDelete && (
              <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setIsDeleting(true)}>
                Delete
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Summary goal={data} />
            <AlignmentCard goal={data} />
          </Stack>
        </Grid>
        <Grid size={{ xxs: 12, md: 7 }}>
          <Stack spacing={3}>
            {data.keyResults.length > 0 && <KeyResultsCard goal={data} />}
            <CheckInsCard goal={data} />
          </Stack>
        </Grid>
      </Grid>
      {isEditing && <GoalFormDialog goal={data} open onClose={() => setIsEditing(false)} />}
      {checkInMode && (
        <CheckInDialog
          goal={data}
          open
          initialStatus={checkInMode === 'close' ? 'closed' : undefined}
          onClose={() => setCheckInMode(null)}
        />
      )}
      <ConfirmDialog
        open={isDeleting}
        title="Delete goal"
        message={`Delete “${data.title}” with its key results and ${data.checkIns.length} check-ins? This cannot be undone.${
          alignedCount > 0
            ? ` The ${alignedCount === 1 ? 'goal' : `${alignedCount} goals`} aligned to it stay, aligned to nothing.`
            : ''
        }`}
        confirmLabel="Delete"
        isDestructive
        onConfirm={doDelete}
        onCancel={() => setIsDeleting(false)}
      />
    </Stack>
  );
}
