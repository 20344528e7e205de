import dayjs from 'dayjs';
import {
  Button,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type ChipProps,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { WEBHOOK_EVENT_LABELS, type WebhookEvent } from '@atrium/shared/schemas/recruiting/webhooks';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useWebhookDeliveriesQuery, type Webhook, type WebhookDelivery } from '../api/webhooks-api';
import { stackedTableSx } from './stacked-table-sx';

const STATUS: Record<WebhookDelivery['status'], { label: string; color: ChipProps['color'] }> = {
  succeeded: { label: 'Delivered', color: 'success' },
  pending: { label: 'Retrying', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};
const eventLabel = (event: string) => WEBHOOK_EVENT_LABELS[event as WebhookEvent] ?? event;
const time = (value: string) => dayjs(value).format('DD MMM YYYY, HH:mm:ss');

function DeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Deliveries" sx={stackedTableSx}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Tries</TableCell>
            <TableCell align="right">Response</TableCell>
            <TableCell>Error</TableCell>
            <TableCell>Time</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell data-label="Event">{eventLabel(delivery.event)}</TableCell>
              <TableCell data-label="Status">
                <Chip size="small" variant="outlined" {...STATUS[delivery.status]} />
              </TableCell>
              <TableCell data-label="Tries" align="right">
                {delivery.attempts}
              </TableCell>
              <TableCell data-label="Response" align="right">
                {delivery.responseStatus ?? '—'}
              </TableCell>
              <TableCell data-label="Error" sx={{ overflowWrap: 'anywhere' }}>
                {delivery.error ?? '—'}
              </TableCell>
              <TableCell data-label="Time" sx={{ whiteSpace: { sm: 'nowrap' } }}>
                {time(delivery.createdAt)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A web hook's last 100 deliveries: what was sent, whether the endpoint took it, after how many tries. */
export function WebhookDeliveriesDialog({ hook, onClose }: { hook: Webhook; onClose: () => void }) {
  const deliveries = useWebhookDeliveriesQuery(hook.id, { refetchOnMountOrArgChange: true });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Deliveries: ${hook.name}`}
      maxWidth="md"
      actions={
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void deliveries.refetch()}
          loading={deliveries.isFetching}
        >
          Refresh
        </Button>
      }
    >
      {deliveries.isError && (
        <RetryAlert onRetry={() => void deliveries.refetch()}>The deliveries could not be loaded.</RetryAlert>
      )}
      {deliveries.isLoading && <Skeleton variant="rounded" height={120} />}
      {deliveries.data?.length === 0 && (
        <EmptyState
          isCompact
          title="No deliveries yet"
          description="Each event sent to this web hook is logged here, with the endpoint's answer and every retry."
        />
      )}
      {deliveries.data && deliveries.data.length > 0 && <DeliveriesTable deliveries={deliveries.data} />}
    </Modal>
  );
}
