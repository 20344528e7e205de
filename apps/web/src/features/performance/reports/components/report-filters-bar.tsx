import { Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { GOAL_LEVEL_LABELS, GOAL_LEVELS } from '@atrium/shared/schemas/performance/goals';
import type { PerformanceReportKind } from '@atrium/shared/schemas/performance/reports';
import { DateRangePicker } from '../../../../components/dates/date-range-picker';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useDirectoryLookupsQuery } from '../../directory/api/directory-api';
import { useListGoalCyclesQuery } from '../../goal-cycles/api/goal-cycles-api';
import type { ReportParams } from '../api/reports-api';
import { FILTER_NAMES } from '../utils/report-params';

const ANY = '';
type Changes = Partial<Record<(typeof FILTER_NAMES)[number], string | null>>;

/**
 * A report's filters: the days it counts (1-on-1s and feedback; goals are counted as they stand),
 * the department, and for goals their cycle and level. Departments come from the directory's lookups.
 */
export function ReportFiltersBar({
  kind,
  params,
  onChange,
}: {
  kind: PerformanceReportKind;
  params: ReportParams;
  onChange: (changes: Changes) => void;
}) {
  const canReadDirectory = useHasPermission('prf.module.directory.list.view');
  const lookups = useDirectoryLookupsQuery(undefined, { skip: !canReadDirectory });
  const cycles = useListGoalCyclesQuery(undefined, { skip: kind !== 'goals' });
  const select = (
    label: string,
    name: 'departmentId' | 'level' | 'cycleId',
    options: ReadonlyArray<{ id: string; name: string }>,
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
  const isSet = FILTER_NAMES.some((name) => Boolean(params[name]));
  return (
    <Stack
      direction={{ xxs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      role="group"
      aria-label="Report filters"
    >
      {kind !== 'goals' && (
        <Box sx={{ width: { xxs: '100%', sm: 260 } }}>
          <DateRangePicker
            label="Dates"
            fullWidth
            value={{ startDate: params.from ?? null, endDate: params.to ?? null }}
            onChange={(range) => onChange({ from: range.startDate, to: range.endDate })}
          />
        </Box>
      )}
      {canReadDirectory && select('Department', 'departmentId', lookups.data?.departments ?? [])}
      {kind === 'goals' && select('Goal cycle', 'cycleId', cycles.data ?? [])}
      {kind === 'goals' &&
        select(
          'Level',
          'level',
          GOAL_LEVELS.map((level) => ({ id: level, name: GOAL_LEVEL_LABELS[level] })),
        )}
      {isSet && (
        <Button onClick={() => onChange(Object.fromEntries(FILTER_NAMES.map((name) => [name, null])))}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
}
