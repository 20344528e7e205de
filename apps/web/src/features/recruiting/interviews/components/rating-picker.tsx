import type { Ref } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import type { ScorecardRating } from '@atrium/shared/schemas/recruiting/scorecards';
import { RatingIcon } from './rating-icon';

export interface RatingPickerProps<R extends ScorecardRating> {
  /** What is rated, e.g. an attribute's name: the group's accessible name. */
  label: string;
  options: readonly R[];
  labels: Record<R, string>;
  value: R | null;
  /** null when the chosen rating is pressed again. */
  onChange: (value: R | null) => void;
  disabled?: boolean;
  /** The id of a message describing the group (an error). */
  describedBy?: string;
  hasError?: boolean;
  /** Focused when the form points at a missing choice. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * Greenhouse's scale as a row of toggle buttons, each its thumbs (the words in its tooltip and its
 * accessible name), with the chosen rating's words beside the row: it fits a phone and half a desk.
 */
export function RatingPicker<R extends ScorecardRating>({
  label,
  options,
  labels,
  value,
  onChange,
  disabled,
  describedBy,
  hasError,
  ref,
}: RatingPickerProps<R>) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup
        ref={ref}
        exclusive
        size="small"
        value={value}
        onChange={(_event, next: R | null) => onChange(next)}
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        tabIndex={-1}
        sx={{
          '& .MuiToggleButton-root': { px: 1.25, minWidth: 44 },
          ...(hasError && {
            '& .MuiToggleButton-root': { px: 1.25, minWidth: 44, borderColor: 'error.main' },
          }),
        }}
      >
        {options.map((option) => (
          <Tooltip key={option} title={labels[option]} disableInteractive>
            <ToggleButton value={option} aria-label={labels[option]}>
              <RatingIcon rating={option} />
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
      <Typography
        variant="body2"
        aria-hidden
        color={value ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: value ? 500 : undefined }}
      >
        {value ? labels[value] : 'Not rated'}
      </Typography>
    </Stack>
  );
}
