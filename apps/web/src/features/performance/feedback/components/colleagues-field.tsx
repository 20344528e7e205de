import { useEffect, useState } from 'react';
import { Autocomplete, Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ASYNC_FIELD_DEBOUNCE_MS } from '../../../../components/form/async-autocomplete-field';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { useSession } from '../../../../lib/session-hooks';
import { useListDirectoryQuery } from '../../directory/api/directory-api';

/** A colleague as the pickers keep them: enough to show a chip. */
export interface PickedPerson {
  id: string;
  name: string;
  jobTitle: string | null;
  avatarUrl: string | null;
}

function useDebounced(value: string, delay = ASYNC_FIELD_DEBOUNCE_MS) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * Colleagues found by name in the directory (as the 1-on-1 dialog finds them), several at once, each
 * a chip; never the caller, nor anyone in `excludeIds`. The form value is the people picked.
 */
export function ColleaguesField<T extends FieldValues>({
  control,
  name,
  label,
  max,
  excludeIds = [],
  helperText,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  max: number;
  excludeIds?: readonly string[];
  helperText?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const picked = (field.value ?? []) as PickedPerson[];
  const me = useSession().user?.id;
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const search = useDebounced(text.trim());
  const found = useListDirectoryQuery(
    { page: 1, limit: 10, ...(search && { search }) },
    { skip: !isOpen && !search },
  );
  const isFull = picked.length >= max;
  const options: PickedPerson[] = isFull
    ? []
    : (found.data?.items ?? [])
        .filter(
          (person) => person.id !== me && !excludeIds.includes(person.id) && person.status !== 'inactive',
        )
        .map((person) => ({
          id: person.id,
          name: person.name,
          jobTitle: person.jobTitle,
          avatarUrl: person.avatarUrl,
        }));

  return (
    <Autocomplete<PickedPerson, true, false, false>
      multiple
      fullWidth
      options={options}
      value={picked}
      filterSelectedOptions
      filterOptions={(items) => items}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      loadingText="Loading…"
      noOptionsText={
        isFull
          ? `At most ${max}`
          : found.isError
            ? 'Could not load your colleagues. Please try again.'
            : 'No one matches'
      }
      inputValue={text}
      onOpen={() => setIsOpen(true)}
      onClose={() => setIsOpen(false)}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setText(next);
      }}
      onChange={(_event, next) => {
        field.onChange(next.slice(0, max));
        setText('');
      }}
      onBlur={field.onBlur}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <PersonAvatar name={option.name} avatarUrl={option.avatarUrl} size={28} />
              <Box sx={{ minWidth: 0 }}>
                <Typography>{option.name}</Typography>
                {option.jobTitle && (
                  <Typography variant="caption" color="text.secondary">
                    {option.jobTitle}
                  </Typography>
                )}
              </Box>
            </Stack>
          </Box>
        );
      }}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={option.name} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          name={field.name}
          inputRef={field.ref}
          placeholder={picked.length === 0 ? 'Search by name' : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
