import { FormControlLabel, Radio, RadioGroup, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { AddCandidateFormValues } from '@atrium/shared/schemas/recruiting/candidates';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import type { CandidateFilterOptions } from '../api/candidates-api';

export type CandidateKind = 'jobs' | 'prospect';

/** For which jobs the candidate is added (each into its first stage), or a prospect for none yet. */
export function JobChoiceFields({
  control,
  kind,
  onKindChange,
  jobs,
}: {
  control: Control<AddCandidateFormValues>;
  kind: CandidateKind;
  onKindChange: (kind: CandidateKind) => void;
  jobs: CandidateFilterOptions['jobs'];
}) {
  // A closed job takes no one; a draft does, so a pipeline can be filled before it opens.
  const options = jobs
    .filter((job) => job.status === 'open' || job.status === 'draft')
    .map((job) => ({ value: job.id, label: job.status === 'draft' ? `${job.name} (draft)` : job.name }));
  return (
    <Stack spacing={1}>
      <RadioGroup
        row
        aria-label="Add as"
        value={kind}
        onChange={(_, value) => onKindChange(value as CandidateKind)}
      >
        <FormControlLabel value="jobs" control={<Radio />} label="Candidate for jobs" />
        <FormControlLabel value="prospect" control={<Radio />} label="Prospect (no job)" />
      </RadioGroup>
      {kind === 'jobs' && (
        <FormMultiSelectField<AddCandidateFormValues>
          control={control}
          name="jobIds"
          label="Jobs"
          required
          options={options}
          placeholder="Choose jobs"
          noOptionsText="No open or draft jobs"
        />
      )}
    </Stack>
  );
}
