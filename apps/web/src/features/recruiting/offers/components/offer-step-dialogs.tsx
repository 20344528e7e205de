import type { z } from 'zod';
import { Alert, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  approvalDecisionBodySchema,
  type ApprovalDecisionInput,
} from '@atrium/shared/schemas/recruiting/approvals';
import {
  offerAnswerBodySchema,
  offerSendBodySchema,
  type Offer,
} from '@atrium/shared/schemas/recruiting/offers';
import { FormRadioGroupField } from '../../../../components/form/radio-group-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useAnswerOfferMutation, useDecideOfferMutation, useSendOfferMutation } from '../api/offers-api';

interface StepDialogProps {
  offer: Offer;
  candidateId: string;
  onClose: () => void;
}

const targetOf = (offer: Offer, candidateId: string) => ({
  applicationId: offer.applicationId,
  candidateId,
  offerId: offer.id,
});

type SendForm = z.input<typeof offerSendBodySchema>;

/** Sends the letter: a covering message, the PDF attached, and a link to accept or decline. */
export function SendOfferDialog({ offer, candidateId, onClose }: StepDialogProps) {
  const [send, sending] = useSendOfferMutation();
  const { control, handleSubmit, setError } = useForm<SendForm, unknown, { message: string }>({
    resolver: zodResolver(offerSendBodySchema),
    defaultValues: { message: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const result = await send({ ...targetOf(offer, candidateId), body }).unwrap();
      toastSuccess(successMessage(result, 'Offer sent'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<SendForm>(['message']));
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Send the offer to ${offer.candidate.name}`}
      submitLabel="Send offer"
      onSubmit={(event) => void submit(event)}
      isSaving={sending.isLoading}
    >
      <Stack spacing={2}>
        <Typography>
          The email goes to <strong>{offer.candidate.email}</strong> with the offer letter attached as a PDF,
          and a link to accept or decline.
        </Typography>
        <FormTextField<SendForm>
          control={control}
          name="message"
          label="Message"
          multiline
          minRows={4}
          helperText="Shown after the greeting. Leave a blank line between paragraphs."
        />
      </Stack>
    </FormDialog>
  );
}

type AnswerForm = z.input<typeof offerAnswerBodySchema>;

/** The candidate's answer, given another way (a call, a signed copy). */
export function AnswerOfferDialog({ offer, candidateId, onClose }: StepDialogProps) {
  const [answer, answering] = useAnswerOfferMutation();
  const { control, handleSubmit, setError } = useForm<
    AnswerForm,
    unknown,
    z.output<typeof offerAnswerBodySchema>
  >({
    resolver: zodResolver(offerAnswerBodySchema),
    defaultValues: { answer: undefined, note: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const result = await answer({ ...targetOf(offer, candidateId), body }).unwrap();
      toastSuccess(successMessage(result, 'Answer recorded'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<AnswerForm>(['answer', 'note']));
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Record the candidate's answer"
      submitLabel="Record answer"
      onSubmit={(event) => void submit(event)}
      isSaving={answering.isLoading}
    >
      <Stack spacing={2}>
        <FormRadioGroupField<AnswerForm>
          control={control}
          name="answer"
          label={`${offer.candidate.name}'s answer`}
          required
          options={[
            { value: 'accepted', label: 'Accepted' },
            { value: 'declined', label: 'Declined' },
          ]}
        />
        <FormTextField<AnswerForm>
          control={control}
          name="note"
          label="Note"
          multiline
          minRows={2}
          helperText="How they answered, or why they declined."
        />
      </Stack>
    </FormDialog>
  );
}

type DecisionForm = z.input<typeof approvalDecisionBodySchema>;

/** An approver's decision on the offer; a rejection says why, for whoever asked. */
export function OfferDecisionDialog({
  offer,
  candidateId,
  decision,
  onClose,
}: StepDialogProps & { decision: 'approved' | 'rejected' }) {
  const [decide, deciding] = useDecideOfferMutation();
  const isReject = decision === 'rejected';
  const { control, handleSubmit, setError } = useForm<DecisionForm, unknown, ApprovalDecisionInput>({
    resolver: zodResolver(approvalDecisionBodySchema),
    defaultValues: { decision, note: '' },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const result = await decide({ ...targetOf(offer, candidateId), body }).unwrap();
      toastSuccess(successMessage(result, isReject ? 'Offer rejected' : 'Offer approved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<DecisionForm>(['note']));
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={isReject ? 'Reject the offer' : 'Approve the offer'}
      submitLabel={isReject ? 'Reject' : 'Approve'}
      onSubmit={(event) => void submit(event)}
      isSaving={deciding.isLoading}
    >
      <Stack spacing={2}>
        {isReject && <Alert severity="info">The offer goes back to draft; whoever asked is told why.</Alert>}
        <FormTextField<DecisionForm>
          control={control}
          name="note"
          label={isReject ? 'Why?' : 'Note (optional)'}
          required={isReject}
          multiline
          minRows={3}
        />
      </Stack>
    </FormDialog>
  );
}
