import { useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useLazyTeamCandidatesQuery, type TeamCandidate } from '../api/jobs-api';

export interface Person {
  id: string;
  name: string;
}

/** Picks one of the company's current people (searched as you type); the field empties after each pick. */
export function PersonPicker({
  exclude,
  onPick,
  label,
}: {
  exclude: string[];
  onPick: (person: Person) => void;
  label: string;
}) {
  const [search] = useLazyTeamCandidatesQuery();
  const [options, setOptions] = useState<TeamCandidate[]>([]);
  const [text, setText] = useState('');
  const load = async (value: string) => {
    try {
      setOptions(await search(value).unwrap());
    } catch {
      setOptions([]);
    }
  };
  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 260 }}
      options={options.filter((option) => !exclude.includes(option._id))}
      getOptionLabel={(option) => option.fullName}
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
        onPick({ id: option._id, name: option.fullName });
        setText('');
      }}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Type a name" />}
    />
  );
}
