import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { goalCycleInputSchema } from '@atrium/shared/schemas/performance/goals';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveGoalCycleMutation, type GoalCycle } from '../api/goal-cycles-api';

type FormValues = z.input<typeof goalCycleInputSchema>;
type FormOutput = z.output<typeof goalCycleInputSchema>;

/** The quarter holding today, as a new cycle's starting point. */
function thisQuarter(): FormValues {
  const today = new Date();
  const quarter = Math.floor(today.getMonth() / 3);
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  return {
    name: `Q${quarter + 1} ${today.getFullYear()}`,
    startDate: iso(new Date(today.getFullYear(), quarter * 3, 1)),
    endDate: iso(new Date(today.getFullYear(), quarter * 3 + 3, 0)),
    isActive: true,
  };
}

const fieldOf = fieldsNamed<FormValues>(['name', 'startDate', 'endDate']);

/** Adds a goal cycle, or changes one (its name, period and whether goals may join it). */
export function GoalCycleDialog({
  cycle,
  open,
  onClose,
}: {
  cycle: GoalCycle | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveGoalCycleMutation();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(goalCycleInputSchema),
    defaultValues: thisQuarter(),
  });
  useEffect(() => {
    if (open)
      reset(
        cycle
          ? { name: cycle.name, startDate: cycle.startDate, endDate: cycle.endDate, isActive: cycle.isActive }
          : thisQuarter(),
      );
  }, [open, cycle, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save({ id: cycle?.id, body }).unwrap(), 'Goal cycle saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={cycle ? 'Edit goal cycle' : 'Add goal cycle'}
      submitLabel={cycle ? 'Save' : 'Add goal cycle'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={control} name="startDate" label="Starts" required />
          <FormDateField control={control} name="endDate" label="Ends" required />
        </Stack>
        <FormSwitchField
          control={control}
          name="isActive"
          label="Active: new goals may be set in this cycle"
        />
      </Stack>
    </FormDialog>
  );
}
