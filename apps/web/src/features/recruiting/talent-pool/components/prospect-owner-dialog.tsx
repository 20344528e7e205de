import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import type { CandidateFilterOptions } from '../../candidates/api/candidates-api';
import { NullableSelectField } from '../../candidates/components/nullable-select-field';
import { useSetProspectOwnerMutation, type Prospect } from '../api/talent-pool-api';

interface Values {
  ownerId: string | null;
}

export interface ProspectOwnerDialogProps {
  prospect: Prospect;
  users: CandidateFilterOptions['users'];
  onClose: () => void;
}

/** Who looks after a prospect, or no one. */
export function ProspectOwnerDialog({ prospect, users, onClose }: ProspectOwnerDialogProps) {
  const [save, saving] = useSetProspectOwnerMutation();
  const { control, handleSubmit, setError } = useForm<Values>({
    defaultValues: { ownerId: prospect.owner?.id ?? null },
  });
  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({
        id: prospect.id,
        candidateId: prospect.candidate.id,
        body: values,
      }).unwrap();
      toastSuccess(successMessage(result, 'Owner saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<Values>(['ownerId']));
    }
  });
  // The current owner stays a choice even when no longer among the colleagues offered.
  const options = [
    ...(prospect.owner && !users.some((user) => user.id === prospect.owner!.id) ? [prospect.owner] : []),
    ...users,
  ].map((user) => ({ value: user.id, label: user.name }));
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Owner of ${prospect.candidate.name}`}
      submitLabel="Save owner"
      onSubmit={submit}
      isSaving={saving.isLoading}
      maxWidth="xs"
    >
      <NullableSelectField
        control={control}
        name="ownerId"
        label="Owner"
        noneLabel="No owner"
        options={options}
      />
    </FormDialog>
  );
}
