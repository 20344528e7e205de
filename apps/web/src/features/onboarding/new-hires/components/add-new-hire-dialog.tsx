import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CreateNewHireInput } from '@atrium/shared/schemas/onboarding/new-hires';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { paths } from '../../../../config/paths';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCreateNewHireMutation } from '../api/new-hires-api';
import {
  createFormSchema,
  EMPTY_NEW_HIRE,
  newHireFieldOf,
  type NewHireFormValues,
} from '../utils/new-hire-form';
import { NewHireFormFields } from './new-hire-form-fields';

/** Adds a new hire by hand; the server assembles their plan at once, and their page opens. */
export function AddNewHireDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateNewHireMutation();
  const { control, handleSubmit, setError, reset } = useForm<NewHireFormValues>({
    // The resolver hands over the parsed body.
    resolver: zodResolver(createFormSchema) as unknown as Resolver<NewHireFormValues>,
    defaultValues: EMPTY_NEW_HIRE,
    mode: 'onTouched',
  });
  const close = () => {
    reset(EMPTY_NEW_HIRE);
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    try {
      const result = await create(values as unknown as CreateNewHireInput).unwrap();
      toastSuccess(successMessage(result, 'New hire created'));
      close();
      void navigate(paths.newHire(result.data.id));
    } catch (error) {
      showServerErrors(error, setError, newHireFieldOf);
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add new hire"
      submitLabel="Add new hire"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      <NewHireFormFields control={control} isOpen={open} />
    </FormDialog>
  );
}
