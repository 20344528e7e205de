import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { NEW_HIRE_STATES, NEW_HIRE_STATE_LABELS } from '@atrium/shared/schemas/onboarding/new-hires';
import { DateRangePicker } from '../../../../components/dates/date-range-picker';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useOnboardingLookupsQuery } from '../../lookups/api/lookups-api';
import type { ReportParams } from '../api/reports-api';
import { hasFilters, statesOf } from '../utils/report-filters';

const ANY = '';

/**
 * The hires a report counts: start dates, department, location, states. Departments and locations
 * come from Onboarding's lookups, for whoever sees new hires; others filter by dates and states.
 */
export function ReportFiltersBar({
  params,
  onChange,
}: {
  params: ReportParams;
  onChange: (changes: Partial<Record<keyof ReportParams, string | null>>) => void;
}) {
  const canSeeHires = useHasPermission('onb.module.new_hires.new_hire.view');
  const lookups = useOnboardingLookupsQuery(undefined, { skip: !canSeeHires });
  const states = statesOf(params);
  const select = (
    label: string,
    name: 'departmentId' | 'locationId',
    options: Array<{ id: string; name: string }>,
  ) => (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={params[name] ?? ANY}
      onChange={(event) => onChange({ [name]: event.target.value || null })}
      sx={{ minWidth: { xxs: '100%', sm: 180 } }}
    >
      <MenuItem value={ANY}>Any</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack
      direction={{ xxs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      role="group"
      aria-label="Report filters"
    >
      {/* The theme makes fields full width; filters sit side by side where there is room. */}
      <Box sx={{ width: { xxs: '100%', sm: 260 } }}>
        <DateRangePicker
          label="Start date"
          fullWidth
          value={{ startDate: params.startFrom ?? null, endDate: params.startTo ?? null }}
          onChange={(range) => onChange({ startFrom: range.startDate, startTo: range.endDate })}
        />
      </Box>
      {canSeeHires && select('Department', 'departmentId', lookups.data?.departments ?? [])}
      {canSeeHires && select('Location', 'locationId', lookups.data?.locations ?? [])}
      <TextField
        select
        size="small"
        fullWidth={false}
        label="State"
        value={states}
        onChange={(event) => {
          const chosen = event.target.value as unknown as string[];
          onChange({ states: chosen.length > 0 ? chosen.join(',') : null });
        }}
        slotProps={{
          select: {
            multiple: true,
            renderValue: (value) =>
              (value as string[]).length === 0
                ? 'Any'
                : (value as Array<keyof typeof NEW_HIRE_STATE_LABELS>)
                    .map((state) => NEW_HIRE_STATE_LABELS[state])
                    .join(', '),
            displayEmpty: true,
          },
          inputLabel: { shrink: true },
        }}
        sx={{ minWidth: { xxs: '100%', sm: 180 } }}
      >
        {NEW_HIRE_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {NEW_HIRE_STATE_LABELS[state]}
          </MenuItem>
        ))}
      </TextField>
      {hasFilters(params) && (
        <Button
          onClick={() =>
            onChange({ startFrom: null, startTo: null, departmentId: null, locationId: null, states: null })
          }
        >
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
