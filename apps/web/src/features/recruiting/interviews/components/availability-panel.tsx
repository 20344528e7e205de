import { useEffect, useId, useMemo } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { WORKING_HOURS } from '@atrium/shared/schemas/recruiting/interviews';
import { useAvailabilityQuery } from '../api/interviews-api';
import type { AvailabilityView, KnownPerson } from '../hooks/schedule-interview-context';
import { clashesWith, dayOf, daysOf } from '../utils/availability-layout';
import { addDays, clockLabel, formatDay, formatTime, zonedInstant, zoneLabel } from '../utils/zoned-time';
import { AvailabilityGrid } from './availability-grid';
import { SectionLoadFailure } from './section-load-failure';

export interface Slot {
  start: string;
  end: string;
}

export interface AvailabilityPanelProps {
  interviewerIds: readonly string[];
  durationMinutes: number;
  day: string;
  onDayChange: (day: string) => void;
  view: AvailabilityView;
  onViewChange: (view: AvailabilityView) => void;
  zone: string;
  /** The interview being rescheduled, whose own time is not busy. */
  excludeInterviewId?: string;
  slot: Slot | null;
  onPick: (slot: Slot) => void;
  onPeopleFound: (people: readonly KnownPerson[]) => void;
}

const sameSlot = (a: Slot | null, b: Slot) =>
  a !== null && Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);

/** The interviewers' busy times on the chosen day or week, and the first times that suit them all. */
export function AvailabilityPanel({
  interviewerIds,
  durationMinutes,
  day,
  onDayChange,
  view,
  onViewChange,
  zone,
  excludeInterviewId,
  slot,
  onPick,
  onPeopleFound,
}: AvailabilityPanelProps) {
  const suggestionsId = useId();
  const days = useMemo(() => daysOf(day, view), [day, view]);
  const params = useMemo(
    () => ({
      userIds: interviewerIds,
      from: zonedInstant(days[0]!, 0, zone).toISOString(),
      to: zonedInstant(addDays(days.at(-1)!, 1), 0, zone).toISOString(),
      durationMinutes,
      excludeInterviewId,
    }),
    [interviewerIds, days, zone, durationMinutes, excludeInterviewId],
  );
  const availability = useAvailabilityQuery(params, { skip: interviewerIds.length === 0 });
  const data = interviewerIds.length > 0 ? availability.data : undefined;
  useEffect(() => {
    if (data)
      onPeopleFound(
        data.people.map((person) => ({ id: person.userId, name: person.name, timezone: person.timezone })),
      );
  }, [data, onPeopleFound]);

  const clashes = data ? clashesWith(data.people, slot) : [];
  const step = view === 'day' ? 1 : 7;
  const rangeLabel = view === 'day' ? formatDay(day) : `${formatDay(days[0]!)} – ${formatDay(days.at(-1)!)}`;

  let content;
  if (interviewerIds.length === 0) {
    content = (
      <Typography variant="body2" color="text.secondary">
        Choose interviewers to see when they are free.
      </Typography>
    );
  } else if (availability.isError && !availability.isFetching) {
    content = (
      <SectionLoadFailure
        error={availability.error}
        subject="availability"
        onRetry={() => void availability.refetch()}
      />
    );
  } else if (!data) {
    content = (
      <Skeleton
        variant="rounded"
        height={view === 'day' ? 120 : 260}
        role="progressbar"
        aria-label="Loading availability"
      />
    );
  } else {
    content = (
      <Stack
        spacing={2}
        sx={{ opacity: availability.isFetching ? 0.6 : 1 }}
        aria-busy={availability.isFetching}
      >
        <AvailabilityGrid availability={data} days={days} zone={zone} slot={slot} />
        {clashes.length > 0 && (
          <Alert severity="warning">
            {clashes.map((clash) => `${clash.name} is busy then (${clash.title}).`).join(' ')} You can still
            send the invitation, or pick a time that suits everyone.
          </Alert>
        )}
        <Box component="ul" aria-label="Interviewers’ time zones" sx={{ m: 0, pl: 2 }}>
          {data.people.map((person) => (
            <Typography key={person.userId} component="li" variant="caption" color="text.secondary">
              {person.name}: {zoneLabel(person.timezone, zonedInstant(day, 12 * 60, zone))}, works{' '}
              {clockLabel(person.workingHours.startHour * 60)}–{clockLabel(person.workingHours.endHour * 60)}{' '}
              their time, Monday to Friday
            </Typography>
          ))}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h4" id={suggestionsId}>
            Suggested times
          </Typography>
          {data.suggestions.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No time in {view === 'day' ? 'this day' : 'this week'} suits everyone within their working
              hours. Try another {view}, or enter a start time.
            </Typography>
          ) : (
            <Stack
              component="ul"
              aria-labelledby={suggestionsId}
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ m: 0, p: 0, pt: 1, flexWrap: 'wrap', listStyle: 'none' }}
            >
              {data.suggestions.map((suggestion) => {
                const isChosen = sameSlot(slot, suggestion);
                const time = `${formatTime(suggestion.start, zone)}–${formatTime(suggestion.end, zone)}`;
                const label = view === 'week' ? `${formatDay(dayOf(suggestion.start, zone))}, ${time}` : time;
                return (
                  <li key={suggestion.start}>
                    <Button
                      size="small"
                      variant={isChosen ? 'contained' : 'outlined'}
                      aria-pressed={isChosen}
                      onClick={() => onPick(suggestion)}
                    >
                      {label}
                    </Button>
                  </li>
                );
              })}
            </Stack>
          )}
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: AvailabilityView | null) => next && onViewChange(next)}
          aria-label="Availability view"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Tooltip title={`Previous ${view}`}>
            <IconButton aria-label={`Previous ${view}`} onClick={() => onDayChange(addDays(day, -step))}>
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: 0 }}>
            {rangeLabel}
          </Typography>
          <Tooltip title={`Next ${view}`}>
            <IconButton aria-label={`Next ${view}`} onClick={() => onDayChange(addDays(day, step))}>
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
        </Box>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Times in your time zone, {zoneLabel(zone, zonedInstant(day, 12 * 60, zone))}. Working hours are{' '}
        {clockLabel(WORKING_HOURS.startHour * 60)}–{clockLabel(WORKING_HOURS.endHour * 60)} in each
        interviewer’s own zone.
      </Typography>
      {content}
    </Stack>
  );
}
