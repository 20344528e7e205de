import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Stack } from '@mui/material';
import { z } from 'zod';
import {
  MAX_QUESTION_LENGTH,
  MAX_REQUEST_RESPONDERS,
  REPORT_REQUEST_VISIBILITIES,
  REQUEST_MESSAGES,
  SELF_REQUEST_VISIBILITIES,
  type RequestVisibility,
} from '@atrium/shared/schemas/performance/feedback-requests';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useSession } from '../../../../lib/session-hooks';
import { toastSuccess } from '../../../../lib/toast';
import { useDirectoryProfileQuery } from '../../directory/api/directory-api';
import { useCreateRequestMutation } from '../api/feedback-api';
import { ColleaguesField, type PickedPerson } from './colleagues-field';

const SELF = 'me';
const VISIBILITY_LABELS: Record<RequestVisibility, { self: string; report: string }> = {
  recipient: { self: 'Only me', report: 'Only them' },
  recipient_and_manager: { self: 'Me and my manager', report: 'Them and their managers (you included)' },
  manager_only: { self: 'My manager only', report: 'Their managers only (you included)' },
};

const formSchema = z.object({
  subject: z.string().min(1),
  responders: z
    .array(z.custom<PickedPerson>())
    .min(1, REQUEST_MESSAGES.respondersRequired)
    .max(MAX_REQUEST_RESPONDERS, REQUEST_MESSAGES.respondersMax),
  question: z.string().trim().max(MAX_QUESTION_LENGTH),
  visibility: z.string().min(1),
});
type FormValues = z.input<typeof formSchema>;

const FIELDS: Record<string, FieldPath<FormValues>> = {
  subjectId: 'subject',
  responderIds: 'responders',
  question: 'question',
  visibility: 'visibility',
};

/**
 * "Request feedback": ask colleagues about yourself or, as a manager, about one of your reports
 * (Lattice offers direct reports). Those asked hear of it at once and again after 3 business days.
 */
export function RequestFeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const me = useSession().user?.id ?? '';
  const profile = useDirectoryProfileQuery(me, { skip: !open || !me });
  const reports = profile.data?.reports ?? [];
  const [create, { isLoading }] = useCreateRequestMutation();
  const { control, handleSubmit, reset, setError, setValue } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { subject: SELF, responders: [], question: '', visibility: SELF_REQUEST_VISIBILITIES[0] },
  });
  useEffect(() => {
    if (open)
      reset({ subject: SELF, responders: [], question: '', visibility: SELF_REQUEST_VISIBILITIES[0] });
  }, [open, reset]);
  const subject = useWatch({ control, name: 'subject' });
  const isAboutSelf = subject === SELF;
  const visibilities = isAboutSelf ? SELF_REQUEST_VISIBILITIES : REPORT_REQUEST_VISIBILITIES;
  useEffect(() => {
    setValue('visibility', visibilities[0]);
  }, [visibilities, setValue]);

  const submit = handleSubmit(async (form) => {
    try {
      const result = await create({
        subjectId: form.subject === SELF ? me : form.subject,
        responderIds: form.responders.map((person) => person.id),
        question: form.question,
        visibility: form.visibility as RequestVisibility,
      }).unwrap();
      toastSuccess(`${result.message}: those asked have been told`);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => FIELDS[path] ?? null);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Request feedback"
      submitLabel="Send request"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2.5}>
        {reports.length > 0 && (
          <FormSelectField
            control={control}
            name="subject"
            label="About"
            required
            options={[
              { value: SELF, label: 'Myself' },
              ...reports.map((report) => ({ value: report.id, label: report.name })),
            ]}
            helperText="Yourself, or someone who reports to you"
          />
        )}
        <ColleaguesField
          control={control}
          name="responders"
          label="Whom to ask"
          max={MAX_REQUEST_RESPONDERS}
          excludeIds={isAboutSelf ? [] : [subject]}
          helperText="They are reminded if they have not answered after 3 business days."
        />
        <FormTextField
          control={control}
          name="question"
          label="What would you like feedback on?"
          multiline
          minRows={3}
          helperText="Optional: a project, a skill, how a meeting went."
        />
        <FormRadioGroupField
          control={control}
          name="visibility"
          label="Who reads the answers"
          row={false}
          required
          options={visibilities.map((visibility) => ({
            value: visibility,
            label: VISIBILITY_LABELS[visibility][isAboutSelf ? 'self' : 'report'],
          }))}
          helperText="HR admins can read feedback answers too."
        />
      </Stack>
    </FormDialog>
  );
}
