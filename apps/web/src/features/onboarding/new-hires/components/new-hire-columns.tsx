import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { paths } from '../../../../config/paths';
import type { NewHire } from '../api/new-hires-api';
import { formatDate, NEW_HIRE_STATE_LABELS } from '../utils/new-hire-labels';
import { NewHireStateChip } from './new-hire-state-chip';
import { TaskProgress } from './task-progress';

const unbroken = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/** The new hires list's columns; name and start date sort on the server. */
export const NEW_HIRE_COLUMNS: readonly DataTableColumn<NewHire>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (hire) => (
      <Box sx={{ minWidth: 160 }}>
        <Link component={RouterLink} to={paths.newHire(hire.id)} underline="hover" sx={{ fontWeight: 600 }}>
          {hire.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {hire.personalEmail}
        </Typography>
      </Box>
    ),
    csv: (hire) => hire.name,
  },
  { id: 'jobTitle', header: 'Job title', cell: (hire) => hire.jobTitle ?? '' },
  { id: 'department', header: 'Department', cell: (hire) => hire.department?.name ?? '' },
  { id: 'location', header: 'Location', cell: (hire) => hire.location?.name ?? '' },
  {
    id: 'employmentType',
    header: 'Employment type',
    defaultHidden: true,
    cell: (hire) => (hire.employmentType ? EMPLOYMENT_TYPE_LABELS[hire.employmentType] : ''),
  },
  {
    id: 'startDate',
    header: 'Start date',
    sortable: true,
    cell: (hire) => unbroken(formatDate(hire.startDate)),
    csv: (hire) => hire.startDate,
  },
  {
    id: 'state',
    header: 'State',
    cell: (hire) => <NewHireStateChip state={hire.state} />,
    csv: (hire) => NEW_HIRE_STATE_LABELS[hire.state],
  },
  {
    id: 'tasks',
    header: 'Tasks',
    cell: (hire) => <TaskProgress tasks={hire.tasks} />,
    csv: (hire) => `${hire.tasks.done}/${hire.tasks.total}`,
  },
  {
    id: 'createdAt',
    header: 'Added',
    sortable: true,
    defaultHidden: true,
    cell: (hire) => unbroken(formatDate(hire.createdAt)),
  },
];
