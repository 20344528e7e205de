import { useCallback, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import {
  GOAL_LEVEL_LABELS,
  GOAL_LEVELS,
  type GoalDetail,
  type GoalLevel,
} from '@atrium/shared/schemas/performance/goals';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import {
  FormAsyncAutocompleteField,
  type AsyncOptionItem,
} from '../../../../components/form/async-autocomplete-field';
import { FormDateField } from '../../../../components/form/date-field';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { holdsPermission, useSession, useThunkDispatch } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { directoryApi, useDirectoryLookupsQuery } from '../../directory/api/directory-api';
import { useListGoalCyclesQuery } from '../../goal-cycles/api/goal-cycles-api';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { goalsApi, useGetGoalQuery, useSaveGoalMutation } from '../api/goals-api';
import { goalPath } from '../utils/goal-format';
import {
  fromGoal,
  goalFieldOf,
  goalFormResolver,
  toGoalBody,
  type GoalFormValues,
  type ParentOption,
} from '../utils/goal-form-values';
import { KeyResultsFields, MEASURE_OPTIONS, MeasureFields } from './key-results-fields';

const VISIBILITY_OPTIONS = [
  { value: 'public', label: 'Public: everyone in the company' },
  { value: 'private', label: 'Private: the owner, the managers above them and HR' },
];

/** The levels the user may set (or, editing, change) goals at. */
function useAllowedLevels(action: 'create' | 'edit', current?: GoalLevel): GoalLevel[] {
  const held = useSession().user?.permissions;
  return useMemo(
    () =>
      GOAL_LEVELS.filter(
        (level) =>
          level === current ||
          holdsPermission(held, `prf.module.goals.${level}_goal.${action}` as PermissionId),
      ),
    [held, action, current],
  );
}

/** Sets a new goal, or changes one: its measure, key results, alignment, cycle and visibility. */
export function GoalFormDialog({
  goal,
  open,
  onClose,
}: {
  goal: GoalDetail | null;
  open: boolean;
  onClose: () => void;
}) {
  const user = useSession().user;
  const levels = useAllowedLevels(goal ? 'edit' : 'create', goal?.level);
  const lookups = useDirectoryLookupsQuery(undefined, { skip: !open });
  const cycles = useListGoalCyclesQuery();
  const [save, { isLoading }] = useSaveGoalMutation();
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();

  const defaults = useCallback((): GoalFormValues => {
    const today = new Date().toISOString().slice(0, 10);
    const cycle = (cycles.data ?? []).find(
      (entry) => entry.isActive && entry.startDate <= today && today <= entry.endDate,
    );
    return {
      level: levels.includes('individual') ? 'individual' : (levels[0] ?? 'individual'),
      departmentId: '',
      owner: user ? { _id: user.id, fullName: `${user.firstName} ${user.lastName}` } : null,
      title: '',
      description: '',
      measureKind: 'number',
      currency: 'GBP',
      startValue: 0,
      targetValue: null,
      startDate: cycle?.startDate ?? null,
      dueDate: cycle?.endDate ?? null,
      visibility: 'public',
      cycleId: cycle?.id ?? '',
      parent: null,
      parentKeyResultId: '',
      keyResults: [],
    };
  }, [cycles.data, levels, user]);

  const { control, handleSubmit, reset, setError, setValue, formState } = useForm<GoalFormValues>({
    resolver: goalFormResolver,
    defaultValues: defaults(),
  });
  useEffect(() => {
    if (open) reset(goal ? fromGoal(goal) : defaults());
    // Only on opening: what arrives later must not wipe what was typed (see below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, goal, reset]);
  // The cycles arriving after the dialog opened: a new goal starts in the current one.
  const { isDirty } = formState;
  useEffect(() => {
    if (open && !goal && !isDirty && cycles.data) reset(defaults());
  }, [open, goal, isDirty, cycles.data, reset, defaults]);

  const [level, measureKind, parent, keyResults] = useWatch({
    control,
    name: ['level', 'measureKind', 'parent', 'keyResults'],
  });
  // The goal aligned to, for all its key results (an option found by search carries them already).
  const parentGoal = useGetGoalQuery(open && parent ? parent._id : skipToken);
  const parentKeyResults =
    parentGoal.data?.keyResults.map((keyResult) => ({ id: keyResult.id, name: keyResult.title })) ??
    parent?.keyResults ??
    [];

  const fetchPeople = useCallback(
    async (search: string): Promise<AsyncOptionItem[]> => {
      const page = await dispatch(
        directoryApi.endpoints.listDirectory.initiate({ search, limit: 10, page: 1 }, { subscribe: false }),
      ).unwrap();
      return page.items
        .filter((person) => person.status !== 'inactive')
        .map((person) => ({ _id: person.id, fullName: person.name, label: person.jobTitle ?? '' }));
    },
    [dispatch],
  );
  const fetchParents = useCallback(
    async (search: string): Promise<ParentOption[]> => {
      const options = await dispatch(
        goalsApi.endpoints.alignmentOptions.initiate(
          { search, level, ...(goal ? { excludeId: goal.id } : {}) },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      return options.map((option) => ({
        _id: option.id,
        fullName: option.title,
        label: `${GOAL_LEVEL_LABELS[option.level]} goal · ${option.department ?? option.owner}`,
        level: option.level,
        keyResults: option.keyResults,
      }));
    },
    [dispatch, level, goal],
  );

  const cycleOptions = useMemo(
    () => [
      { value: '', label: 'No cycle' },
      ...(cycles.data ?? [])
        .filter((cycle) => cycle.isActive || cycle.id === goal?.cycle?.id)
        .map((cycle) => ({
          value: cycle.id,
          label: cycle.isActive ? cycle.name : `${cycle.name} (inactive)`,
        })),
    ],
    [cycles.data, goal],
  );

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({ id: goal?.id, body: toGoalBody(values) }).unwrap();
      toastSuccess(successMessage(result, goal ? 'Goal saved' : 'Goal created'));
      onClose();
      if (!goal) void navigate(goalPath(result.data.id));
    } catch (error) {
      showServerErrors(error, setError, goalFieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={goal ? 'Edit goal' : 'New goal'}
      submitLabel={goal ? 'Save' : 'Create goal'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="title"
          label="Goal"
          required
          autoFocus
          placeholder="What do you want to achieve?"
        />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name="level"
            label="Level"
            options={levels.map((value) => ({ value, label: GOAL_LEVEL_LABELS[value] }))}
          />
          {level === 'department' && (
            <FormSelectField
              control={control}
              name="departmentId"
              label="Department"
              required
              options={(lookups.data?.departments ?? []).map((department) => ({
                value: department.id,
                label: department.name,
              }))}
            />
          )}
        </Stack>
        <FormAsyncAutocompleteField<GoalFormValues, AsyncOptionItem>
          control={control}
          name="owner"
          label="Owner"
          required
          placeholder="Search by name"
          fetchOptions={fetchPeople}
          getOptionLabel={(option) => option.fullName ?? ''}
        />

        <Divider />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          How progress is measured
        </Typography>
        {keyResults.length > 0 ? (
          <Alert severity="info">This goal’s progress comes from its key results, below.</Alert>
        ) : (
          <Stack spacing={2}>
            <FormSelectField
              control={control}
              name="measureKind"
              label="Measured as"
              options={MEASURE_OPTIONS}
            />
            <MeasureFields control={control} prefix="" kind={measureKind} />
          </Stack>
        )}
        <KeyResultsFields control={control} />

        <Divider />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField control={control} name="cycleId" label="Goal cycle" options={cycleOptions} />
          <FormDateField control={control} name="startDate" label="Start date" />
          <FormDateField control={control} name="dueDate" label="Due date" />
        </Stack>
        <FormAsyncAutocompleteField<GoalFormValues, ParentOption>
          control={control}
          name="parent"
          label="Aligned to"
          placeholder="Search goals by title"
          helperText="The goal this one contributes to; its progress then counts toward that goal."
          fetchOptions={fetchParents}
          getOptionLabel={(option) => option.fullName ?? ''}
          renderOption={(option) => (
            <Box>
              <Typography>{option.fullName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.label}
              </Typography>
            </Box>
          )}
          onPick={() => setValue('parentKeyResultId', '')}
          noOptionsText="No open goal matches"
        />
        {parent && parentKeyResults.length > 0 && (
          <FormSelectField
            control={control}
            name="parentKeyResultId"
            label="Counts toward"
            options={[
              { value: '', label: 'The goal as a whole' },
              ...parentKeyResults.map((keyResult) => ({
                value: keyResult.id,
                label: `Key result: ${keyResult.name}`,
              })),
            ]}
            helperText="A goal with key results takes its progress from them: choose a key result for this goal to move it."
          />
        )}
        <FormRadioGroupField
          control={control}
          name="visibility"
          label="Who can see it"
          options={VISIBILITY_OPTIONS}
        />
      </Stack>
    </FormDialog>
  );
}
