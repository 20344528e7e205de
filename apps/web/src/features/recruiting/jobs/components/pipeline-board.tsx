import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SearchFilter } from '../../../../components/filters/fields/search-filter';
import { errorMessage } from '../../../../lib/api-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { toastError } from '../../../../lib/toast';
import { useCandidateFilterOptionsQuery } from '../../candidates/api/candidates-api';
import { RejectApplicationDialog } from '../../candidates/components/reject-application-dialog';
import {
  useGetJobBoardQuery,
  useMoveBoardCardMutation,
  type BoardCard as Card,
  type BoardStage,
} from '../api/job-board-api';
import { sortCards, stageBeside, type BoardSort } from '../utils/board-cards';
import { BoardCard, BoardCardSummary } from './board-card';
import { BoardColumn } from './board-column';

const KEY_HINT =
  'Press ] to move the focused candidate to the next stage, [ to the previous one, or use Move to…';

/** The job's pipeline as columns of candidates, moved by dragging, by a menu or by `[` and `]`. */
export function PipelineBoard({ jobId, jobName }: { jobId: string; jobName: string }) {
  const canMove = useHasPermission('rct.module.job_details.pipeline.edit');
  const canReject = useHasPermission('rct.module.candidates.candidate.reject');
  const canEmail = useHasPermission('rct.module.candidates.email.send');
  const [search, setSearch] = useState('');
  const args = useMemo(() => ({ jobId, search }), [jobId, search]);
  const board = useGetJobBoardQuery(args);
  const options = useCandidateFilterOptionsQuery(undefined, { skip: !canReject });
  const [moveCard] = useMoveBoardCardMutation();
  const hintId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [sorts, setSorts] = useState<Record<string, BoardSort>>({});
  const [dragged, setDragged] = useState<Card | null>(null);
  const [rejecting, setRejecting] = useState<Card | null>(null);
  // One move per card at a time: a second sent before the first lands would be refused as stale.
  const inFlight = useRef(new Set<string>());
  const sensors = useSensors(
    // A few pixels of travel before a drag, so a click on the name or a button stays a click;
    // on a touch screen a long press, so a swipe still scrolls the columns.
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  const stages = useMemo(() => board.data?.stages ?? [], [board.data]);
  const stageOf = useCallback(
    (card: Card) =>
      stages.find((stage) => stage.cards.some((item) => item.applicationId === card.applicationId)),
    [stages],
  );

  const move = async (card: Card, to: BoardStage, keepFocus = false) => {
    const from = stageOf(card);
    if (!from || from.id === to.id || inFlight.current.has(card.applicationId)) return;
    inFlight.current.add(card.applicationId);
    if (keepFocus) setFocusId(card.applicationId);
    try {
      await moveCard({ board: args, card, fromStageId: from.id, toStageId: to.id }).unwrap();
      setAnnouncement(`Moved ${card.name} to ${to.name}`);
    } catch (error) {
      setAnnouncement(errorMessage(error, `${card.name} could not be moved`));
      toastError(error, `${card.name} could not be moved`);
    } finally {
      inFlight.current.delete(card.applicationId);
    }
  };

  const step = (card: Card, direction: -1 | 1) => {
    const from = stageOf(card);
    const to = from && stageBeside(stages, from.id, direction);
    if (to) return void move(card, to, true);
    setAnnouncement(`${card.name} is already in the ${direction > 0 ? 'last' : 'first'} stage`);
  };

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: string | number) =>
      stages.flatMap((stage) => stage.cards).find((card) => card.applicationId === id)?.name ?? 'Candidate';
    const stageName = (id: string | number | undefined) => stages.find((stage) => stage.id === id)?.name;
    return {
      onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : undefined,
      onDragEnd: ({ active, over }) =>
        over ? `${nameOf(active.id)} dropped in ${stageName(over.id)}.` : `${nameOf(active.id)} dropped.`,
      onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
    };
  }, [stages]);

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as { card: Card } | undefined)?.card ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = (active.data.current as { card: Card } | undefined)?.card;
    const to = stages.find((stage) => stage.id === over?.id);
    if (card && to) void move(card, to);
  };
  const clearFocus = useCallback(() => setFocusId(null), []);

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SearchFilter
          label="Search candidates"
          placeholder="Name, email, title or tag"
          value={search}
          onChange={setSearch}
        />
        {canMove && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {KEY_HINT}
          </Typography>
        )}
      </Stack>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {board.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void board.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(board.error)}
        </Alert>
      ) : !board.data ? (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label="Loading the board" />
      ) : (
        <DndContext
          sensors={sensors}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setDragged(null)}
          accessibility={{ announcements }}
        >
          <Box
            aria-label={`Pipeline board of ${jobName}`}
            role="group"
            sx={{
              display: 'flex',
              gap: 2,
              overflowX: 'auto',
              scrollSnapType: 'x mandatory',
              overscrollBehaviorX: 'contain',
              pb: 1,
              alignItems: 'stretch',
            }}
          >
            {stages.map((stage) => (
              <BoardColumn
                key={stage.id}
                stage={stage}
                shown={stage.cards.length}
                sort={sorts[stage.id] ?? 'days'}
                onSortChange={(sort) => setSorts((current) => ({ ...current, [stage.id]: sort }))}
              >
                {sortCards(stage.cards, sorts[stage.id] ?? 'days').map((card) => (
                  <li key={card.applicationId}>
                    <BoardCard
                      card={card}
                      stage={stage}
                      stages={stages}
                      canMove={canMove}
                      canReject={canReject && Boolean(options.data)}
                      shouldFocus={focusId === card.applicationId}
                      onFocused={clearFocus}
                      onMove={(item, to) => void move(item, to, true)}
                      onStep={step}
                      onReject={setRejecting}
                      hintId={hintId}
                    />
                  </li>
                ))}
              </BoardColumn>
            ))}
          </Box>
          <DragOverlay>
            {dragged && (
              <Paper elevation={8} sx={{ p: 1.5, cursor: 'grabbing', maxWidth: 300 }}>
                <Typography fontWeight={600}>{dragged.name}</Typography>
                <BoardCardSummary card={dragged} />
              </Paper>
            )}
          </DragOverlay>
        </DndContext>
      )}
      {rejecting && options.data && (
        <RejectApplicationDialog
          candidateId={rejecting.candidateId}
          application={{ id: rejecting.applicationId, job: { id: jobId, name: jobName } }}
          options={options.data}
          canEmail={canEmail}
          onClose={() => setRejecting(null)}
        />
      )}
    </Stack>
  );
}
