import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { PersonAvatar } from '../../../../components/ui/person-avatar';
import { paths } from '../../../../config/paths';
import type { DirectoryPerson } from '../api/directory-api';
import { formatLongDate } from '../utils/tenure';

/** The directory's columns; name, department and start date sort on the server. */
export const DIRECTORY_COLUMNS: readonly DataTableColumn<DirectoryPerson>[] = [
  {
    id: 'name',
    header: 'Name',
    sortable: true,
    hideable: false,
    cell: (person) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 200 }}>
        <PersonAvatar name={person.name} avatarUrl={person.avatarUrl} size={36} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.performancePerson(person.id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {person.name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {person.email}
          </Typography>
        </Box>
      </Stack>
    ),
    csv: (person) => person.name,
  },
  { id: 'jobTitle', header: 'Title', cell: (person) => person.jobTitle ?? '' },
  { id: 'department', header: 'Department', sortable: true, cell: (person) => person.department?.name ?? '' },
  { id: 'location', header: 'Location', cell: (person) => person.location?.name ?? '' },
  {
    id: 'manager',
    header: 'Manager',
    cell: (person) =>
      person.manager ? (
        <Link component={RouterLink} to={paths.performancePerson(person.manager.id)} underline="hover">
          {person.manager.name}
        </Link>
      ) : (
        ''
      ),
    csv: (person) => person.manager?.name ?? '',
  },
  {
    id: 'startDate',
    header: 'Start date',
    sortable: true,
    cell: (person) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {person.startDate ? formatLongDate(person.startDate) : ''}
      </Box>
    ),
    csv: (person) => person.startDate ?? '',
  },
];
