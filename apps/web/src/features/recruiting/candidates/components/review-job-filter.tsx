import { MenuItem, TextField } from '@mui/material';
import type { ApplicationReview } from '../api/application-review-api';

/** All the reviewer's jobs, or one of them, each with how many applications wait in it. */
export function ReviewJobFilter({
  jobs,
  value,
  onChange,
}: {
  jobs: ApplicationReview['jobs'];
  value: string;
  onChange: (jobId: string) => void;
}) {
  const all = jobs.reduce((sum, job) => sum + job.waiting, 0);
  return (
    <TextField
      select
      size="small"
      label="Job"
      value={jobs.some((job) => job.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ width: { xxs: '100%', md: 320 }, flexShrink: 0 }}
    >
      <MenuItem value="">All my jobs ({all})</MenuItem>
      {jobs.map((job) => (
        <MenuItem key={job.id} value={job.id}>
          {job.name} ({job.waiting})
        </MenuItem>
      ))}
    </TextField>
  );
}
