import { useMemo, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { RangeDay, RangeHighlightContext } from './range-day';

const NoHeader = () => null;

export interface DateRangeCalendarsProps {
  months: 1 | 2;
  start: Dayjs | null;
  end: Dayjs | null;
  onPick: (day: Dayjs) => void;
  minDate?: Dayjs;
  maxDate?: Dayjs;
}

/**
 * One or two month calendars side by side. With two, one header moves both months together, so the
 * right-hand month is always the one after the left.
 */
export function DateRangeCalendars({
  months,
  start,
  end,
  onPick,
  minDate,
  maxDate,
}: DateRangeCalendarsProps) {
  const [firstMonth, setFirstMonth] = useState(() => (start ?? dayjs()).startOf('month'));
  // A calendar is moved from outside by re-mounting it at its new month. The one a person moves by
  // keyboard (arrows past a month's edge, Page Up/Down) already shows its month and holds the focus,
  // so only the other one re-mounts to follow.
  const [generations, setGenerations] = useState([0, 0]);
  const remount = (indexes: number[]) =>
    setGenerations((current) => current.map((value, index) => (indexes.includes(index) ? value + 1 : value)));
  const moveBy = (months: number) => {
    setFirstMonth((month) => month.add(months, 'month'));
    remount([0, 1]);
  };
  const followKeyboard = (index: number, month: Dayjs) => {
    setFirstMonth(month.startOf('month').subtract(index, 'month'));
    remount([1 - index]);
  };
  const [hovered, setHovered] = useState<Dayjs | null>(null);
  const highlight = useMemo(
    () => ({ start, end, hovered: start && !end ? hovered : null, onHover: setHovered }),
    [start, end, hovered],
  );
  const shown = months === 2 ? [firstMonth, firstMonth.add(1, 'month')] : [firstMonth];

  return (
    <RangeHighlightContext.Provider value={highlight}>
      {months === 2 && (
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1, pt: 1 }}>
          <IconButton aria-label="Previous month" onClick={() => moveBy(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Stack direction="row" sx={{ flex: 1 }} justifyContent="space-around">
            {shown.map((month) => (
              <Typography key={month.format('YYYY-MM')} variant="subtitle2" component="p" aria-live="polite">
                {month.format('MMMM YYYY')}
              </Typography>
            ))}
          </Stack>
          <IconButton aria-label="Next month" onClick={() => moveBy(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }} onMouseLeave={() => setHovered(null)}>
        {shown.map((month, index) => (
          <DateCalendar
            key={`${index}-${generations[index]}`}
            referenceDate={month}
            onMonthChange={(shownMonth: Dayjs) => months === 2 && followKeyboard(index, shownMonth)}
            value={null}
            views={['day']}
            onChange={(day: Dayjs | null) => day && onPick(day)}
            minDate={minDate}
            maxDate={maxDate}
            slots={{ day: RangeDay, ...(months === 2 ? { calendarHeader: NoHeader } : {}) }}
            sx={{ width: 300, m: 0 }}
          />
        ))}
      </Box>
    </RangeHighlightContext.Provider>
  );
}
