import { useEffect, useId, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import { Alert, Chip, FormControl, FormHelperText, FormLabel, Stack, Tooltip } from '@mui/material';
import { z } from 'zod';
import {
  FEEDBACK_MESSAGES,
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACK_RECIPIENTS,
  PRIVATE_VISIBILITIES,
  type PrivateVisibility,
} from '@atrium/shared/schemas/performance/feedback';
import { requiredText } from '@atrium/shared/schemas/platform/required-text';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import {
  useCompanyValuesQuery,
  useFeedbackSettingsQuery,
  useGiveFeedbackMutation,
  type CompanyValue,
} from '../api/feedback-api';
import { ColleaguesField, type PickedPerson } from './colleagues-field';

// Who reads each kind, said plainly where it is chosen: HR's admins read private feedback too, as
// Lattice's do (never private notes), and the dialog says so rather than letting "private" mislead.
const VISIBILITY_OPTIONS: Record<PrivateVisibility, string> = {
  recipient: 'Only them',
  recipient_and_manager: 'Them and their manager',
  manager_only: 'Their manager only',
};

const formSchema = z
  .object({
    kind: z.enum(['praise', 'private']),
    recipients: z
      .array(z.custom<PickedPerson>())
      .min(1, FEEDBACK_MESSAGES.recipientsRequired)
      .max(MAX_FEEDBACK_RECIPIENTS, FEEDBACK_MESSAGES.recipientsMax),
    visibility: z.string(),
    valueId: z.string(),
    body: requiredText(MAX_FEEDBACK_LENGTH),
  })
  .superRefine((values, context) => {
    if (values.kind === 'private' && !values.visibility)
      context.addIssue({
        code: 'custom',
        path: ['visibility'],
        message: FEEDBACK_MESSAGES.visibilityRequired,
      });
  });
type FormValues = z.input<typeof formSchema>;

const FIELDS: Record<string, FieldPath<FormValues>> = {
  recipientIds: 'recipients',
  visibility: 'visibility',
  valueId: 'valueId',
  body: 'body',
};

/**
 * "Give feedback": praise on the wall for 1-6 colleagues, tagged with one of the company's values, or
 * private feedback to one or more (one item each). Only the kinds the company permits are offered.
 */
export function GiveFeedbackDialog({
  open,
  onClose,
  initialRecipients = [],
}: {
  open: boolean;
  onClose: () => void;
  initialRecipients?: PickedPerson[];
}) {
  const settings = useFeedbackSettingsQuery(undefined, { skip: !open });
  const values = useCompanyValuesQuery(undefined, { skip: !open });
  const [give, { isLoading }] = useGiveFeedbackMutation();
  const { visibilities, kinds } = useMemo(() => {
    const permitted = settings.data?.permittedTypes ?? [];
    const allowed = PRIVATE_VISIBILITIES.filter((visibility) => permitted.includes(visibility));
    return {
      visibilities: allowed,
      kinds: [
        ...(permitted.includes('praise') ? [{ value: 'praise', label: 'Public praise' }] : []),
        ...(allowed.length > 0 ? [{ value: 'private', label: 'Private feedback' }] : []),
      ],
    };
  }, [settings.data]);
  const { control, handleSubmit, reset, setError } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { kind: 'praise', recipients: [], visibility: '', valueId: '', body: '' },
  });
  useEffect(() => {
    if (open)
      reset({
        kind: (kinds[0]?.value as 'praise' | 'private' | undefined) ?? 'praise',
        recipients: initialRecipients,
        visibility: visibilities[0] ?? '',
        valueId: '',
        body: '',
      });
    // Once per opening, and again when the settings arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset, settings.data]);
  const kind = useWatch({ control, name: 'kind' });
  const activeValues = values.data ?? [];
  const isPraise = kind === 'praise';

  const submit = handleSubmit(async (form) => {
    if (form.kind === 'praise' && activeValues.length > 0 && !form.valueId) {
      setError('valueId', { type: 'required', message: FEEDBACK_MESSAGES.valueRequired });
      return;
    }
    try {
      const result = await give({
        kind: form.kind,
        recipientIds: form.recipients.map((person) => person.id),
        ...(form.kind === 'praise'
          ? { valueId: form.valueId || null }
          : { visibility: form.visibility as PrivateVisibility }),
        body: form.body,
      }).unwrap();
      toastSuccess(result.message);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => FIELDS[path] ?? null);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Give feedback"
      submitLabel={isPraise ? 'Post praise' : 'Send feedback'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2.5}>
        {settings.data && kinds.length === 0 && (
          <Alert severity="info">Your company has turned off giving feedback.</Alert>
        )}
        {kinds.length > 1 && (
          <FormRadioGroupField control={control} name="kind" label="Kind" options={kinds} />
        )}
        <ColleaguesField
          control={control}
          name="recipients"
          label={isPraise ? 'Who are you praising?' : 'Who is it for?'}
          max={MAX_FEEDBACK_RECIPIENTS}
          helperText={
            isPraise
              ? `Up to ${MAX_FEEDBACK_RECIPIENTS} colleagues`
              : 'Each colleague gets their own copy, private to them as you choose below'
          }
        />
        {isPraise && activeValues.length > 0 && <ValueChipsField control={control} values={activeValues} />}
        {!isPraise && (
          <FormRadioGroupField
            control={control}
            name="visibility"
            label="Who reads it"
            row={false}
            required
            options={visibilities.map((visibility) => ({
              value: visibility,
              label: VISIBILITY_OPTIONS[visibility],
            }))}
            helperText="You can always read what you gave. HR admins can read private feedback too; nobody else can."
          />
        )}
        <FormTextField
          control={control}
          name="body"
          label={isPraise ? 'What did they do well?' : 'Your feedback'}
          required
          multiline
          minRows={4}
          helperText={isPraise ? 'Everyone in the company will see this on the praise wall.' : undefined}
        />
      </Stack>
    </FormDialog>
  );
}

/** The company's values as chips, one to pick (a radio group for assistive technology). */
function ValueChipsField({ control, values }: { control: Control<FormValues>; values: CompanyValue[] }) {
  const { field, fieldState } = useController({ control, name: 'valueId' });
  const labelId = useId();
  return (
    <FormControl component="fieldset" required error={Boolean(fieldState.error)}>
      <FormLabel id={labelId} component="legend">
        Company value
      </FormLabel>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', mt: 1 }}
        role="radiogroup"
        aria-labelledby={labelId}
      >
        {values.map((value) => {
          const isChosen = field.value === value.id;
          return (
            <Tooltip
              key={value.id}
              title={value.description}
              describeChild
              disableHoverListener={!value.description}
            >
              <Chip
                role="radio"
                aria-checked={isChosen}
                label={value.name}
                color={isChosen ? 'primary' : 'default'}
                variant={isChosen ? 'filled' : 'outlined'}
                onClick={() => field.onChange(value.id)}
              />
            </Tooltip>
          );
        })}
      </Stack>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
