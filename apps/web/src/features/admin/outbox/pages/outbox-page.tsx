import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Stack, Typography } from '@mui/material';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@atrium/shared/schemas/admin/outbox';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { toListParams } from '../../../../components/data-table/list-query';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { useHasPermission } from '../../../../lib/session-hooks';
import { usePageTitle } from '../../../../lib/page-title';
import { useListOutboxQuery, type OutboxMessage } from '../api/outbox-api';
import { OUTBOX_TIME_FORMAT, OutboxMessageDrawer } from '../components/outbox-message-drawer';
import { OutboxStatusChip, STATUS_LABELS } from '../components/outbox-status-chip';

const CHANNEL_LABELS: Record<(typeof OUTBOX_CHANNELS)[number], string> = {
  email: 'Email',
  sms: 'Text message',
};

const filterFields: FilterField[] = [
  {
    type: 'select',
    name: 'channel',
    label: 'Channel',
    options: OUTBOX_CHANNELS.map((channel) => ({ _id: channel, label: CHANNEL_LABELS[channel] })),
  },
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    options: OUTBOX_STATUSES.map((status) => ({ _id: status, label: STATUS_LABELS[status] })),
  },
];

/**
 * Admin → Outbox: every mail and text message the suite sent for the company (for the platform
 * operator, for every company). Without an SMTP server this is where mail is read.
 */
export default function OutboxPage() {
  usePageTitle('Outbox');
  const readsEveryCompany = useHasPermission('sso.admin.outbox.platform_message.view');
  const { query, setQuery } = useUrlListQueryState({
    filterFields,
    initialSort: { id: 'createdAt', sortOrder: -1 },
  });
  const params = useMemo(() => toListParams(query), [query]);
  const list = useListOutboxQuery(params);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: DataTableColumn<OutboxMessage>[] = [
    {
      id: 'createdAt',
      header: 'Sent',
      sortable: true,
      hideable: false,
      cell: (message) => dayjs(message.createdAt).format(OUTBOX_TIME_FORMAT),
    },
    { id: 'to', header: 'To', sortable: true, hideable: false, cell: (message) => message.to },
    {
      id: 'subject',
      header: 'Subject',
      sortable: true,
      cell: (message) => (message.channel === 'sms' ? message.preview : message.subject),
    },
    {
      id: 'channel',
      header: 'Channel',
      defaultHidden: true,
      cell: (message) => CHANNEL_LABELS[message.channel],
    },
    {
      id: 'status',
      header: 'Status',
      cell: (message) => <OutboxStatusChip status={message.status} />,
      csv: (message) => STATUS_LABELS[message.status],
    },
    ...(readsEveryCompany
      ? [{ id: 'company', header: 'Company', cell: (message: OutboxMessage) => message.companyName ?? '—' }]
      : []),
    {
      id: 'open',
      header: 'Message',
      hideable: false,
      align: 'right',
      csv: () => '',
      cell: (message) => (
        <Button
          size="small"
          onClick={() => setOpenId(message.id)}
          aria-label={`Read "${message.subject}" to ${message.to}`}
        >
          Read
        </Button>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h4" component="h1">
          Outbox
        </Typography>
        <Typography color="text.secondary">
          {readsEveryCompany
            ? 'Every mail and text message the suite sent, for every company, newest first.'
            : 'Every mail and text message sent for your company, newest first.'}{' '}
          Without an SMTP server, mail is kept here rather than delivered. Reading a message is recorded in
          the audit trail.
        </Typography>
      </div>
      <DataTable<OutboxMessage>
        label="Outbox messages"
        columns={columns}
        {...listResultProps(list)}
        getRowId={(message) => message.id}
        getRowLabel={(message) => `${message.subject} to ${message.to}`}
        query={query}
        onQueryChange={setQuery}
        filterFields={filterFields}
        searchPlaceholder="Recipient or subject"
        emptyTitle="No messages yet"
        limitOptions={[10, 25, 50, 100]}
      />
      <OutboxMessageDrawer messageId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
