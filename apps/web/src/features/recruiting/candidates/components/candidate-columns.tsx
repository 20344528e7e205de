import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { paths } from '../../../../config/paths';
import type { CandidateListItem } from '../api/candidates-api';
import { APPLICATION_STATUS_LABELS, candidateName, formatDay, headline } from '../utils/candidate-labels';
import { ApplicationChips } from './application-chips';

/** "Active, Rejected": each status among the candidate's applications once, in the order they come. */
export function applicationStatuses(candidate: CandidateListItem): string {
  const statuses = new Set(candidate.applications.map((application) => application.status));
  return [...statuses].map((status) => APPLICATION_STATUS_LABELS[status]).join(', ');
}

/** A phone number or a date reads as one piece, not broken over lines in a narrow column. */
const unbroken = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/**
 * Every column the candidates list can show, in its default order; the user picks which and in what
 * order from the Columns dialog. Name always leads: the row's link and its checkbox's label.
 */
export const CANDIDATE_COLUMNS: readonly DataTableColumn<CandidateListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (candidate) => (
      <Box sx={{ minWidth: 160 }}>
        <Link
          component={RouterLink}
          to={paths.candidate(candidate.id)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {candidateName(candidate)}
        </Link>
        {headline(candidate) && (
          <Typography variant="body2" color="text.secondary">
            {headline(candidate)}
          </Typography>
        )}
      </Box>
    ),
  },
  {
    id: 'applications',
    header: 'Applications',
    cell: (candidate) => <ApplicationChips applications={candidate.applications} />,
  },
  { id: 'email', header: 'Email', cell: (candidate) => candidate.email },
  {
    id: 'phone',
    header: 'Phone',
    defaultHidden: true,
    cell: (candidate) => unbroken(candidate.phone ?? ''),
    csv: (candidate) => candidate.phone,
  },
  { id: 'title', header: 'Current title', defaultHidden: true, cell: (candidate) => candidate.title },
  { id: 'company', header: 'Current company', defaultHidden: true, cell: (candidate) => candidate.company },
  { id: 'status', header: 'Status', defaultHidden: true, cell: applicationStatuses },
  {
    id: 'tags',
    header: 'Tags',
    cell: (candidate) => (
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
        {candidate.tags.map((tag) => (
          <Chip key={tag.id} size="small" variant="outlined" label={tag.name} />
        ))}
      </Stack>
    ),
  },
  { id: 'source', header: 'Source', cell: (candidate) => candidate.source },
  { id: 'recruiter', header: 'Recruiter', cell: (candidate) => candidate.recruiter?.name ?? '' },
  {
    id: 'coordinator',
    header: 'Coordinator',
    defaultHidden: true,
    cell: (candidate) => candidate.coordinator?.name ?? '',
  },
  {
    id: 'lastActivityAt',
    header: 'Last activity',
    sortable: true,
    cell: (candidate) => unbroken(formatDay(candidate.lastActivityAt)),
    csv: (candidate) => formatDay(candidate.lastActivityAt),
  },
  {
    id: 'createdAt',
    header: 'Added',
    sortable: true,
    defaultHidden: true,
    cell: (candidate) => unbroken(formatDay(candidate.createdAt)),
    csv: (candidate) => formatDay(candidate.createdAt),
  },
];
