import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Pagination,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { RequestView, ResponderStatus } from '@atrium/shared/schemas/performance/feedback-requests';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { Modal } from '../../../../components/ui/modal';
import { useSession } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCancelRequestMutation,
  useGetRequestQuery,
  useListRequestsQuery,
  type FeedbackRequest,
} from '../api/feedback-api';
import { whenGiven } from '../utils/feedback-format';
import { FeedbackCard } from './feedback-card';
import { AnswerRequestDialog, DeclineRequestDialog } from './respond-dialogs';

const PAGE_SIZE = 10;
const STATUS_CHIP: Record<ResponderStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  pending: { label: 'Waiting', color: 'warning' },
  answered: { label: 'Answered', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
};

const titleOf = (request: FeedbackRequest, isMine: boolean) =>
  isMine
    ? request.subject.id === request.requester.id
      ? 'Feedback about you'
      : `Feedback about ${request.subject.name}`
    : `${request.requester.name} asks${request.subject.id === request.requester.id ? ' for feedback' : ` about ${request.subject.name}`}`;

function RequestCard({
  request,
  onAnswer,
  onDecline,
  onCancel,
  onRead,
}: {
  request: FeedbackRequest;
  onAnswer: () => void;
  onDecline: () => void;
  onCancel: () => void;
  onRead: () => void;
}) {
  const zone = useSession().user?.timezone;
  const mine = request.responders[0];
  const isOpen = request.status === 'open';
  const isPendingForMe = !request.isRequester && isOpen && mine?.status === 'pending';
  const answered = request.responders.filter((entry) => entry.status === 'answered').length;
  return (
    <Card variant="outlined" component="article" aria-label={titleOf(request, request.isRequester)}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <PersonAvatar
            name={request.isRequester ? request.subject.name : request.requester.name}
            avatarUrl={request.isRequester ? request.subject.avatarUrl : request.requester.avatarUrl}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {titleOf(request, request.isRequester)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                Asked {whenGiven(request.createdAt, zone)}
              </Typography>
              {!isOpen && <Chip size="small" variant="outlined" label="Cancelled" />}
              {!request.isRequester && mine && isOpen && (
                <Chip
                  size="small"
                  color={STATUS_CHIP[mine.status].color}
                  label={mine.status === 'pending' ? 'Waiting for you' : STATUS_CHIP[mine.status].label}
                />
              )}
            </Stack>
            {request.question && (
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>“{request.question}”</Typography>
            )}
            {request.isRequester && (
              <Stack
                component="ul"
                aria-label="Asked"
                sx={{ m: 0, mt: 1.5, p: 0, listStyle: 'none' }}
                spacing={0.75}
              >
                {request.responders.map((entry) => (
                  <Stack
                    component="li"
                    key={entry.person.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    useFlexGap
                  >
                    <PersonAvatar name={entry.person.name} avatarUrl={entry.person.avatarUrl} size={24} />
                    <Typography variant="body2">{entry.person.name}</Typography>
                    <Chip
                      size="small"
                      color={STATUS_CHIP[entry.status].color}
                      label={STATUS_CHIP[entry.status].label}
                    />
                    {entry.status === 'pending' && entry.remindedAt && (
                      <Typography variant="caption" color="text.secondary">
                        reminded {whenGiven(entry.remindedAt, zone)}
                      </Typography>
                    )}
                    {entry.declineReason && (
                      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        “{entry.declineReason}”
                      </Typography>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
            {!request.isRequester && mine?.status === 'declined' && mine.declineReason && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                You declined: “{mine.declineReason}”
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              {isPendingForMe && (
                <>
                  <Button variant="contained" size="small" onClick={onAnswer}>
                    Answer
                  </Button>
                  <Button size="small" onClick={onDecline}>
                    Decline
                  </Button>
                </>
              )}
              {request.isRequester && answered > 0 && (
                <Button variant="outlined" size="small" onClick={onRead}>
                  Read {answered} answer{answered === 1 ? '' : 's'}
                </Button>
              )}
              {!request.isRequester && mine?.status === 'answered' && (
                <Button size="small" onClick={onRead}>
                  Read my answer
                </Button>
              )}
              {request.isRequester &&
                isOpen &&
                request.responders.some((entry) => entry.status === 'pending') && (
                  <Button size="small" color="error" onClick={onCancel}>
                    Cancel request
                  </Button>
                )}
            </Stack>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The answers the caller may read of one request, in a dialog. */
function AnswersDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const detail = useGetRequestQuery(requestId ?? '', { skip: !requestId });
  return (
    <Modal open={Boolean(requestId)} onClose={onClose} title="Answers" maxWidth="md">
      {detail.isError ? (
        <LoadFailureState error={detail.error} subject="request" onRetry={() => void detail.refetch()} />
      ) : !detail.data || detail.isFetching ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading the answers" role="progressbar" />
      ) : (
        <Stack spacing={2}>
          {detail.data.answers.map((answer) => (
            <FeedbackCard key={answer.id} item={answer} />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

/** Requests: those asked of me (answer or decline) and those I made (who answered; cancel). */
export function RequestsPanel({
  canAnswer,
  canAsk,
  waiting,
}: {
  canAnswer: boolean;
  canAsk: boolean;
  /** Requests waiting for my answer: with none, the panel opens on those I made. */
  waiting: number;
}) {
  const [view, setView] = useState<RequestView>(
    canAnswer && (waiting > 0 || !canAsk) ? 'asked_of_me' : 'mine',
  );
  const [page, setPage] = useState(1);
  const list = useListRequestsQuery({ view, page, limit: PAGE_SIZE });
  const [answering, setAnswering] = useState<FeedbackRequest | null>(null);
  const [declining, setDeclining] = useState<FeedbackRequest | null>(null);
  const [cancelling, setCancelling] = useState<FeedbackRequest | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [cancel] = useCancelRequestMutation();

  return (
    <Stack spacing={2}>
      {canAnswer && canAsk && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: RequestView | null) => {
            if (!next) return;
            setView(next);
            setPage(1);
          }}
          aria-label="Whose requests"
        >
          <ToggleButton value="asked_of_me">Asked of me</ToggleButton>
          <ToggleButton value="mine">I asked</ToggleButton>
        </ToggleButtonGroup>
      )}
      {list.isError ? (
        <LoadFailureState error={list.error} subject="requests" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading the requests" role="progressbar" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={
            view === 'mine' ? 'You have not asked for feedback yet' : 'Nobody has asked you for feedback'
          }
          description={
            view === 'mine'
              ? 'Ask colleagues what they think of your work, or, as a manager, of a report’s.'
              : 'When a colleague asks for your view, it shows here to answer or decline.'
          }
        />
      ) : (
        <>
          <Stack
            component="section"
            aria-label={view === 'mine' ? 'Requests I made' : 'Requests asked of me'}
            spacing={2}
            aria-busy={list.isFetching}
          >
            {list.data.items.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                onAnswer={() => setAnswering(request)}
                onDecline={() => setDeclining(request)}
                onCancel={() => setCancelling(request)}
                onRead={() => setReading(request.id)}
              />
            ))}
          </Stack>
          {list.data.totalPages > 1 && (
            <Pagination
              page={page}
              count={list.data.totalPages}
              onChange={(_event, next) => setPage(next)}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
      <AnswerRequestDialog request={answering} onClose={() => setAnswering(null)} />
      <DeclineRequestDialog request={declining} onClose={() => setDeclining(null)} />
      <AnswersDialog requestId={reading} onClose={() => setReading(null)} />
      <ConfirmDialog
        open={Boolean(cancelling)}
        title="Cancel this request?"
        message="Those who have not answered are told they no longer need to. Answers already given stay."
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        isDestructive
        onCancel={() => setCancelling(null)}
        onConfirm={async () => {
          try {
            await cancel(cancelling!.id).unwrap();
            toastSuccess('Request cancelled');
            setCancelling(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </Stack>
  );
}
