import { useId } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import QuestionMarkIcon from '@mui/icons-material/QuestionMark';
import {
  RESPONSE_STATUS_LABELS,
  RSVP_ANSWERS,
  type ResponseStatus,
  type RsvpAnswer,
} from '@atrium/shared/schemas/recruiting/interviews';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useRespondToInterviewMutation } from '../api/interviews-api';

const ANSWER_LABELS: Record<RsvpAnswer, string> = {
  accepted: 'Accept',
  tentative: 'Maybe',
  declined: 'Decline',
};
const ANSWER_ICONS = {
  accepted: <CheckIcon fontSize="small" />,
  tentative: <QuestionMarkIcon fontSize="small" />,
  declined: <CloseIcon fontSize="small" />,
};

/** The signed-in interviewer's answer to their invitation, given here as from the calendar's links. */
export function InvitationAnswer({
  interview,
  current,
}: {
  interview: { id: string; applicationId: string; candidate: { id: string } };
  /** Unknown to someone who may not read the interview itself. */
  current: ResponseStatus | null;
}) {
  const labelId = useId();
  const [respond, { isLoading }] = useRespondToInterviewMutation();
  const answer = async (response: RsvpAnswer) => {
    try {
      toastSuccess(successMessage(await respond({ interview, response }).unwrap(), 'Answer saved'));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        Your answer{current ? `: ${RESPONSE_STATUS_LABELS[current]}` : ''}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={current && current !== 'needs_action' ? current : null}
        onChange={(_event, next: RsvpAnswer | null) => next && void answer(next)}
        aria-labelledby={labelId}
        disabled={isLoading}
      >
        {RSVP_ANSWERS.map((option) => (
          <ToggleButton key={option} value={option} sx={{ gap: 0.5, textTransform: 'none' }}>
            {ANSWER_ICONS[option]}
            {ANSWER_LABELS[option]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
