import { useMemo } from 'react';
import dayjs from 'dayjs';
import {
  Checkbox,
  FormControlLabel,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import {
  rejectApplicationBodySchema,
  type CandidateFilterOptions,
  type RejectApplicationBody,
  type RejectApplicationInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { REJECTION_REASON_TYPES } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useRejectApplicationMutation, type CandidateApplication } from '../api/candidates-api';

type Reason = CandidateFilterOptions['rejectionReasons'][number];
type Template = CandidateFilterOptions['emailTemplates'][number];

const LOCAL_MINUTE = 'YYYY-MM-DDTHH:mm';
const FIELDS = ['rejectionReasonId', 'note', 'email', 'email.templateId', 'email.sendAt'];
/** The form field a server error's path names, for every dialog built on RejectionFields. */
export const rejectionFieldOf = (path: string) =>
  FIELDS.includes(path) ? (path as FieldPath<RejectApplicationBody>) : null;

/** The reasons under the three kinds of Greenhouse's (who decided), as the configuration page groups them. */
function ReasonField({
  control,
  reasons,
}: {
  control: Control<RejectApplicationBody>;
  reasons: readonly Reason[];
}) {
  const { field, fieldState } = useController({ control, name: 'rejectionReasonId' });
  const groups = REJECTION_REASON_TYPES.map((type) => ({
    type,
    reasons: reasons.filter((reason) => reason.type.id === type.id),
  })).filter((group) => group.reasons.length > 0);
  return (
    <TextField
      select
      required
      fullWidth
      label="Rejection reason"
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {groups.flatMap((group) => [
        <ListSubheader key={`type-${group.type.id}`}>{group.type.name}</ListSubheader>,
        ...group.reasons.map((reason) => (
          <MenuItem key={reason.id} value={reason.id}>
            {reason.name}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}

/** Now, or at a chosen time (a scheduled email can be cancelled until it goes). */
function SendTimeFields({ control }: { control: Control<RejectApplicationBody> }) {
  const { field, fieldState } = useController({ control, name: 'email.sendAt' });
  const isScheduled = typeof field.value === 'string';
  return (
    <>
      <RadioGroup
        aria-label="When to send"
        value={isScheduled ? 'later' : 'now'}
        onChange={(_, value) =>
          // A scheduled email starts at nine tomorrow morning, a time most people then change.
          field.onChange(
            value === 'later' ? dayjs().add(1, 'day').hour(9).minute(0).second(0).format() : null,
          )
        }
      >
        <FormControlLabel value="now" control={<Radio />} label="Send now" />
        <FormControlLabel value="later" control={<Radio />} label="Send at a chosen time" />
      </RadioGroup>
      {isScheduled && (
        <TextField
          type="datetime-local"
          label="Send at"
          required
          fullWidth
          name={field.name}
          value={field.value ? dayjs(field.value).format(LOCAL_MINUTE) : ''}
          // The input reads local time; the server gets the moment with its offset.
          onChange={(event) => field.onChange(event.target.value ? dayjs(event.target.value).format() : '')}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayjs().format(LOCAL_MINUTE) } }}
        />
      )}
    </>
  );
}

/**
 * Emailing the candidate from a template. The email's own fields mount only once it is wanted: a field
 * registered under a null email would turn it into an object.
 */
function EmailFields({
  control,
  templates,
}: {
  control: Control<RejectApplicationBody>;
  templates: readonly Template[];
}) {
  const { field } = useController({ control, name: 'email' });
  const preferred = templates.find((template) => template.isDefault) ?? templates[0];
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Checkbox
            checked={field.value != null}
            onChange={(event) =>
              field.onChange(event.target.checked ? { templateId: preferred?.id ?? '', sendAt: null } : null)
            }
          />
        }
        label="Email the candidate"
      />
      {field.value != null && (
        <>
          <FormSelectField<RejectApplicationBody>
            control={control}
            name="email.templateId"
            label="Email template"
            required
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
          <SendTimeFields control={control} />
        </>
      )}
    </Stack>
  );
}

/** What every rejection asks: the reason, a note for the team and, if wanted, an email to the candidate. */
export function RejectionFields({
  control,
  options,
  canEmail,
}: {
  control: Control<RejectApplicationBody>;
  options: CandidateFilterOptions;
  /** Without email.send there is no email to offer. */
  canEmail: boolean;
}) {
  // A rejection's templates when the company has some; any template otherwise.
  const templates = useMemo(() => {
    const rejections = options.emailTemplates.filter((template) => template.type === 'candidate_rejection');
    return rejections.length > 0 ? rejections : options.emailTemplates;
  }, [options.emailTemplates]);
  return (
    <Stack spacing={2}>
      <ReasonField control={control} reasons={options.rejectionReasons} />
      <FormTextField<RejectApplicationBody>
        control={control}
        name="note"
        label="Note for the team"
        multiline
        minRows={2}
      />
      {canEmail && templates.length > 0 && <EmailFields control={control} templates={templates} />}
    </Stack>
  );
}

export interface RejectApplicationDialogProps {
  candidateId: string;
  /** The board and the review queue know no more of it than this. */
  application: Pick<CandidateApplication, 'id' | 'job'>;
  options: CandidateFilterOptions;
  /** Without email.send there is no email to offer. */
  canEmail: boolean;
  onClose: () => void;
}

/** Rejects one application with a reason, a note for the team and, if wanted, an email to the candidate. */
export function RejectApplicationDialog({
  candidateId,
  application,
  options,
  canEmail,
  onClose,
}: RejectApplicationDialogProps) {
  const [reject, { isLoading }] = useRejectApplicationMutation();
  const { control, handleSubmit, setError } = useForm<RejectApplicationBody, unknown, RejectApplicationInput>(
    {
      resolver: zodResolver(rejectApplicationBodySchema),
      defaultValues: { rejectionReasonId: '', note: '', email: null },
    },
  );
  const submit = handleSubmit(async (body) => {
    try {
      const result = await reject({ candidateId, applicationId: application.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Application rejected'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, rejectionFieldOf);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Reject from ${application.job?.name ?? 'the talent pool'}`}
      submitLabel="Reject"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <RejectionFields control={control} options={options} canEmail={canEmail} />
    </FormDialog>
  );
}
