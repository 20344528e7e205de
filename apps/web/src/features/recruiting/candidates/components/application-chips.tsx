import { Chip, Stack, Typography } from '@mui/material';
import type { CandidateListItem } from '../api/candidates-api';

type Brief = CandidateListItem['applications'][number];

/** "Designer — Phone Screen", "Designer — Phone Screen (rejected)", or "Prospect" for no job yet. */
export function applicationLabel(application: Brief): string {
  const where = application.jobName
    ? [application.jobName, application.stageName].filter(Boolean).join(' — ')
    : 'Prospect';
  return application.status === 'active' ? where : `${where} (${application.status})`;
}

const COLOURS = { active: 'default', rejected: 'error', hired: 'success' } as const;

/** A candidate's applications in the list: where each stands, the ended ones marked. */
export function ApplicationChips({ applications }: { applications: readonly Brief[] }) {
  if (applications.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', maxWidth: 420 }}>
      {applications.map((application) => (
        <Chip
          key={application.id}
          size="small"
          variant={application.status === 'active' ? 'filled' : 'outlined'}
          color={COLOURS[application.status]}
          label={applicationLabel(application)}
        />
      ))}
    </Stack>
  );
}
