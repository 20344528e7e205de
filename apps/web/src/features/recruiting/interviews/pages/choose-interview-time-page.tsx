import { useCallback } from 'react';
import { Alert, Box, Button, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  INTERVIEW_MESSAGES,
  MAX_INTERVIEW_MINUTES,
  type ScheduleInterviewBody,
} from '@atrium/shared/schemas/recruiting/interviews';
import { FormTextField } from '../../../../components/form/text-field';
import { paths } from '../../../../config/paths';
import { AvailabilityPanel, type Slot } from '../components/availability-panel';
import { InterviewersField } from '../components/interviewers-field';
import { useScheduleInterviewContext } from '../hooks/schedule-interview-context';
import { useViewerTimezone } from '../hooks/use-viewer-timezone';
import { dayOf } from '../utils/availability-layout';
import { clockLabel, formatSpan, wallClock, zonedInstant, zoneLabel } from '../utils/zoned-time';

const DURATIONS = [15, 30, 45, 60, 75, 90, 120, 180, 240, 300, 360, 420, 480].filter(
  (minutes) => minutes <= MAX_INTERVIEW_MINUTES,
);
const durationLabel = (minutes: number) =>
  minutes < 60 || minutes % 60 !== 0
    ? minutes >= 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} minutes`
    : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;

const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();

/** The start time, typed on the viewer's clock for the chosen day; the end follows the duration. */
function StartTimeField({ day, zone }: { day: string; zone: string }) {
  const { form, durationMinutes } = useScheduleInterviewContext();
  const { field, fieldState } = useController({ control: form.control, name: 'startsAt' });
  const endsAt = useController({ control: form.control, name: 'endsAt' });
  const startsAt = typeof field.value === 'string' && field.value ? field.value : null;
  const clock = startsAt ? wallClock(startsAt, zone) : null;
  const error = fieldState.error?.message ?? endsAt.fieldState.error?.message;
  return (
    <TextField
      type="time"
      label="Start time"
      required
      name={field.name}
      inputRef={field.ref}
      value={clock && clock.day === day ? clockLabel(clock.minutes) : ''}
      onChange={(event) => {
        const match = /^(\d{2}):(\d{2})$/.exec(event.target.value);
        if (!match) return;
        const start = zonedInstant(day, Number(match[1]) * 60 + Number(match[2]), zone);
        field.onChange(start.toISOString());
        endsAt.field.onChange(endOf(start, durationMinutes));
      }}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? `Your time zone: ${zoneLabel(zone, zonedInstant(day, 12 * 60, zone))}`}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      sx={{ width: { xxs: '100%', sm: 220 } }}
    />
  );
}

/** Step 1: who interviews, for how long, and when, with everyone's busy times beside the choice. */
export default function ChooseInterviewTimePage() {
  const context = useScheduleInterviewContext();
  const { form, candidate, interview, durationMinutes, setDurationMinutes, day, setDay, view, setView } =
    context;
  const zone = useViewerTimezone();
  const navigate = useNavigate();
  const { control, setValue, getValues, setError, formState } = form;
  const [interviewerIds = [], startsAt, endsAt] = useWatch({
    control,
    name: ['interviewerIds', 'startsAt', 'endsAt'],
  });
  const slot = startsAt && endsAt ? { start: startsAt, end: endsAt } : null;
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const pick = useCallback(
    (chosen: Slot) => {
      setValue('startsAt', chosen.start, options);
      setValue('endsAt', chosen.end, options);
      setDay(dayOf(chosen.start, zone));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options is rebuilt each render from isSubmitted
    [setValue, setDay, zone, formState.isSubmitted],
  );

  const changeDay = (next: string) => {
    setDay(next);
    const current = getValues('startsAt');
    if (!current) return;
    // The chosen time of day moves with the day.
    const start = zonedInstant(next, wallClock(current, zone).minutes, zone);
    setValue('startsAt', start.toISOString(), options);
    setValue('endsAt', endOf(start, durationMinutes), options);
  };

  const changeDuration = (minutes: number) => {
    setDurationMinutes(minutes);
    const current = getValues('startsAt');
    if (current) setValue('endsAt', endOf(new Date(current), minutes), options);
  };

  const next = form.handleSubmit((values) => {
    if (Date.parse(values.startsAt) <= Date.now()) {
      setError(
        'startsAt',
        { type: 'manual', message: INTERVIEW_MESSAGES.startsInPast },
        { shouldFocus: true },
      );
      return;
    }
    void navigate(`send-calendar-invite${context.search}`);
  });

  const durations = DURATIONS.includes(durationMinutes)
    ? DURATIONS
    : [...DURATIONS, durationMinutes].sort((a, b) => a - b);

  return (
    <Box component="form" noValidate onSubmit={next}>
      <Stack spacing={3}>
        <Typography variant="h6" component="h2">
          Time and interviewers
        </Typography>
        {!interview && !context.planInterview && form.getValues('jobInterviewId') && (
          <Alert severity="warning">
            This interview is already scheduled, or no longer part of the application’s current stage. Go back
            to the candidate to see what is left to schedule.
          </Alert>
        )}
        <FormTextField<ScheduleInterviewBody>
          control={control}
          name="title"
          label="Interview"
          helperText="The name the invitation carries"
        />
        <InterviewersField control={control} people={context.people} onPeopleFound={context.rememberPeople} />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label="Duration"
            value={durationMinutes}
            onChange={(event) => changeDuration(Number(event.target.value))}
            sx={{ width: { xxs: '100%', sm: 200 } }}
          >
            {durations.map((minutes) => (
              <MenuItem key={minutes} value={minutes}>
                {durationLabel(minutes)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label="Date"
            value={day}
            onChange={(event) => {
              if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) changeDay(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: wallClock(new Date(), zone).day } }}
            sx={{ width: { xxs: '100%', sm: 200 } }}
          />
          <StartTimeField day={day} zone={zone} />
        </Stack>
        <AvailabilityPanel
          interviewerIds={interviewerIds}
          durationMinutes={durationMinutes}
          day={day}
          onDayChange={changeDay}
          view={view}
          onViewChange={setView}
          zone={zone}
          excludeInterviewId={interview?.id}
          slot={slot}
          onPick={pick}
          onPeopleFound={context.rememberPeople}
        />
        <Typography role="status" sx={{ fontWeight: 500 }}>
          {slot
            ? `Chosen: ${formatSpan(slot.start, slot.end, zone)}`
            : 'No time chosen yet: pick a suggested time or enter a start time.'}
        </Typography>
        <Divider />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField<ScheduleInterviewBody> control={control} name="location" label="Location" />
          <FormTextField<ScheduleInterviewBody>
            control={control}
            name="videoUrl"
            label="Video link"
            placeholder="https://"
            type="url"
          />
        </Stack>
        <FormTextField<ScheduleInterviewBody>
          control={control}
          name="notes"
          label="Notes for interviewers"
          helperText="Only the interviewers see these; the candidate does not."
          multiline
          minRows={3}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
          <Button component={RouterLink} to={paths.candidate(candidate.id)}>
            Cancel
          </Button>
          <Button type="submit" variant="contained">
            Next: preview invitation
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
