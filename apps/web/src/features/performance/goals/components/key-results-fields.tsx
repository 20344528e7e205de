import { Alert, Box, Button, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import {
  GOAL_CURRENCIES,
  GOAL_MEASURE_KINDS,
  GOAL_MEASURE_LABELS,
  GOAL_WEIGHTS_HELP,
  MAX_KEY_RESULTS,
  type GoalMeasureKind,
} from '@atrium/shared/schemas/performance/goals';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { newKeyResult, type GoalFormValues } from '../utils/goal-form-values';

export const MEASURE_OPTIONS = GOAL_MEASURE_KINDS.map((kind) => ({
  value: kind,
  label: GOAL_MEASURE_LABELS[kind],
}));
export const CURRENCY_OPTIONS = GOAL_CURRENCIES.map((code) => ({ value: code, label: code }));

/** Start and target of a measure (none for done or not done), and the currency of an amount. */
export function MeasureFields({
  control,
  prefix,
  kind,
}: {
  control: Control<GoalFormValues>;
  prefix: '' | `keyResults.${number}.`;
  kind: GoalMeasureKind;
}) {
  if (kind === 'binary') return null;
  return (
    <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
      {kind === 'currency' && (
        <Box sx={{ minWidth: 120 }}>
          <FormSelectField
            control={control}
            name={`${prefix}currency`}
            label="Currency"
            options={CURRENCY_OPTIONS}
          />
        </Box>
      )}
      <FormNumberField control={control} name={`${prefix}startValue`} label="Start" required />
      <FormNumberField control={control} name={`${prefix}targetValue`} label="Target" required />
    </Stack>
  );
}

function KeyResultFields({
  control,
  index,
  onRemove,
}: {
  control: Control<GoalFormValues>;
  index: number;
  onRemove: () => void;
}) {
  const kind = useWatch({ control, name: `keyResults.${index}.measureKind` });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li">
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={control}
            name={`keyResults.${index}.title`}
            label={`Key result ${index + 1}`}
            required
          />
          <Tooltip title="Remove">
            <IconButton aria-label={`Remove key result ${index + 1}`} onClick={onRemove} sx={{ mt: 1 }}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormSelectField
            control={control}
            name={`keyResults.${index}.measureKind`}
            label="Measured as"
            options={MEASURE_OPTIONS}
          />
          <FormNumberField
            control={control}
            name={`keyResults.${index}.weight`}
            label="Weight (%)"
            helperText="Optional"
          />
        </Stack>
        <MeasureFields control={control} prefix={`keyResults.${index}.`} kind={kind} />
      </Stack>
    </Paper>
  );
}

/** The goal's key results: added, changed and removed; each its own measure and optional weight. */
export function KeyResultsFields({ control }: { control: Control<GoalFormValues> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'keyResults' });
  const { errors } = useFormState({ control, name: 'keyResults' });
  const rootError = errors.keyResults?.root?.message;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="key-results-heading">
      <Box>
        <Typography variant="subtitle1" component="h3" id="key-results-heading" sx={{ fontWeight: 600 }}>
          Key results
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {fields.length === 0
            ? 'Optional: the measurable results that make up the goal. With key results, the goal’s progress comes from them.'
            : GOAL_WEIGHTS_HELP}
        </Typography>
      </Box>
      {rootError && <Alert severity="error">{rootError}</Alert>}
      {fields.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Key results">
          {fields.map((field, index) => (
            <KeyResultFields key={field.id} control={control} index={index} onRemove={() => remove(index)} />
          ))}
        </Stack>
      )}
      {fields.length < MAX_KEY_RESULTS && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={() => append(newKeyResult())}>
            Add key result
          </Button>
        </Box>
      )}
    </Stack>
  );
}
