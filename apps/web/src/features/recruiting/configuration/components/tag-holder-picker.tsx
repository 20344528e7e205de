import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useLazyInterviewersQuery, type Interviewer } from '../api/interviewer-tags-api';

/** Picks a colleague who can interview (searched as you type); the field empties after each pick. */
export function TagHolderPicker({
  label,
  exclude,
  onPick,
}: {
  label: string;
  /** Those already holding the tag. */
  exclude: readonly string[];
  onPick: (person: Interviewer) => void;
}) {
  const [search] = useLazyInterviewersQuery();
  const [options, setOptions] = useState<Interviewer[]>([]);
  const [text, setText] = useState('');
  const load = async (value: string) => {
    try {
      setOptions(await search(value ? { search: value } : {}).unwrap());
    } catch {
      setOptions([]);
    }
  };
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 240 }}
      options={options.filter((option) => !exclude.includes(option.id))}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      filterOptions={(items) => items}
      inputValue={text}
      value={null}
      onOpen={() => void load('')}
      onInputChange={(_event, value, reason) => {
        setText(value);
        if (reason === 'input') void load(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        onPick(option);
        setText('');
      }}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.name} ({option.email})
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Type a name or email" />}
    />
  );
}
