import { Box, Stack, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { Availability } from '@atrium/shared/schemas/recruiting/interviews';
import {
  busySegments,
  segmentLabel,
  slotOnDay,
  visibleRange,
  workingSegments,
  type Segment,
} from '../utils/availability-layout';
import { clockLabel, formatDay } from '../utils/zoned-time';

type Person = Availability['people'][number];

const NAME_WIDTH = { xxs: 88, sm: 180 };

/** Hour marks along the top of a day, every hour or every few when the day is long. */
function HourScale({ range }: { range: { start: number; end: number } }) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const hours = (range.end - range.start) / 60;
  // Labels need room: fewer on a phone.
  const step = (hours > 12 ? 3 : 2) * (isPhone ? 2 : 1);
  const marks = [];
  for (let minute = range.start; minute <= range.end; minute += step * 60) marks.push(minute);
  return (
    <Box sx={{ display: 'flex' }} aria-hidden>
      <Box sx={{ width: NAME_WIDTH, flexShrink: 0 }} />
      <Box sx={{ position: 'relative', flex: 1, height: 18 }}>
        {marks.map((minute) => (
          <Typography
            key={minute}
            variant="caption"
            color="text.secondary"
            sx={{
              position: 'absolute',
              left: `${((minute - range.start) / (range.end - range.start)) * 100}%`,
              transform:
                minute === range.end
                  ? 'translateX(-100%)'
                  : minute === range.start
                    ? 'none'
                    : 'translateX(-50%)',
              lineHeight: '18px',
              fontSize: 11,
            }}
          >
            {clockLabel(minute)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Lane({
  person,
  day,
  zone,
  range,
  slot,
  isCompact,
}: {
  person: Person;
  day: string;
  zone: string;
  range: { start: number; end: number };
  slot: { start: number; end: number } | null;
  isCompact: boolean;
}) {
  const working = workingSegments(person, day, zone);
  const busy = busySegments(person, day, zone);
  const width = range.end - range.start;
  const place = (segment: { start: number; end: number }) => ({
    position: 'absolute' as const,
    top: 0,
    bottom: 0,
    left: `${((Math.max(segment.start, range.start) - range.start) / width) * 100}%`,
    width: `${((Math.min(segment.end, range.end) - Math.max(segment.start, range.start)) / width) * 100}%`,
  });
  const summary = [
    working.length > 0 ? `working ${working.map(segmentLabel).join(', ')}` : 'not working',
    busy.length > 0
      ? `busy ${busy.map((segment) => `${segmentLabel(segment)} (${segment.label})`).join(', ')}`
      : 'free',
  ].join('; ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', py: 0.25 }}>
      <Typography
        variant="body2"
        noWrap
        title={person.name}
        sx={{ width: NAME_WIDTH, flexShrink: 0, pr: 1, fontSize: isCompact ? 12 : undefined }}
      >
        {person.name}
      </Typography>
      <Box
        role="img"
        aria-label={`${person.name}, ${formatDay(day)}: ${summary}`}
        sx={{
          position: 'relative',
          flex: 1,
          minWidth: 0,
          height: isCompact ? 14 : 28,
          borderRadius: 0.5,
          bgcolor: 'action.selected',
          overflow: 'hidden',
        }}
      >
        {working.map((segment: Segment) => (
          <Box key={`w${segment.start}`} sx={{ ...place(segment), bgcolor: 'background.paper' }} />
        ))}
        {busy.map((segment) => (
          <Tooltip
            key={`b${segment.start}-${segment.end}`}
            title={`${segmentLabel(segment)} ${segment.label}`}
          >
            <Box
              sx={{
                ...place(segment),
                bgcolor: (theme) => alpha(theme.palette.error.main, 0.55),
                borderLeft: 1,
                borderRight: 1,
                borderColor: 'background.paper',
              }}
            />
          </Tooltip>
        ))}
        {slot && (
          <Box
            sx={{
              ...place(slot),
              border: 2,
              borderColor: 'primary.main',
              bgcolor: (theme) => alpha(theme.palette.primary.main, 0.2),
            }}
          />
        )}
      </Box>
    </Box>
  );
}

/**
 * Each interviewer's day (or week) on the viewer's clock: working hours light, outside them shaded,
 * busy times in red, the chosen slot outlined. Each lane says the same in words to a screen reader.
 */
export function AvailabilityGrid({
  availability,
  days,
  zone,
  slot,
}: {
  availability: Availability;
  days: readonly string[];
  zone: string;
  slot: { start: string; end: string } | null;
}) {
  const range = visibleRange(availability.people, days, zone, slot);
  const isCompact = days.length > 1;
  return (
    <Stack spacing={isCompact ? 1 : 0.5}>
      <HourScale range={range} />
      {days.map((day) => (
        <Box key={day} component="section" aria-label={formatDay(day)}>
          {isCompact && (
            <Typography variant="caption" component="h5" sx={{ fontWeight: 600, m: 0 }}>
              {formatDay(day)}
            </Typography>
          )}
          {availability.people.map((person) => (
            <Lane
              key={person.userId}
              person={person}
              day={day}
              zone={zone}
              range={range}
              slot={slotOnDay(slot, day, zone)}
              isCompact={isCompact}
            />
          ))}
        </Box>
      ))}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', pt: 0.5 }} aria-hidden>
        {[
          { label: 'Working hours', sx: { bgcolor: 'background.paper', border: 1, borderColor: 'divider' } },
          { label: 'Outside working hours', sx: { bgcolor: 'action.selected' } },
          { label: 'Busy', sx: { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.55) } },
          { label: 'Chosen time', sx: { border: 2, borderColor: 'primary.main' } },
        ].map((item) => (
          <Stack key={item.label} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 10, borderRadius: 0.5, ...item.sx }} />
            <Typography variant="caption" color="text.secondary">
              {item.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
