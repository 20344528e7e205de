import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Divider,
  Drawer,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { errorMessage } from '../../../lib/api-errors';
import { useGetAuditEventQuery, type AuditEvent } from '../api/audit-api';
import { AuditDiffTable } from './audit-diff-table';
import { AuditOutcomeChip } from './audit-outcome-chip';

export const AUDIT_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

function EventDetail({ event }: { event: AuditEvent }) {
  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Field label="Time">{dayjs(event.createdAt).format(AUDIT_TIME_FORMAT)}</Field>
        <Field label="Outcome">
          <AuditOutcomeChip outcome={event.outcome} />
        </Field>
        <Field label="Actor">{event.actorName ?? event.actorUserId}</Field>
        {event.impersonatorUserId && (
          <Field label="Impersonated by">{event.impersonatorName ?? event.impersonatorUserId}</Field>
        )}
        <Field label="Target">{[event.targetType, event.targetId].filter(Boolean).join(' · ')}</Field>
        <Field label="IP address">{event.ip}</Field>
        <Field label="Request id">{event.requestId}</Field>
        <Field label="Browser">{event.userAgent}</Field>
      </Box>
      <Divider />
      <Typography variant="h6" component="h3">
        Before and after
      </Typography>
      <AuditDiffTable before={event.before} after={event.after} />
    </Stack>
  );
}

/** One event in a side panel: who did what to what, and the record before and after. */
export function AuditEventDrawer({ eventId, onClose }: { eventId: string | null; onClose: () => void }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useGetAuditEventQuery(eventId ?? '', { skip: !eventId });
  const event = detail.data;
  return (
    <Drawer
      anchor="right"
      open={Boolean(eventId)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: isPhone ? '100%' : 760, p: 3 },
          role: 'dialog',
          'aria-labelledby': 'audit-event-title',
        },
      }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={2} sx={{ mb: 2 }}>
        <Typography
          id="audit-event-title"
          variant="h5"
          component="h2"
          sx={{ flexGrow: 1, wordBreak: 'break-all' }}
        >
          {event?.action ?? 'Audit event'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail.isFetching && !event && <Skeleton variant="rounded" height={240} aria-label="Loading event" />}
      {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
      {event && event.id === eventId && <EventDetail event={event} />}
    </Drawer>
  );
}
