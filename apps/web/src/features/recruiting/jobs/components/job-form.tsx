import { Box, Button, Divider, Grid, IconButton, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  jobBodySchema,
  MAX_OPENINGS_PER_JOB,
  SALARY_PERIODS,
  type Job,
  type JobBody,
  type SalaryPeriod,
} from '@atrium/shared/schemas/recruiting/jobs';
import { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES } from '@atrium/shared/constants/employment';
import { FormDateField } from '../../../../components/form/date-field';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useJobLookupsQuery } from '../api/jobs-api';
import { CustomFieldInputs } from './custom-field-inputs';

export interface JobForm {
  name: string;
  requisitionId: string;
  departmentId: string;
  officeIds: string[];
  employmentType: string;
  salary: { min: number | null; max: number | null; currency: string; period: SalaryPeriod };
  openings: Array<{ id?: string; openingId: string; targetStartDate: string | null }>;
  customFields: Record<string, unknown>;
}

export const CURRENCIES = ['GBP', 'EUR', 'USD', 'CAD', 'AUD', 'INR'] as const;
const PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'Per year',
  month: 'Per month',
  hour: 'Per hour',
};

export const EMPTY_JOB_FORM: JobForm = {
  name: '',
  requisitionId: '',
  departmentId: '',
  officeIds: [],
  employmentType: '',
  salary: { min: null, max: null, currency: 'GBP', period: 'year' },
  openings: [{ openingId: '', targetStartDate: null }],
  customFields: {},
};

/** The form of a job the API answered, for editing it. */
export const jobFormOf = (job: Job): JobForm => ({
  name: job.name,
  requisitionId: job.requisitionId ?? '',
  departmentId: job.department?.id ?? '',
  officeIds: job.offices.map((office) => office.id),
  employmentType: job.employmentType ?? '',
  salary: job.salary
    ? { min: job.salary.min, max: job.salary.max, currency: job.salary.currency, period: job.salary.period }
    : EMPTY_JOB_FORM.salary,
  openings: job.openings.map((opening) => ({
    id: opening.id,
    openingId: opening.openingId ?? '',
    targetStartDate: opening.targetStartDate,
  })),
  customFields: { ...job.customFields },
});

/** Selects hold '' for none; a salary with neither end is no salary. */
export const toJobBody = (form: JobForm): JobBody => ({
  ...form,
  departmentId: form.departmentId || null,
  employmentType: (form.employmentType || null) as JobBody['employmentType'],
  salary: form.salary.min === null && form.salary.max === null ? null : form.salary,
});

// The shared schema checks the body the form becomes, so its error paths are the form's own.
const jobFormSchema = z.custom<JobForm>().transform(toJobBody).pipe(jobBodySchema);

/** Server error paths the form shows under a field (officeIds.1 under the offices picker). */
const formFieldOf = (path: string): FieldPath<JobForm> | null => {
  if (/^officeIds(\.\d+)?$/.test(path)) return 'officeIds';
  if (/^openings\.\d+\.(openingId|targetStartDate)$/.test(path)) return path as FieldPath<JobForm>;
  if (/^openings\.\d+\.id$/.test(path)) return 'openings';
  if (/^customFields\.[0-9a-f-]{36}$/.test(path)) return path as FieldPath<JobForm>;
  const known = ['name', 'requisitionId', 'departmentId', 'employmentType', 'openings'];
  if (known.includes(path) || path.startsWith('salary.')) return path as FieldPath<JobForm>;
  return null;
};

export interface JobFormProps {
  defaultValues: JobForm;
  submitLabel: string;
  /** Saves; answers what to do once saved (where to go), run after the unsaved-changes guard lets go. */
  onSubmit: (body: JobBody) => Promise<() => void>;
  onCancel: () => void;
}

