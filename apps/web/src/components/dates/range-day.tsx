import { createContext, useContext } from 'react';
import type { Dayjs } from 'dayjs';
import { alpha } from '@mui/material/styles';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';

export interface RangeHighlight {
  start: Dayjs | null;
  end: Dayjs | null;
  /** The day under the pointer while the end is still to be picked, to preview the range. */
  hovered: Dayjs | null;
  onHover: (day: Dayjs | null) => void;
}

/** The calendars render days through a slot; the range reaches them by context so the slot stays stable. */
export const RangeHighlightContext = createContext<RangeHighlight>({
  start: null,
  end: null,
  hovered: null,
  onHover: () => undefined,
});

function orderedEnds({ start, end, hovered }: RangeHighlight): [Dayjs, Dayjs] | null {
  if (!start) return null;
  const other = end ?? hovered;
  if (!other) return [start, start];
  return other.isBefore(start, 'day') ? [other, start] : [start, other];
}

/** A calendar day that shows where it sits in the chosen (or previewed) range. */
export function RangeDay(props: PickerDayProps) {
  const highlight = useContext(RangeHighlightContext);
  const { day, outsideCurrentMonth } = props;
  const date = day as Dayjs;
  const ends = orderedEnds(highlight);
  const isEnd = Boolean(ends && (date.isSame(ends[0], 'day') || date.isSame(ends[1], 'day')));
  const isInside = Boolean(ends && date.isAfter(ends[0], 'day') && date.isBefore(ends[1], 'day'));
  const isPicked =
    Boolean(highlight.start && date.isSame(highlight.start, 'day')) ||
    Boolean(highlight.end && date.isSame(highlight.end, 'day'));

  return (
    <PickerDay
      {...props}
      selected={!outsideCurrentMonth && isPicked}
      aria-selected={!outsideCurrentMonth && (isEnd || isInside)}
      onMouseEnter={() => highlight.onHover(date)}
      sx={
        !outsideCurrentMonth && (isInside || (isEnd && !isPicked))
          ? (theme) => ({
              borderRadius: 0,
              backgroundColor: alpha(theme.palette.primary.main, 0.14),
              '&:hover, &:focus': { backgroundColor: alpha(theme.palette.primary.main, 0.24) },
            })
          : undefined
      }
    />
  );
}
