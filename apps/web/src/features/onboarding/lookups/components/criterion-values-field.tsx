import { Autocomplete, FormHelperText, Stack, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { LookupCriterion } from '../api/lookups-api';

interface ChosenValue {
  id: string;
  name: string;
  criterionId: string;
  criterionName: string;
}

/**
 * The company's criteria, with the values a record already holds added when the list lacks them
 * (someone who may not read the criteria still keeps a hire's or a task's values when saving).
 */
export function criteriaWithChosen(
  criteria: readonly LookupCriterion[],
  chosen: readonly ChosenValue[],
): LookupCriterion[] {
  const merged = criteria.map((criterion) => ({ ...criterion, values: [...criterion.values] }));
  for (const value of chosen) {
    let criterion = merged.find((item) => item.id === value.criterionId);
    if (!criterion) {
      criterion = { id: value.criterionId, name: value.criterionName, values: [] };
      merged.push(criterion);
    }
    if (!criterion.values.some((item) => item.id === value.id))
      criterion.values.push({ id: value.id, name: value.name });
  }
  return merged;
}

export interface FormCriterionValuesFieldProps<T extends FieldValues> {
  /** A field holding value ids of every criterion, as the API takes them. */
  name: FieldPath<T>;
  control: Control<T>;
  criteria: readonly LookupCriterion[];
  helperText?: string;
}

/** One multi-select per criterion, all writing the one list of value ids. */
export function FormCriterionValuesField<T extends FieldValues>({
  name,
  control,
  criteria,
  helperText,
}: FormCriterionValuesFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const chosen = (field.value as string[] | null | undefined) ?? [];
  const error = fieldState.error?.message;
  if (criteria.length === 0) return null;
  return (
    <Stack spacing={2}>
      {criteria.map((criterion) => {
        const ownIds = new Set(criterion.values.map((value) => value.id));
        return (
          <Autocomplete
            key={criterion.id}
            multiple
            disableCloseOnSelect
            options={criterion.values}
            value={criterion.values.filter((value) => chosen.includes(value.id))}
            onChange={(_event, picked) =>
              field.onChange([...chosen.filter((id) => !ownIds.has(id)), ...picked.map((value) => value.id)])
            }
            onBlur={field.onBlur}
            getOptionLabel={(value) => value.name}
            getOptionKey={(value) => value.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={criterion.name}
                error={Boolean(error)}
                slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
              />
            )}
          />
        );
      })}
      {(error || helperText) && <FormHelperText error={Boolean(error)}>{error ?? helperText}</FormHelperText>}
    </Stack>
  );
}
