import { Chip } from '@mui/material';
import type { NewHireState } from '@atrium/shared/schemas/onboarding/new-hires';
import { NEW_HIRE_STATE_COLOURS, NEW_HIRE_STATE_LABELS } from '../utils/new-hire-labels';

export function NewHireStateChip({ state }: { state: NewHireState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={NEW_HIRE_STATE_COLOURS[state]}
      label={NEW_HIRE_STATE_LABELS[state]}
    />
  );
}
