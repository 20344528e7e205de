import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { dueOffsetLabel } from '../utils/plan-labels';

type Direction = 'before' | 'after';

/**
 * A due date as "N days before/after the start date", held by the form as one signed number of
 * days (-14 is two weeks before); null while the number is empty.
 */
export function FormDueOffsetField<T extends FieldValues>({
  name,
  control,
}: {
  name: FieldPath<T>;
  control: Control<T>;
}) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value as number | null | undefined;
  const [direction, setDirection] = useState<Direction>(value != null && value < 0 ? 'before' : 'after');
  const [text, setText] = useState(value == null ? '' : String(Math.abs(value)));

  // A reset from outside replaces what was typed; typing itself never lands here.
  useEffect(() => {
    if (value == null) return;
    setText((current) =>
      Number(current) === Math.abs(value) && current !== '' ? current : String(Math.abs(value)),
    );
    if (value !== 0) setDirection(value < 0 ? 'before' : 'after');
  }, [value]);

  const emit = (days: string, towards: Direction) => {
    const count = days.trim() === '' ? null : Number(days);
    field.onChange(count === null ? null : towards === 'before' ? -count : count);
  };
  const error = fieldState.error?.message;
  return (
    <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        label="Due (days)"
        name={field.name}
        value={text}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(event) => {
          if (!/^\d{0,4}$/.test(event.target.value)) return;
          setText(event.target.value);
          emit(event.target.value, direction);
        }}
        error={Boolean(error)}
        helperText={error ?? (value != null ? dueOffsetLabel(value) : 'How many days from the start date')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        label="Before or after"
        value={direction}
        onChange={(event) => {
          const next = event.target.value as Direction;
          setDirection(next);
          emit(text, next);
        }}
        sx={{ flex: 1 }}
      >
        <MenuItem value="before">Before the start date</MenuItem>
        <MenuItem value="after">After the start date</MenuItem>
      </TextField>
    </Stack>
  );
}
