import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, Stack } from '@mui/material';
import { z } from 'zod';
import {
  checkInInputSchema,
  GOAL_STATUS_LABELS,
  GOAL_STATUSES,
  measureValue,
  type GoalDetail,
  type GoalStatus,
} from '@atrium/shared/schemas/performance/goals';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCheckInGoalMutation } from '../api/goals-api';
import { measureSummary, progressSourceText } from '../utils/goal-format';

const formSchema = checkInInputSchema.pick({ status: true, comment: true }).extend({
  /** 'goal', or the id of the key result updated. */
  target: z.string(),
  value: measureValue.nullable(),
  done: z.enum(['0', '1']),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const STATUS_OPTIONS = GOAL_STATUSES.map((status) => ({ value: status, label: GOAL_STATUS_LABELS[status] }));

interface Target {
  value: string;
  label: string;
  measure: GoalDetail | GoalDetail['keyResults'][number];
}

/** What a check-in may give a new value: the goal's own measure, and key results measured on their own. */
function targetsOf(goal: GoalDetail): Target[] {
  const targets: Target[] = [];
  if (goal.progressSource === 'measure')
    targets.push({ value: 'goal', label: 'The goal itself', measure: goal });
  for (const keyResult of goal.keyResults)
    if (keyResult.progressSource === 'measure')
      targets.push({ value: keyResult.id, label: `Key result: ${keyResult.title}`, measure: keyResult });
  return targets;
}

/** A progress update: a new value for the goal or one key result, the status, and a comment. */
export function CheckInDialog({
  goal,
  open,
  onClose,
  initialStatus,
}: {
  goal: GoalDetail;
  open: boolean;
  onClose: () => void;
  /** 'closed' when the dialog is opened to close the goal. */
  initialStatus?: GoalStatus;
}) {
  const targets = useMemo(() => targetsOf(goal), [goal]);
  const [checkIn, { isLoading }] = useCheckInGoalMutation();
  const valuesFor = (targetValue: string, status: GoalStatus): FormValues => {
    const measure = targets.find((target) => target.value === targetValue)?.measure;
    return {
      target: targetValue,
      value: measure?.currentValue ?? null,
      done: measure && measure.currentValue >= 1 ? '1' : '0',
      status,
      comment: '',
    };
  };
  const { control, handleSubmit, reset, setError, setValue } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesFor(targets[0]?.value ?? '', initialStatus ?? goal.status),
  });
  useEffect(() => {
    if (open)
      reset(
        valuesFor(
          targets[0]?.value ?? '',
          initialStatus ?? (goal.status === 'closed' ? 'on_track' : goal.status),
        ),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const targetValue = useWatch({ control, name: 'target' });
  const target = targets.find((entry) => entry.value === targetValue);
  // Another target: start from its current value.
  useEffect(() => {
    if (!target) return;
    setValue('value', target.measure.currentValue);
    setValue('done', target.measure.currentValue >= 1 ? '1' : '0');
  }, [target, setValue]);

  const submit = handleSubmit(async ({ target: chosen, value, done, status, comment }) => {
    const measured = targets.find((entry) => entry.value === chosen);
    const newValue = !measured ? null : measured.measure.measureKind === 'binary' ? Number(done) : value;
    try {
      const result = await checkIn({
        id: goal.id,
        body: {
          keyResultId: measured && chosen !== 'goal' ? chosen : null,
          value: newValue,
          status,
          comment,
        },
      }).unwrap();
      toastSuccess(successMessage(result, 'Progress updated'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<FormValues>(['value', 'status', 'comment']));
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={initialStatus === 'closed' ? 'Close the goal' : 'Update progress'}
      submitLabel={initialStatus === 'closed' ? 'Close goal' : 'Save update'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        {targets.length === 0 ? (
          <Alert severity="info">
            {progressSourceText(goal.progressSource)}: say how it is going with its status and a comment.
          </Alert>
        ) : (
          <>
            {targets.length > 1 && (
              <FormSelectField
                control={control}
                name="target"
                label="What moved"
                options={targets.map(({ value, label }) => ({ value, label }))}
              />
            )}
            {target && target.measure.measureKind === 'binary' ? (
              <FormRadioGroupField
                control={control}
                name="done"
                label={target.value === 'goal' ? goal.title : target.label}
                options={[
                  { value: '0', label: 'Not done' },
                  { value: '1', label: 'Done' },
                ]}
              />
            ) : (
              target && (
                <FormNumberField
                  control={control}
                  name="value"
                  label="Current value"
                  helperText={`Now ${measureSummary(target.measure)}`}
                />
              )
            )}
          </>
        )}
        <FormRadioGroupField
          control={control}
          name="status"
          label="Status"
          options={STATUS_OPTIONS}
          helperText="Closed keeps the goal and its history, and takes no more updates until it is reopened."
        />
        <FormTextField
          control={control}
          name="comment"
          label="Comment"
          multiline
          minRows={3}
          placeholder="What happened, what is next, what is in the way?"
        />
      </Stack>
    </FormDialog>
  );
}
