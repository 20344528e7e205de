import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Button, Typography } from '@mui/material';
import type { UpdateNewHireInput } from '@atrium/shared/schemas/onboarding/new-hires';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { Modal } from '../../../../components/ui/modal';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useUpdateNewHireMutation, type NewHire } from '../api/new-hires-api';
import { daysBetween, formatDate } from '../utils/new-hire-labels';
import {
  formValuesOf,
  newHireFieldOf,
  updateFormSchema,
  type NewHireFormValues,
} from '../utils/new-hire-form';
import { NewHireFormFields } from './new-hire-form-fields';

const dayCount = (days: number) => `${Math.abs(days)} day${Math.abs(days) === 1 ? '' : 's'}`;

/**
 * Edits a hire's details. A new start date asks first whether every open task's due date should
 * move by as many days (Greenhouse asks the same), or stay where it is.
 */
export function EditNewHireDialog({
  hire,
  open,
  onClose,
}: {
  hire: NewHire;
  open: boolean;
  onClose: () => void;
}) {
  const [update, { isLoading }] = useUpdateNewHireMutation();
  // The edit waiting for the answer about due dates.
  const [pending, setPending] = useState<UpdateNewHireInput | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<NewHireFormValues>({
    resolver: zodResolver(updateFormSchema) as unknown as Resolver<NewHireFormValues>,
    defaultValues: formValuesOf(hire),
    mode: 'onTouched',
  });
  useEffect(() => {
    if (open) reset(formValuesOf(hire));
  }, [open, hire, reset]);

  const save = async (body: UpdateNewHireInput, shiftDueDates: boolean) => {
    try {
      const result = await update({ id: hire.id, body: { ...body, shiftDueDates } }).unwrap();
      toastSuccess(successMessage(result, 'New hire updated'));
      setPending(null);
      onClose();
    } catch (error) {
      setPending(null);
      showServerErrors(error, setError, newHireFieldOf);
    }
  };
  const submit = handleSubmit(async (values) => {
    const body = values as unknown as UpdateNewHireInput;
    const isStartMoved = Boolean(body.startDate && hire.startDate && body.startDate !== hire.startDate);
    if (isStartMoved && hire.tasks.total > hire.tasks.done) setPending(body);
    else await save(body, false);
  });

  const shift = pending?.startDate && hire.startDate ? daysBetween(hire.startDate, pending.startDate) : 0;
  return (
    <>
      <FormDialog
        open={open}
        onClose={onClose}
        title="Edit new hire"
        submitLabel="Save"
        onSubmit={(event) => void submit(event)}
        isSaving={isLoading && !pending}
        maxWidth="md"
      >
        <NewHireFormFields control={control} hire={hire} isOpen={open} />
      </FormDialog>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title="Move the due dates too?"
        maxWidth="xs"
        isBusy={isLoading}
        actions={
          <>
            <Button onClick={() => void save(pending!, false)} disabled={isLoading}>
              Keep due dates
            </Button>
            <Button variant="contained" onClick={() => void save(pending!, true)} loading={isLoading}>
              Move due dates
            </Button>
          </>
        }
      >
        <Typography>
          The start date moves from {formatDate(hire.startDate)} to {formatDate(pending?.startDate)},{' '}
          {dayCount(shift)} {shift < 0 ? 'earlier' : 'later'}. Move the due date of every open task by{' '}
          {dayCount(shift)} as well?
        </Typography>
      </Modal>
    </>
  );
}
