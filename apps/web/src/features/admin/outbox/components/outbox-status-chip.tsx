import { Chip } from '@mui/material';
import type { OutboxMessage } from '../api/outbox-api';

export const STATUS_LABELS: Record<OutboxMessage['status'], string> = {
  stored: 'Kept here (no SMTP)',
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

const COLORS = { stored: 'default', queued: 'info', sent: 'success', failed: 'error' } as const;

export function OutboxStatusChip({ status }: { status: OutboxMessage['status'] }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={STATUS_LABELS[status]} />;
}
