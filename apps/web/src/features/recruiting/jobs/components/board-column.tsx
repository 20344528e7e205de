import { useId, type ReactNode } from 'react';
import { Box, Chip, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useDroppable } from '@dnd-kit/core';
import type { BoardStage } from '../api/job-board-api';
import { BOARD_SORT_LABELS, BOARD_SORTS, type BoardSort } from '../utils/board-cards';

export interface BoardColumnProps {
  stage: BoardStage;
  /** How many cards it shows (at most BOARD_CARD_LIMIT come per stage). */
  shown: number;
  sort: BoardSort;
  onSortChange: (sort: BoardSort) => void;
  children: ReactNode;
}

/**
 * One stage of the board, and where cards are dropped. Full width on a phone, where the columns
 * scroll sideways one at a time.
 */
export function BoardColumn({ stage, shown, sort, onSortChange, children }: BoardColumnProps) {
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: stage.id });
  return (
    <Paper
      component="section"
      variant="outlined"
      ref={setNodeRef}
      aria-labelledby={headingId}
      sx={{
        flex: { xxs: '0 0 100%', sm: '0 0 300px' },
        minWidth: 0,
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.selected' : 'action.hover',
        transition: 'background-color 120ms',
      }}
    >
      <Stack spacing={1} sx={{ p: 1.5, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography
            id={headingId}
            variant="subtitle1"
            component="h3"
            sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {stage.name}
          </Typography>
          <Chip size="small" label={stage.total} aria-label={`${stage.total} active`} />
        </Stack>
        <TextField
          select
          size="small"
          label="Sort by"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as BoardSort)}
        >
          {BOARD_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {BOARD_SORT_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {stage.total === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          No candidates
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={`Candidates in ${stage.name}`}
        sx={{
          m: 0,
          p: 1.5,
          pt: 0.5,
          listStyle: 'none',
          display: 'grid',
          gap: 1,
          alignContent: 'start',
          flex: 1,
          minHeight: 96,
          // A column scrolls on its own, so the next one is always a swipe away on a phone.
          maxHeight: '70vh',
          overflowY: 'auto',
        }}
      >
        {children}
      </Box>
      {shown < stage.total && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, pb: 1.5 }}>
          Showing the {shown} longest in this stage of {stage.total}
        </Typography>
      )}
    </Paper>
  );
}
