import dayjs from 'dayjs';
import { Box, Divider, Link, Stack, Typography } from '@mui/material';
import { DetailDrawer, DetailField as Field, DetailFields } from '../../../../components/ui/detail-drawer';
import { errorMessage } from '../../../../lib/api-errors';
import { useGetOutboxMessageQuery, type OutboxMessageDetail } from '../api/outbox-api';
import { OutboxStatusChip } from './outbox-status-chip';

export const OUTBOX_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** The text with its web addresses as links (opened in a new tab), the rest as plain text. */
function LinkedText({ text }: { text: string }) {
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}
    >
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

function MessageDetail({ message }: { message: OutboxMessageDetail }) {
  return (
    <Stack spacing={2.5}>
      <DetailFields>
        <Field label="To">{message.to}</Field>
        <Field label="Sent">{dayjs(message.createdAt).format(OUTBOX_TIME_FORMAT)}</Field>
        <Field label="Channel">{message.channel === 'sms' ? 'Text message' : 'Email'}</Field>
        <Field label="Status">
          <OutboxStatusChip status={message.status} />
        </Field>
        {message.companyName !== null && <Field label="Company">{message.companyName}</Field>}
        {message.error && <Field label="Error">{message.error}</Field>}
      </DetailFields>
      <Divider />
      {message.html ? (
        // The mail as its recipient sees it, in a frame that can run nothing and reach nothing of ours.
        <Box
          component="iframe"
          title={`The mail "${message.subject}"`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={message.html.replace('<head>', '<head><base target="_blank">')}
          sx={{
            width: '100%',
            minHeight: 420,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
          }}
        />
      ) : null}
      <div>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {message.html ? 'Plain text version' : 'Text'}
        </Typography>
        <LinkedText text={message.text} />
      </div>
    </Stack>
  );
}

/** One message in a side panel, as it was sent. Opening one is recorded in the audit trail. */
export function OutboxMessageDrawer({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  const detail = useGetOutboxMessageQuery(messageId ?? '', { skip: !messageId });
  const message = detail.data;
  return (
    <DetailDrawer
      isOpen={Boolean(messageId)}
      onClose={onClose}
      titleId="outbox-message-title"
      title={message?.subject ?? 'Message'}
      isLoading={detail.isFetching && !message}
      loadingLabel="Loading message"
      error={detail.isError ? errorMessage(detail.error) : undefined}
    >
      {message && message.id === messageId && <MessageDetail message={message} />}
    </DetailDrawer>
  );
}
