import { roleLabel } from '@atrium/shared/constants/company';
import { useState } from 'react';
import {
  Box,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  RECRUITING_ACCESS_LABELS,
  RECRUITING_ACCESS_LEVELS,
  type RecruitingAccessLevel,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { paths } from '../../../../config/paths';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { HIRING_TEAM_ROLE_LABELS } from '../../jobs/utils/hiring-team-labels';
import { useRecruitingUsersQuery } from '../api/recruiting-settings-api';
import { stackedTableSx } from '../components/stacked-table-sx';

/** /configuration/user: who works in recruiting, at which level, on which hiring teams. */
export default function UsersPage() {
  usePageTitle('Users');
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<RecruitingAccessLevel | ''>('');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(25);
  const users = useRecruitingUsersQuery({
    page: page + 1,
    limit,
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(level ? { level } : {}),
  });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Users
        </Typography>
        <Typography color="text.secondary">
          Your company’s people, their recruiting level (from their role) and the hiring teams they are on.
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Search by name or email"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          size="small"
        />
        <TextField
          select
          label="Level"
          value={level}
          onChange={(event) => {
            setLevel(event.target.value as RecruitingAccessLevel | '');
            setPage(0);
          }}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Every level</MenuItem>
          {RECRUITING_ACCESS_LEVELS.map((value) => (
            <MenuItem key={value} value={value}>
              {RECRUITING_ACCESS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {users.isError && (
        <RetryAlert onRetry={() => void users.refetch()}>The users could not be loaded.</RetryAlert>
      )}
      {users.isLoading && <Skeleton variant="rounded" height={240} />}
      {users.data?.total === 0 && (
        <EmptyState title="Nobody matches" description="Try another search or level." />
      )}
      {users.data && users.data.total > 0 && (
        <Box>
          <Table aria-label="Users" sx={stackedTableSx}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Level</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Hiring teams</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.data.items.map((user) => (
                <TableRow key={user.id}>
                  <TableCell data-label="Name">
                    <Link component={RouterLink} to={paths.recruitingUserDetails(user.id)}>
                      {user.name}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {user.email}
                    </Typography>
                  </TableCell>
                  <TableCell data-label="Level">{RECRUITING_ACCESS_LABELS[user.level]}</TableCell>
                  <TableCell data-label="Role">
                    {user.customRole?.name ?? roleLabel(user.systemRole)}
                  </TableCell>
                  <TableCell data-label="Hiring teams">
                    {user.jobCount === 0
                      ? 'None'
                      : `${user.jobCount} job${user.jobCount === 1 ? '' : 's'}: ${user.hiringTeamRoles
                          .map((role) => HIRING_TEAM_ROLE_LABELS[role].singular)
                          .join(', ')}`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={users.data.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
