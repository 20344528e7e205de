import { useId, useState } from 'react';
import { Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useRevokeSelfScheduleLinkMutation,
  useSelfScheduleLinksQuery,
  type SelfScheduleLinkSummary,
} from '../api/interviews-api';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { formatDate, formatTime } from '../utils/zoned-time';
import { SectionLoadFailure } from './section-load-failure';

function StateChip({ link, zone }: { link: SelfScheduleLinkSummary; zone: string }) {
  if (link.state === 'booked')
    return (
      <Chip
        size="small"
        color="success"
        label={
          link.bookedStartsAt
            ? `Booked for ${formatDate(link.bookedStartsAt, zone)} ${formatTime(link.bookedStartsAt, zone)}`
            : 'Booked'
        }
      />
    );
  if (link.state === 'expired') return <Chip size="small" label="Expired" />;
  return (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={`Open until ${formatDate(link.expiresAt, zone)}`}
    />
  );
}

function LinkItem({
  link,
  zone,
  canRevoke,
  onRevoke,
}: {
  link: SelfScheduleLinkSummary;
  zone: string;
  canRevoke: boolean;
  onRevoke: () => void;
}) {
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={titleId}
          variant="subtitle1"
          component="h6"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {link.title}
        </Typography>
        <StateChip link={link} zone={zone} />
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {link.durationMinutes} minutes with {link.interviewers.map((person) => person.name).join(', ')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
          Sent {link.sentBy ? `by ${link.sentBy.name} ` : ''}on {formatDate(link.createdAt, zone)}
        </Typography>
        {canRevoke && link.state === 'open' && (
          <Button size="small" color="error" onClick={onRevoke} aria-label={`Revoke link for ${link.title}`}>
            Revoke
          </Button>
        )}
      </Stack>
    </Box>
  );
}

/** An application's self-scheduling links, newest first: open, booked or expired; an open one can be revoked. */
export function SelfScheduleLinks({
  applicationId,
  candidateId,
}: {
  applicationId: string;
  candidateId: string;
}) {
  const headingId = useId();
  const zone = useViewerTimezone();
  const canRevoke = useHasPermission('rct.module.interviews.interview.create');
  const links = useSelfScheduleLinksQuery(applicationId);
  const [revoke] = useRevokeSelfScheduleLinkMutation();
  const [revoking, setRevoking] = useState<SelfScheduleLinkSummary | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      const result = await revoke({ link: revoking, candidateId }).unwrap();
      toastSuccess(successMessage(result, 'Link revoked'));
      setRevoking(null);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  let body;
  if (links.isLoading) {
    body = (
      <Skeleton variant="rounded" height={56} role="progressbar" aria-label="Loading self-scheduling links" />
    );
  } else if (!links.data) {
    body = (
      <SectionLoadFailure
        error={links.error}
        subject="self-scheduling links"
        onRetry={() => void links.refetch()}
      />
    );
  } else if (links.data.length === 0) {
    body = (
      <Typography variant="body2" color="text.secondary">
        No self-scheduling links sent.
      </Typography>
    );
  } else {
    body = (
      <Stack component="ul" aria-labelledby={headingId} spacing={1} sx={{ m: 0, p: 0 }}>
        {links.data.map((link) => (
          <LinkItem
            key={link.id}
            link={link}
            zone={zone}
            canRevoke={canRevoke}
            onRevoke={() => setRevoking(link)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h5" sx={{ mb: 1 }}>
        Self-scheduling links
      </Typography>
      {body}
      {revoking && (
        <ConfirmDialog
          open
          title={`Revoke the link for ${revoking.title}?`}
          isDestructive
          confirmLabel="Revoke link"
          cancelLabel="Keep it"
          onCancel={() => setRevoking(null)}
          onConfirm={confirmRevoke}
          message="The candidate can no longer book a time with it. You can send a new link afterwards."
        />
      )}
    </Box>
  );
}
