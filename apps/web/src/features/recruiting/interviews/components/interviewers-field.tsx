import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ASYNC_FIELD_DEBOUNCE_MS } from '../../../../components/form/async-autocomplete-field';
import {
  useInterviewersQuery,
  useInterviewerTagsQuery,
  type Interviewer,
} from '../../configuration/api/interviewer-tags-api';
import type { KnownPerson } from '../hooks/schedule-interview-context';

type Option = KnownPerson & { tags?: Interviewer['tags'] };

/** The typed text, settled: the list is asked again only after a pause in typing. */
function useDebounced(value: string, delay = ASYNC_FIELD_DEBOUNCE_MS) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The interviewers: people searched as one types (/api/interviewers), narrowed by an interviewer tag,
 * each chosen shown as a chip. The form keeps their ids; the page remembers their names.
 */
export function InterviewersField<T extends FieldValues & { interviewerIds?: string[] }>({
  control,
  people,
  onPeopleFound,
}: {
  /** A form with an `interviewerIds` field: scheduling an interview, or sending a self-scheduling link. */
  control: Control<T>;
  people: Readonly<Record<string, KnownPerson>>;
  onPeopleFound: (people: readonly KnownPerson[]) => void;
}) {
  const { field, fieldState } = useController({ control, name: 'interviewerIds' as FieldPath<T> });
  const ids = (field.value ?? []) as string[];
  const [text, setText] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const search = useDebounced(text.trim());
  const tags = useInterviewerTagsQuery();
  const found = useInterviewersQuery({ ...(search && { search }), ...(tagId && { tagId }) });
  const options: Option[] = useMemo(
    () =>
      (found.data ?? []).map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        timezone: person.timezone,
        tags: person.tags,
      })),
    [found.data],
  );
  useEffect(() => {
    if (options.length > 0)
      onPeopleFound(options.map(({ id, name, email, timezone }) => ({ id, name, email, timezone })));
  }, [options, onPeopleFound]);

  const value: Option[] = ids.map((id) => people[id] ?? { id, name: 'Loading…' });
  const tagOptions = tags.data ?? [];

  return (
    <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} role="group" aria-label="Choose interviewers">
      {tagOptions.length > 0 && (
        <TextField
          select
          label="Interviewer tag"
          value={tagId ?? ''}
          onChange={(event) => setTagId(event.target.value || null)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: { sm: 200 } }}
        >
          <MenuItem value="">Any tag</MenuItem>
          {tagOptions.map((tag) => (
            <MenuItem key={tag.id} value={tag.id}>
              {tag.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Autocomplete<Option, true, false, false>
        multiple
        fullWidth
        options={options}
        value={value}
        filterSelectedOptions
        filterOptions={(items) => items}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        loading={found.isFetching}
        loadingText="Loading…"
        noOptionsText={found.isError ? 'Could not load the people. Please try again.' : 'No one matches'}
        inputValue={text}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'reset') setText(next);
        }}
        onChange={(_event, picked) => {
          onPeopleFound(picked.map(({ id, name, email, timezone }) => ({ id, name, email, timezone })));
          field.onChange(picked.map((person) => person.id));
          setText('');
        }}
        onBlur={field.onBlur}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <Box component="li" key={key} {...rest}>
              <Stack sx={{ minWidth: 0 }}>
                <Typography>{option.name}</Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[option.email, ...(option.tags ?? []).map((tag) => tag.name)].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
            </Box>
          );
        }}
        renderValue={(chosen, getItemProps) =>
          chosen.map((option, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.name} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Interviewers"
            required
            name={field.name}
            inputRef={field.ref}
            placeholder={ids.length === 0 ? 'Type a name' : undefined}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </Stack>
  );
}
