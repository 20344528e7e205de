import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Stack } from '@mui/material';
import { z } from 'zod';
import {
  oneOnOneTemplateInputSchema,
  type OneOnOneTemplateInput,
} from '@atrium/shared/schemas/performance/one-on-ones';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveOneOnOneTemplateMutation, type OneOnOneTemplate } from '../api/one-on-one-templates-api';

// The points are typed one per line; the server's schema checks each.
const formSchema = oneOnOneTemplateInputSchema.omit({ talkingPoints: true }).extend({ points: z.string() });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormValues = { name: '', description: '', points: '', isActive: true };
const fieldOf = (path: string): FieldPath<FormValues> | null =>
  path.startsWith('talkingPoints') ? 'points' : path === 'name' || path === 'description' ? path : null;

/** Adds a template of talking points, or changes one (its name, points and whether it is offered). */
export function TemplateDialog({
  template,
  open,
  onClose,
}: {
  template: OneOnOneTemplate | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveOneOnOneTemplateMutation();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (open)
      reset(
        template
          ? {
              name: template.name,
              description: template.description,
              points: template.talkingPoints.join('\n'),
              isActive: template.isActive,
            }
          : EMPTY,
      );
  }, [open, template, reset]);

  const submit = handleSubmit(async ({ points, ...rest }) => {
    const body: OneOnOneTemplateInput = {
      ...rest,
      talkingPoints: points
        .split('\n')
        .map((point) => point.trim())
        .filter(Boolean),
    };
    try {
      const result = await save({ id: template?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Template saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={template ? 'Edit template' : 'Add template'}
      submitLabel={template ? 'Save' : 'Add template'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
        <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
        <FormTextField
          control={control}
          name="points"
          label="Talking points"
          required
          multiline
          minRows={4}
          helperText="One per line: they start the first meeting's agenda."
        />
        <FormSwitchField control={control} name="isActive" label="Offered when scheduling a 1-on-1" />
      </Stack>
    </FormDialog>
  );
}
