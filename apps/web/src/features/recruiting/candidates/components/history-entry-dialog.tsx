import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  educationInputSchema,
  employmentInputSchema,
  type Education,
  type EducationFormValues,
  type Employment,
  type EmploymentFormValues,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { FormDateField } from '../../../../components/form/date-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveHistoryEntryMutation, type HistorySection } from '../api/candidate-profile-api';

type Values = EducationFormValues & EmploymentFormValues;

const TEXT_FIELDS: Record<
  HistorySection,
  Array<{ name: keyof Values; label: string; required?: boolean }>
> = {
  educations: [
    { name: 'schoolName', label: 'School', required: true },
    { name: 'degree', label: 'Degree' },
    { name: 'discipline', label: 'Discipline' },
  ],
  employments: [
    { name: 'companyName', label: 'Company', required: true },
    { name: 'title', label: 'Title' },
  ],
};

const valuesOf = (entry: Education | Employment | null): Partial<Values> => ({
  ...(entry ?? {}),
  startDate: entry?.startDate ?? null,
  endDate: entry?.endDate ?? null,
});

/** A school or an employer, new or edited; dates by month and year as Greenhouse shows them. */
export function HistoryEntryDialog({
  candidateId,
  section,
  entry,
  onClose,
}: {
  candidateId: string;
  section: HistorySection;
  entry: Education | Employment | null;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveHistoryEntryMutation();
  const schema = section === 'educations' ? educationInputSchema : employmentInputSchema;
  const { control, handleSubmit, setError } = useForm<Values>({
    // One form for both sections: the section's own schema checks it.
    resolver: zodResolver(schema as unknown as typeof educationInputSchema) as never,
    defaultValues: valuesOf(entry),
  });
  const noun = section === 'educations' ? 'education' : 'employment';

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await save({
        id: candidateId,
        section,
        entryId: entry?.id ?? null,
        body: body as never,
      }).unwrap();
      toastSuccess(successMessage(answer, 'Saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => path as FieldPath<Values>);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${entry ? 'Edit' : 'Add'} ${noun}`}
      submitLabel="Save"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2.5}>
        {TEXT_FIELDS[section].map((field) => (
          <FormTextField<Values>
            key={field.name}
            control={control}
            name={field.name}
            label={field.label}
            required={field.required}
          />
        ))}
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField<Values>
            control={control}
            name="startDate"
            label="Start"
            views={['year', 'month']}
            format="MMM YYYY"
          />
          <FormDateField<Values>
            control={control}
            name="endDate"
            label="End"
            views={['year', 'month']}
            format="MMM YYYY"
            helperText={section === 'employments' ? 'Leave empty if they work there now' : undefined}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
