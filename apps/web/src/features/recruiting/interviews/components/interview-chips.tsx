import { Chip } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import ScheduleIcon from '@mui/icons-material/Schedule';
import {
  INTERVIEW_STATUS_LABELS,
  RESPONSE_STATUS_LABELS,
  type InterviewStatus,
  type ResponseStatus,
} from '@atrium/shared/schemas/recruiting/interviews';

const RESPONSE_COLOURS = {
  needs_action: 'default',
  accepted: 'success',
  tentative: 'warning',
  declined: 'error',
} as const;
const RESPONSE_ICONS = {
  needs_action: <ScheduleIcon />,
  accepted: <CheckCircleOutlineIcon />,
  tentative: <HelpOutlineIcon />,
  declined: <HighlightOffIcon />,
};

/** An attendee's answer to the invitation, as Greenhouse shows it: accepted, tentative, declined or awaiting. */
export function ResponseChip({ status, who }: { status: ResponseStatus; who?: string }) {
  const label = RESPONSE_STATUS_LABELS[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RESPONSE_COLOURS[status]}
      icon={RESPONSE_ICONS[status]}
      label={label}
      aria-label={who ? `${who}: ${label}` : label}
    />
  );
}

const STATUS_COLOURS = {
  scheduled: 'primary',
  awaiting_feedback: 'warning',
  complete: 'success',
  cancelled: 'default',
} as const;

export function InterviewStatusChip({ status }: { status: InterviewStatus }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[status]}
      variant={status === 'scheduled' ? 'outlined' : 'filled'}
      label={INTERVIEW_STATUS_LABELS[status]}
    />
  );
}
