import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Box, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import { useDraggable } from '@dnd-kit/core';
import { Link as RouterLink } from 'react-router';
import { PopoverMenu } from '../../../../components/ui/popover-menu';
import { paths } from '../../../../config/paths';
import { daysLabel, daysSince, headline } from '../../candidates/utils/candidate-labels';
import type { BoardCard as Card, BoardStage } from '../api/job-board-api';

/** The keys that move a focused card, as the hint under the board names them. */
export const STEP_KEYS: Record<string, -1 | 1> = { ']': 1, '[': -1 };

export interface BoardCardProps {
  card: Card;
  stage: BoardStage;
  stages: readonly BoardStage[];
  canMove: boolean;
  canReject: boolean;
  /** Set once the card lands in another column by keyboard, so focus follows it there. */
  shouldFocus: boolean;
  onFocused: () => void;
  onMove: (card: Card, to: BoardStage) => void;
  onStep: (card: Card, step: -1 | 1) => void;
  onReject: (card: Card) => void;
  /** The id of the text explaining the keys. */
  hintId: string;
}

/** What a card says about the candidate: where they work and what is waiting on whom. */
export function BoardCardSummary({ card }: { card: Card }) {
  const days = daysSince(card.stageEnteredAt);
  return (
    <>
      {headline(card) && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {headline(card)}
        </Typography>
      )}
      <Typography variant="body2">{daysLabel(days)} in stage</Typography>
      {card.waiting && (
        <Typography variant="body2" color="text.secondary">
          {card.waiting.what}
          {card.waiting.on ? ` · waiting on ${card.waiting.on}` : ''}
        </Typography>
      )}
    </>
  );
}

/** One candidate on the board: dragged with a mouse or a long touch, or moved by its menu or `[` and `]`. */
export function BoardCard({
  card,
  stage,
  stages,
  canMove,
  canReject,
  shouldFocus,
  onFocused,
  onMove,
  onStep,
  onReject,
  hintId,
}: BoardCardProps) {
  const nameId = useId();
  const element = useRef<HTMLElement | null>(null);
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: card.applicationId,
    data: { card, stageId: stage.id },
    disabled: !canMove,
  });

  useEffect(() => {
    if (!shouldFocus) return;
    element.current?.focus();
    onFocused();
  }, [shouldFocus, onFocused]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEP_KEYS[event.key];
    // Menus render in a portal: their keys bubble here through React, not through the page.
    if (!step || !canMove || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    onStep(card, step);
  };

  return (
    <Paper
      component="article"
      variant="outlined"
      ref={(node: HTMLElement | null) => {
        element.current = node;
        setNodeRef(node);
      }}
      {...listeners}
      tabIndex={0}
      aria-labelledby={nameId}
      aria-describedby={canMove ? hintId : undefined}
      onKeyDown={onKeyDown}
      sx={{
        p: 1.5,
        opacity: isDragging ? 0.4 : 1,
        cursor: canMove ? 'grab' : 'default',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Stack spacing={0.5}>
        <Link
          id={nameId}
          component={RouterLink}
          to={paths.candidate(card.candidateId)}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {card.name}
        </Link>
        <BoardCardSummary card={card} />
        {card.tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', pt: 0.5 }}>
            {card.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
          </Stack>
        )}
        {(canMove || canReject) && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}>
            {canMove && stages.length > 1 && (
              <PopoverMenu
                label={`Move ${card.name} to another stage`}
                buttonText="Move to…"
                items={stages
                  .filter((item) => item.id !== stage.id)
                  .map((item) => ({ label: item.name, onClick: () => onMove(card, item) }))}
              />
            )}
            {canReject && (
              <PopoverMenu
                label={`More actions for ${card.name}`}
                items={[{ label: 'Reject', isDestructive: true, onClick: () => onReject(card) }]}
              />
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