/** Job info: what the job is, where, on what terms, and the openings it hires for. */
export function JobFormFields({ defaultValues, submitLabel, onSubmit, onCancel }: JobFormProps) {
  const lookups = useJobLookupsQuery();
  const { control, handleSubmit, setError, formState } = useForm<JobForm>({
    resolver: zodResolver(jobFormSchema) as unknown as Resolver<JobForm>,
    defaultValues,
    mode: 'onTouched',
  });
  const openings = useFieldArray({ control, name: 'openings', keyName: 'key' });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);

  const submit = handleSubmit(async (values) => {
    try {
      const leave = await onSubmit(values as unknown as JobBody);
      allowNavigation();
      leave();
    } catch (error) {
      showServerErrors(error, setError, formFieldOf);
    }
  });

  const departments = (lookups.data?.departments ?? []).map((item) => ({ value: item.id, label: item.name }));
  const offices = (lookups.data?.offices ?? []).map((item) => ({ value: item.id, label: item.name }));
  const openingsError = formState.errors.openings?.root?.message ?? formState.errors.openings?.message;

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Job info">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Job info
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xxs: 12, md: 8 }}>
              <FormTextField<JobForm> name="name" control={control} label="Job name" required autoFocus />
            </Grid>
            <Grid size={{ xxs: 12, md: 4 }}>
              <FormTextField<JobForm> name="requisitionId" control={control} label="Requisition ID" />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormSelectField<JobForm>
                name="departmentId"
                control={control}
                label="Department"
                options={[{ value: '', label: 'No department' }, ...departments]}
              />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormMultiSelectField<JobForm>
                name="officeIds"
                control={control}
                label="Offices"
                options={offices}
              />
            </Grid>
            <Grid size={{ xxs: 12, md: 6 }}>
              <FormSelectField<JobForm>
                name="employmentType"
                control={control}
                label="Employment type"
                options={[
                  { value: '', label: 'Not set' },
                  ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] })),
                ]}
              />
            </Grid>
          </Grid>
        </Paper>

        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            Salary range
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Leave both amounts empty for a job without a published salary.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xxs: 6, md: 3 }}>
              <FormNumberField<JobForm> name="salary.min" control={control} label="From" isInteger />
            </Grid>
            <Grid size={{ xxs: 6, md: 3 }}>
              <FormNumberField<JobForm> name="salary.max" control={control} label="To" isInteger />
            </Grid>
            <Grid size={{ xxs: 6, md: 3 }}>
              <FormSelectField<JobForm>
                name="salary.currency"
                control={control}
                label="Currency"
                options={CURRENCIES.map((code) => ({ value: code, label: code }))}
              />
            </Grid>
            <Grid size={{ xxs: 6, md: 3 }}>
              <FormSelectField<JobForm>
                name="salary.period"
                control={control}
                label="Period"
                options={SALARY_PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] }))}
              />
            </Grid>
          </Grid>
        </Paper>

        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" component="h2">
            Openings
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            One opening per hire, each with your own reference and the date you want the person to start.
          </Typography>
          <Stack spacing={2} divider={<Divider flexItem />}>
            {openings.fields.map((opening, index) => (
              <Grid container spacing={2} key={opening.key} alignItems="center">
                <Grid size={{ xxs: 12, sm: 5 }}>
                  <FormTextField<JobForm>
                    name={`openings.${index}.openingId`}
                    control={control}
                    label={`Opening ${index + 1} ID`}
                  />
                </Grid>
                <Grid size={{ xxs: 10, sm: 5 }}>
                  <FormDateField<JobForm>
                    name={`openings.${index}.targetStartDate`}
                    control={control}
                    label="Target start date"
                  />
                </Grid>
                <Grid size={{ xxs: 2, sm: 2 }}>
                  <IconButton
                    aria-label={`Remove opening ${index + 1}`}
                    disabled={openings.fields.length === 1}
                    onClick={() => openings.remove(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Grid>
              </Grid>
            ))}
          </Stack>
          {openingsError && (
            <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
              {openingsError}
            </Typography>
          )}
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 2 }}
            disabled={openings.fields.length >= MAX_OPENINGS_PER_JOB}
            onClick={() => openings.append({ openingId: '', targetStartDate: null })}
          >
            Add opening
          </Button>
        </Paper>

        <CustomFieldInputs<JobForm> fields={lookups.data?.customFields ?? []} control={control} />

        <Stack direction="row" spacing={2} justifyContent="flex-end">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
