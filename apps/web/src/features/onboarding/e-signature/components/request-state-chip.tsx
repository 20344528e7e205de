import { Chip } from '@mui/material';
import {
  SIGNATURE_REQUEST_STATE_LABELS,
  type SignatureRequestState,
} from '@atrium/shared/schemas/onboarding/e-signature';

const COLOURS = {
  waiting_for_signature: 'warning',
  waiting_for_counter_signature: 'info',
  completed: 'success',
  cancelled: 'default',
} as const;

export function RequestStateChip({ state }: { state: SignatureRequestState }) {
  return <Chip size="small" color={COLOURS[state]} label={SIGNATURE_REQUEST_STATE_LABELS[state]} />;
}
