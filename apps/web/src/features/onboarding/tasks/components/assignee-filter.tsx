import { useEffect } from 'react';
import { Box, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { FormPersonField, type PersonOption } from '../../lookups/components/person-field';

export interface AssigneeChoice {
  /** 'me', 'all', a person's id, or '' while the person is still to be chosen. */
  assignee: string;
  /** The person's name, kept beside their id so the picker shows them again. */
  name: string;
}

type Mode = 'me' | 'all' | 'person';

/** Whose tasks: mine, everyone's, or one person's (for those who may see everyone's). */
export function AssigneeFilter({
  value,
  onChange,
}: {
  value: AssigneeChoice;
  onChange: (next: AssigneeChoice) => void;
}) {
  const mode: Mode = value.assignee === 'me' || value.assignee === 'all' ? value.assignee : 'person';
  const { control, reset } = useForm<{ person: PersonOption | null }>({
    defaultValues: { person: mode === 'person' ? { _id: value.assignee, fullName: value.name } : null },
  });
  const person = useWatch({ control, name: 'person' });
  useEffect(() => {
    if (person && person._id !== value.assignee)
      onChange({ assignee: person._id, name: person.fullName ?? '' });
  }, [person, value.assignee, onChange]);

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        aria-label="Assignee"
        onChange={(_event, next: Mode | null) => {
          if (!next || next === mode) return;
          reset({ person: null });
          // "A person" waits for the person to be chosen before the list changes.
          onChange(next === 'person' ? { assignee: '', name: '' } : { assignee: next, name: '' });
        }}
      >
        <ToggleButton value="me">Me</ToggleButton>
        <ToggleButton value="all">Everyone</ToggleButton>
        <ToggleButton value="person">A person</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'person' && (
        <Box sx={{ minWidth: 240, flex: '1 1 240px', maxWidth: 360 }}>
          <FormPersonField control={control} name="person" label="Person" />
        </Box>
      )}
    </Stack>
  );
}
