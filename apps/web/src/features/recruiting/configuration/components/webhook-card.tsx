import { useId } from 'react';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { WEBHOOK_EVENT_LABELS } from '@atrium/shared/schemas/recruiting/webhooks';
import type { Webhook } from '../api/webhooks-api';
import { PingErrorAlert } from './ping-error-alert';

export interface WebhookCardProps {
  hook: Webhook;
  onEdit: (hook: Webhook) => void;
  onDelete: (hook: Webhook) => void;
  onDeliveries: (hook: Webhook) => void;
}

/** One web hook: where it calls, on which events, and whether it is active or why it is not. */
export function WebhookCard({ hook, onEdit, onDelete, onDeliveries }: WebhookCardProps) {
  const nameId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: { xxs: 2, sm: 2.5 } }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" id={nameId} sx={{ overflowWrap: 'anywhere' }}>
            {hook.name}
          </Typography>
          <Chip
            size="small"
            label={hook.active ? 'Active' : 'Disabled'}
            color={hook.active ? 'success' : 'error'}
            variant={hook.active ? 'outlined' : 'filled'}
          />
        </Box>
        <Box component="code" sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}>
          {hook.url}
        </Box>
        <Stack
          direction="row"
          component="ul"
          aria-label="Events"
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {hook.events.map((event) => (
            <li key={event}>
              <Chip size="small" label={WEBHOOK_EVENT_LABELS[event]} />
            </li>
          ))}
        </Stack>
        {!hook.active && (
          <PingErrorAlert
            error={hook.pingError ?? 'The endpoint did not answer the ping'}
            action={
              <Button color="inherit" size="small" onClick={() => onEdit(hook)}>
                Edit
              </Button>
            }
          />
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button size="small" onClick={() => onDeliveries(hook)} aria-label={`Deliveries of ${hook.name}`}>
            Deliveries
          </Button>
          <Button size="small" onClick={() => onEdit(hook)} aria-label={`Edit ${hook.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(hook)}
            aria-label={`Delete ${hook.name}`}
          >
            Delete
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
