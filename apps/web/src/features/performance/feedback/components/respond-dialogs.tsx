import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import {
  answerRequestSchema,
  declineRequestSchema,
} from '@atrium/shared/schemas/performance/feedback-requests';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import {
  useAnswerRequestMutation,
  useDeclineRequestMutation,
  type FeedbackRequest,
} from '../api/feedback-api';

const aboutWhom = (request: FeedbackRequest) =>
  request.subject.id === request.requester.id ? 'them' : request.subject.name;

const readers = (request: FeedbackRequest) =>
  request.visibility === 'manager_only'
    ? `${request.requester.name} and ${request.subject.name}'s managers read your answer; ${request.subject.name} does not.`
    : request.visibility === 'recipient'
      ? `${request.requester.name} reads your answer.`
      : `${request.subject.name} and their managers read your answer.`;

function Asked({ request }: { request: FeedbackRequest }) {
  return (
    <Typography color="text.secondary">
      {request.requester.name} asked for your feedback
      {request.subject.id === request.requester.id ? '' : ` about ${request.subject.name}`}
      {request.question ? `: “${request.question}”` : '.'}
    </Typography>
  );
}

/** Answers a request asked of the caller: private feedback about its subject. */
export function AnswerRequestDialog({
  request,
  onClose,
}: {
  request: FeedbackRequest | null;
  onClose: () => void;
}) {
  const [answer, { isLoading }] = useAnswerRequestMutation();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(answerRequestSchema),
    defaultValues: { body: '' },
  });
  useEffect(() => {
    if (request) reset({ body: '' });
  }, [request, reset]);
  const submit = handleSubmit(async ({ body }) => {
    try {
      await answer({ id: request!.id, body }).unwrap();
      toastSuccess(`Feedback sent to ${request!.requester.name}`);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => (path === 'body' ? 'body' : null));
    }
  });
  return (
    <FormDialog
      open={Boolean(request)}
      onClose={onClose}
      title={request ? `Feedback about ${aboutWhom(request)}` : 'Feedback'}
      submitLabel="Send feedback"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      {request && (
        <Stack spacing={2}>
          <Asked request={request} />
          <FormTextField control={control} name="body" label="Your feedback" required multiline minRows={5} />
          <Typography variant="body2" color="text.secondary">
            {readers(request)} HR admins can read it too.
          </Typography>
        </Stack>
      )}
    </FormDialog>
  );
}

/** Declines a request asked of the caller, with the reason its requester reads. */
export function DeclineRequestDialog({
  request,
  onClose,
}: {
  request: FeedbackRequest | null;
  onClose: () => void;
}) {
  const [decline, { isLoading }] = useDeclineRequestMutation();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(declineRequestSchema),
    defaultValues: { reason: '' },
  });
  useEffect(() => {
    if (request) reset({ reason: '' });
  }, [request, reset]);
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await decline({ id: request!.id, reason }).unwrap();
      toastSuccess(`${request!.requester.name} will see that you declined, and why`);
      onClose();
    } catch (error) {
      showServerErrors(error, setError, (path) => (path === 'reason' ? 'reason' : null));
    }
  });
  return (
    <FormDialog
      open={Boolean(request)}
      onClose={onClose}
      title="Decline the request"
      submitLabel="Decline"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      {request && (
        <Stack spacing={2}>
          <Asked request={request} />
          <FormTextField
            control={control}
            name="reason"
            label="Why are you declining?"
            required
            multiline
            minRows={2}
            helperText={`${request.requester.name} reads this.`}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
