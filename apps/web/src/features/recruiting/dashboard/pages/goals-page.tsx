import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { GOAL_METRIC_LABELS, GOAL_METRICS } from '@atrium/shared/schemas/recruiting/offers';
import { goalBodySchema, type Goal, type GoalInput } from '@atrium/shared/schemas/recruiting/dashboard';
import { FormDateField } from '../../../../components/form/date-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useCandidateFilterOptionsQuery } from '../../candidates/api/candidates-api';
import { useJobLookupsQuery } from '../../jobs/api/jobs-api';
import { useDeleteGoalMutation, useRecruitingGoalsQuery, useSaveGoalMutation } from '../api/dashboard-api';

type GoalForm = {
  name: string;
  metric: GoalInput['metric'];
  target: number | null;
  userId: string | null;
  departmentId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
};

const monthStart = dayjs().startOf('month').format('YYYY-MM-DD');
const monthEnd = dayjs().endOf('month').format('YYYY-MM-DD');

function GoalDialog({ goal, onClose }: { goal: Goal | 'new'; onClose: () => void }) {
  const existing = goal === 'new' ? null : goal;
  const people = useCandidateFilterOptionsQuery();
  const lookups = useJobLookupsQuery();
  const [save, saving] = useSaveGoalMutation();
  const [ownerKind, setOwnerKind] = useState<'user' | 'team'>(existing?.owner.kind ?? 'user');
  const { control, handleSubmit, setError, setValue } = useForm<GoalForm>({
    resolver: zodResolver(goalBodySchema) as unknown as Resolver<GoalForm>,
    defaultValues: {
      name: existing?.name ?? '',
      metric: existing?.metric ?? 'hires',
      target: existing?.target ?? null,
      userId: existing?.owner.kind === 'user' ? existing.owner.id : null,
      departmentId: existing?.owner.kind === 'team' ? existing.owner.id : null,
      periodStart: existing?.periodStart ?? monthStart,
      periodEnd: existing?.periodEnd ?? monthEnd,
    },
  });
  const metric = useWatch({ control, name: 'metric' });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({ id: existing?.id, body: values as unknown as GoalInput }).unwrap();
      toastSuccess(successMessage(result, existing ? 'Goal saved' : 'Goal set'));
      onClose();
    } catch (error) {
      showServerErrors(
        error,
        setError,
        fieldsNamed<GoalForm>([
          'name',
          'metric',
          'target',
          'userId',
          'departmentId',
          'periodStart',
          'periodEnd',
        ]),
      );
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={existing ? 'Edit goal' : 'Set a recruiting goal'}
      submitLabel={existing ? 'Save' : 'Set goal'}
      onSubmit={submit}
      isSaving={saving.isLoading}
    >
      <Stack spacing={2}>
        <FormTextField<GoalForm> name="name" control={control} label="Name" required />
        <FormSelectField<GoalForm>
          name="metric"
          control={control}
          label="What counts"
          options={GOAL_METRICS.map((value) => ({ value, label: GOAL_METRIC_LABELS[value] }))}
          required
        />
        <FormNumberField<GoalForm>
          name="target"
          control={control}
          label={`Target (${GOAL_METRIC_LABELS[metric].toLowerCase()})`}
          isInteger
          required
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={ownerKind}
          aria-label="Whose goal"
          onChange={(_event, kind: 'user' | 'team' | null) => {
            if (!kind) return;
            setOwnerKind(kind);
            setValue(kind === 'user' ? 'departmentId' : 'userId', null);
          }}
        >
          <ToggleButton value="user">A person</ToggleButton>
          <ToggleButton value="team">A team</ToggleButton>
        </ToggleButtonGroup>
        {ownerKind === 'user' ? (
          <FormSelectField<GoalForm>
            name="userId"
            control={control}
            label="Person"
            searchable
            options={(people.data?.users ?? []).map((person) => ({ value: person.id, label: person.name }))}
            required
          />
        ) : (
          <FormSelectField<GoalForm>
            name="departmentId"
            control={control}
            label="Team (department)"
            searchable
            options={(lookups.data?.departments ?? []).map((item) => ({ value: item.id, label: item.name }))}
            required
          />
        )}
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField<GoalForm> name="periodStart" control={control} label="From" required />
          <FormDateField<GoalForm> name="periodEnd" control={control} label="To" required />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

function GoalCard({
  goal,
  canManage,
  onEdit,
  onDelete,
}: {
  goal: Goal;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const share = Math.min(100, Math.round((goal.progress / goal.target) * 100));
  const ended = dayjs(goal.periodEnd).endOf('day').isBefore(dayjs());
  const met = goal.progress >= goal.target;
  return (
    <Card variant="outlined" component="article" aria-labelledby={`goal-${goal.id}`}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={`goal-${goal.id}`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {goal.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {goal.owner.name} · {GOAL_METRIC_LABELS[goal.metric]} ·{' '}
              {dayjs(goal.periodStart).format('D MMM')} – {dayjs(goal.periodEnd).format('D MMM YYYY')}
            </Typography>
          </Box>
          {canManage && (
            <Stack direction="row">
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${goal.name}`} onClick={onEdit}>
                  <EditOutlinedIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton aria-label={`Delete ${goal.name}`} onClick={onDelete}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 2 }}>
          <LinearProgress
            variant="determinate"
            value={share}
            color={met ? 'success' : 'primary'}
            sx={{ flex: 1, height: 10, borderRadius: 5 }}
            aria-label={`${goal.progress} of ${goal.target}`}
          />
          <Typography sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
            {goal.progress} / {goal.target}
          </Typography>
          {met ? (
            <Chip size="small" color="success" label="Met" />
          ) : ended ? (
            <Chip size="small" label="Ended" />
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /dashboard/see-all-goals: recruiting goals of people and teams, and how far each has come. */
export default function GoalsPage() {
  usePageTitle('Recruiting goals');
  const goals = useRecruitingGoalsQuery();
  const canManage = useHasPermission('rct.module.dashboard.goal.manage');
  const [editing, setEditing] = useState<Goal | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Goal | null>(null);
  const [remove] = useDeleteGoalMutation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Recruiting goals
          </Typography>
          <Typography color="text.secondary">
            Targets for people and teams, counted from what happened.
          </Typography>
        </Box>
        {canManage && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Set a goal
          </Button>
        )}
      </Stack>
      {goals.isLoading && <Skeleton variant="rounded" height={120} />}
      {goals.isError && (
        <LoadFailureState error={goals.error} subject="the goals" onRetry={() => void goals.refetch()} />
      )}
      {goals.data?.length === 0 && (
        <EmptyState
          title="No goals yet"
          description="Set a target, such as hires this quarter or interviews this month, and watch it fill."
        />
      )}
      {goals.data?.map((goal) => (
        <GoalCard
          key={goal.id}
          goal={goal}
          canManage={canManage}
          onEdit={() => setEditing(goal)}
          onDelete={() => setDeleting(goal)}
        />
      ))}
      {editing && <GoalDialog goal={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete goal"
        message={`Delete “${deleting?.name ?? ''}”? Its progress is counted from records, which stay.`}
        confirmLabel="Delete"
        isDestructive
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            toastSuccess(successMessage(await remove(deleting.id).unwrap(), 'Goal deleted'));
            setDeleting(null);
          } catch (error) {
            toastError(error);
          }
        }}
      />
    </Stack>
  );
}
