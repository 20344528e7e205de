import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SourceFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  /** The sources the company's candidates came from, offered as one types. */
  sources: readonly string[];
  helperText?: string;
}

/** Where the candidate came from: free text, with the company's known sources suggested. */
export function SourceField<T extends FieldValues>({
  name,
  control,
  sources,
  helperText,
}: SourceFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | undefined) ?? '';
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={sources}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => field.onChange(next)}
      onChange={(_, next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Source"
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
