import { Chip } from '@mui/material';
import type { AuditEvent } from '../api/audit-api';

const OUTCOME = {
  success: { label: 'Success', color: 'success' },
  failure: { label: 'Failure', color: 'error' },
  denied: { label: 'Denied', color: 'warning' },
} as const;

export const OUTCOME_LABELS = Object.fromEntries(
  Object.entries(OUTCOME).map(([key, value]) => [key, value.label]),
) as Record<AuditEvent['outcome'], string>;

export function AuditOutcomeChip({ outcome }: { outcome: AuditEvent['outcome'] }) {
  const { label, color } = OUTCOME[outcome];
  return <Chip size="small" variant="outlined" color={color} label={label} />;
}
