import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Divider,
  Drawer,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { errorMessage } from '../../../lib/api-errors';
import { useGetOutboxMessageQuery, type OutboxMessageDetail } from '../api/outbox-api';
import { OutboxStatusChip } from './outbox-status-chip';

export const OUTBOX_TIME_FORMAT = 'MM/DD/YYYY HH:mm:ss';
const LINK = /(https?:\/\/[^\s<>"]+)/g;

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
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Field label="To">{message.to}</Field>
        <Field label="Sent">{dayjs(message.createdAt).format(OUTBOX_TIME_FORMAT)}</Field>
        <Field label="Channel">{message.channel === 'sms' ? 'Text message' : 'Email'}</Field>
        <Field label="Status">
          <OutboxStatusChip status={message.status} />
        </Field>
        {message.companyName !== null && <Field label="Company">{message.companyName}</Field>}
        {message.error && <Field label="Error">{message.error}</Field>}
      </Box>
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
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const detail = useGetOutboxMessageQuery(messageId ?? '', { skip: !messageId });
  const message = detail.data;
  return (
    <Drawer
      anchor="right"
      open={Boolean(messageId)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: isPhone ? '100%' : 760, p: 3 },
          role: 'dialog',
          'aria-labelledby': 'outbox-message-title',
        },
      }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={2} sx={{ mb: 2 }}>
        <Typography
          id="outbox-message-title"
          variant="h5"
          component="h2"
          sx={{ flexGrow: 1, wordBreak: 'break-word' }}
        >
          {message?.subject ?? 'Message'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {detail.isFetching && !message && (
        <Skeleton variant="rounded" height={240} aria-label="Loading message" />
      )}
      {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
      {message && message.id === messageId && <MessageDetail message={message} />}
    </Drawer>
  );
}
