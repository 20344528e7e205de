import { useId, useState } from 'react';
import type { Dayjs } from 'dayjs';
import {
  Divider,
  IconButton,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import { DatesProvider } from './dates-provider';
import { DateRangeCalendars } from './date-range-calendars';
import {
  DATE_DISPLAY_FORMAT,
  formatDateRange,
  fromDateValue,
  toDateValue,
  type DateRange,
} from './date-formats';
import {
  DATE_RANGE_PRESETS,
  SINGLE_MONTH_PRESETS,
  presetOfRange,
  presetRange,
  type DateRangePreset,
} from './date-range-presets';

export interface DateRangePickerProps {
  label: string;
  value: DateRange | null;
  onChange: (range: DateRange) => void;
  /**
   * Two months pick a start and a different end. One month offers only Today and Custom and picks a
   * single day, applied as both ends (spec section 9).
   */
  months?: 1 | 2;
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
}

const PLACEHOLDER = `${DATE_DISPLAY_FORMAT} - ${DATE_DISPLAY_FORMAT}`;

/** A read-only field showing "MM/DD/YYYY - MM/DD/YYYY" that opens presets and calendars. */
export function DateRangePicker({
  label,
  value,
  onChange,
  months = 2,
  minDate,
  maxDate,
  disabled,
  fullWidth,
  size = 'small',
}: DateRangePickerProps) {
  const dialogId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The end is picked second; until then the draft holds only the start.
  const [draftStart, setDraftStart] = useState<Dayjs | null>(null);
  const [isCustom, setIsCustom] = useState(false);
  const presets = months === 1 ? SINGLE_MONTH_PRESETS : DATE_RANGE_PRESETS;
  const activePreset = isCustom ? 'Custom' : presetOfRange(value, presets);

  const open = (element: HTMLElement) => {
    if (disabled) return;
    setDraftStart(null);
    setIsCustom(false);
    setAnchor(element);
  };
  const close = () => setAnchor(null);
  const apply = (range: DateRange) => {
    onChange(range);
    close();
  };

  const choosePreset = (preset: DateRangePreset) => {
    const range = presetRange(preset);
    if (range) return apply(range);
    setIsCustom(true);
    setDraftStart(null);
  };

  const pickDay = (day: Dayjs) => {
    setIsCustom(true);
    if (months === 1) return apply({ startDate: toDateValue(day), endDate: toDateValue(day) });
    // Two months: the first click is the start; the range applies once a different end is picked.
    if (!draftStart || day.isSame(draftStart, 'day')) return setDraftStart(day);
    const [start, end] = day.isBefore(draftStart, 'day') ? [day, draftStart] : [draftStart, day];
    apply({ startDate: toDateValue(start), endDate: toDateValue(end) });
  };

  const shownStart = draftStart ?? (isCustom ? null : fromDateValue(value?.startDate));
  const shownEnd = draftStart || isCustom ? null : fromDateValue(value?.endDate);

  return (
    <DatesProvider>
      <TextField
        label={label}
        value={formatDateRange(value)}
        placeholder={PLACEHOLDER}
        size={size}
        fullWidth={fullWidth}
        disabled={disabled}
        onClick={(event) => open(event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
            event.preventDefault();
            open(event.currentTarget);
          }
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            readOnly: true,
            // A field that opens a picker dialog is a combobox in ARIA 1.2 (a textbox may not be expanded).
            role: 'combobox',
            'aria-haspopup': 'dialog',
            'aria-expanded': Boolean(anchor),
            'aria-controls': anchor ? dialogId : undefined,
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Choose ${label.toLowerCase()}`}
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    open(event.currentTarget.closest('.MuiFormControl-root') ?? event.currentTarget);
                  }}
                >
                  <CalendarMonthOutlinedIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 240, '& input': { cursor: 'pointer' } }}
      />
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { id: dialogId, role: 'dialog', 'aria-label': label } }}
      >
        <Stack direction={{ xxs: 'column', sm: 'row' }}>
          <List dense aria-label="Presets" sx={{ minWidth: 150, py: 1 }}>
            {presets.map((preset) => (
              <ListItemButton
                key={preset}
                selected={activePreset === preset}
                onClick={() => choosePreset(preset)}
              >
                <ListItemText primary={preset} />
              </ListItemButton>
            ))}
          </List>
          <Divider orientation="vertical" flexItem />
          <Stack>
            <DateRangeCalendars
              months={months}
              start={shownStart}
              end={shownEnd}
              onPick={pickDay}
              minDate={fromDateValue(minDate) ?? undefined}
              maxDate={fromDateValue(maxDate) ?? undefined}
            />
            <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1.5 }} aria-live="polite">
              {months === 1
                ? 'Pick a day.'
                : draftStart
                  ? `From ${draftStart.format(DATE_DISPLAY_FORMAT)}: now pick the last day.`
                  : 'Pick the first day, then the last.'}
            </Typography>
          </Stack>
        </Stack>
      </Popover>
    </DatesProvider>
  );
}
