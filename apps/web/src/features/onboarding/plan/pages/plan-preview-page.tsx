import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  Box,
  Chip,
  Grid,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../lib/page-title';
import { FormCriterionValuesField } from '../../lookups/components/criterion-values-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { formatDate, todayValue } from '../../new-hires/utils/new-hire-labels';
import { usePlanPreviewQuery, type PlanPreviewParams } from '../api/plan-api';
import { assigneeLabel, dueOffsetLabel, TASK_CATEGORY_LABELS, TASK_KIND_LABELS } from '../utils/plan-labels';

interface SampleHire {
  departmentId: string;
  locationId: string;
  employmentType: string;
  criterionValueIds: string[];
  startDate: string | null;
}

const ANY = { value: '', label: 'Not set' };
const EMPLOYMENT_OPTIONS = [
  ANY,
  ...EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] })),
];

/** The sample as GET /api/onboarding/settings/preview takes it: only what is set. */
function previewParams(sample: SampleHire): PlanPreviewParams {
  const params: PlanPreviewParams = {};
  if (sample.departmentId) params.departmentId = sample.departmentId;
  if (sample.locationId) params.locationId = sample.locationId;
  if (sample.employmentType) params.employmentType = sample.employmentType;
  if (sample.criterionValueIds.length > 0) params.criterionValueIds = sample.criterionValueIds.join(',');
  if (sample.startDate) params.startDate = sample.startDate;
  return params;
}

/** /onboarding/settings/preview: the tasks a sample new hire would get, due from a sample start date. */
export default function PlanPreviewPage() {
  usePageTitle('Preview');
  const lookups = useCompanyLookups();
  const { control } = useForm<SampleHire>({
    defaultValues: {
      departmentId: '',
      locationId: '',
      employmentType: '',
      criterionValueIds: [],
      startDate: todayValue(),
    },
  });
  const [departmentId, locationId, employmentType, criterionValueIds, startDate] = useWatch({
    control,
    name: ['departmentId', 'locationId', 'employmentType', 'criterionValueIds', 'startDate'],
  });
  const params = useMemo(
    () => previewParams({ departmentId, locationId, employmentType, criterionValueIds, startDate }),
    [departmentId, locationId, employmentType, criterionValueIds, startDate],
  );
  const preview = usePlanPreviewQuery(params);
  const departments = useMemo(() => [ANY, ...optionsWith(lookups.departments, null)], [lookups.departments]);
  const locations = useMemo(() => [ANY, ...optionsWith(lookups.locations, null)], [lookups.locations]);
  const tasks = useMemo(
    () => [...(preview.data?.tasks ?? [])].sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
    [preview.data],
  );

  let result;
  if (preview.isError) {
    result = (
      <LoadFailureState error={preview.error} subject="preview" onRetry={() => void preview.refetch()} />
    );
  } else if (!preview.data) {
    result = <Skeleton variant="rounded" height={240} aria-label="Loading the preview" role="progressbar" />;
  } else if (tasks.length === 0) {
    result = (
      <EmptyState
        isCompact
        title="No tasks for this hire"
        description="No active task of the plan matches every criterion chosen. Try another sample, or add tasks to the plan."
      />
    );
  } else {
    result = (
      <TableContainer>
        <Table size="small" aria-label="Tasks this hire would get">
          <TableHead>
            <TableRow>
              <TableCell>Task</TableCell>
              <TableCell>Assigned to</TableCell>
              <TableCell>Due</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tasks.map((task) => (
              <TableRow key={task.templateId}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{task.name}</Typography>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    <Typography variant="body2" color="text.secondary">
                      {TASK_CATEGORY_LABELS[task.category]}
                    </Typography>
                    {task.kind !== 'task' && <Chip size="small" label={TASK_KIND_LABELS[task.kind]} />}
                  </Stack>
                </TableCell>
                <TableCell>{assigneeLabel(task)}</TableCell>
                <TableCell>
                  <Box sx={{ whiteSpace: 'nowrap' }}>{formatDate(task.dueDate)}</Box>
                  <Typography variant="body2" color="text.secondary">
                    {dueOffsetLabel(task.dueOffsetDays)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Preview"
        description="Describe a new hire to see the tasks of the plan they would get, and when each would be due."
      />
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 4 }}>
          <Paper variant="outlined" component="form" aria-label="Sample new hire" sx={{ p: 2 }} noValidate>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                Sample new hire
              </Typography>
              <FormDateField control={control} name="startDate" label="Start date" />
              <FormSelectField
                control={control}
                name="departmentId"
                label="Department"
                options={departments}
              />
              <FormSelectField control={control} name="locationId" label="Location" options={locations} />
              <FormSelectField
                control={control}
                name="employmentType"
                label="Employment type"
                options={EMPLOYMENT_OPTIONS}
              />
              <FormCriterionValuesField
                control={control}
                name="criterionValueIds"
                criteria={lookups.criteria}
              />
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xxs: 12, md: 8 }}>
          <Paper variant="outlined" component="section" aria-label="Their plan" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Their plan
            </Typography>
            {preview.data && (
              <Typography color="text.secondary" aria-live="polite">
                {tasks.length} {tasks.length === 1 ? 'task' : 'tasks'}, starting{' '}
                {formatDate(preview.data.startDate)}
              </Typography>
            )}
            <Box sx={{ height: 4, my: 1 }}>
              {preview.isFetching && preview.data && <LinearProgress aria-label="Loading" />}
            </Box>
            {result}
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}
