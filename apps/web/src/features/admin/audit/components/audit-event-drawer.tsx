import dayjs from 'dayjs';
import { Divider, Stack, Typography } from '@mui/material';
import { DetailDrawer, DetailField as Field, DetailFields } from '../../../../components/ui/detail-drawer';
import { errorMessage } from '../../../../lib/api-errors';
import { useGetAuditEventQuery, type AuditEvent } from '../api/audit-api';
import { AuditDiffTable } from './audit-diff-table';
import { AuditOutcomeChip } from './audit-outcome-chip';

export const AUDIT_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';

function EventDetail({ event }: { event: AuditEvent }) {
  return (
    <Stack spacing={2.5}>
      <DetailFields>
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
      </DetailFields>
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
  const detail = useGetAuditEventQuery(eventId ?? '', { skip: !eventId });
  const event = detail.data;
  return (
    <DetailDrawer
      isOpen={Boolean(eventId)}
      onClose={onClose}
      titleId="audit-event-title"
      title={event?.action ?? 'Audit event'}
      isLoading={detail.isFetching && !event}
      loadingLabel="Loading event"
      error={detail.isError ? errorMessage(detail.error) : undefined}
    >
      {event && event.id === eventId && <EventDetail event={event} />}
    </DetailDrawer>
  );
}
