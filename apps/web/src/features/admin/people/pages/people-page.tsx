import { useCallback, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Box, Button, Chip, Link, Stack, Typography } from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Link as RouterLink } from 'react-router';
import { MAX_PAGE_SIZE } from '@atrium/shared/constants/limits';
import { ASSIGNABLE_ROLES, PERSON_STATUSES } from '@atrium/shared/schemas/admin/people';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { toListParams, type ListQueryState } from '../../../../components/data-table/list-query';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import {
  useListDepartmentNamesQuery,
  useListLocationNamesQuery,
  useLazyListPeopleQuery,
  useListPeopleQuery,
  type NamedItem,
  type Person,
} from '../api/people-api';
import { useHasPermission } from '../../../../lib/session-hooks';
import { ImportPeopleDialog } from '../components/import-people-dialog';
import { InvitePersonDialog } from '../components/invite-person-dialog';
import { LoginAsDialog } from '../components/login-as-dialog';
import { PersonRowActions } from '../components/person-row-actions';
import { fullName, personRoleLabel, roleLabel, STATUS_COLOURS, STATUS_LABELS } from '../utils/person-labels';

const toOptions = (items: readonly NamedItem[] | undefined) =>
  (items ?? []).map((item) => ({ _id: item.id, label: item.name }));

/** The option lists arrive after the table starts; only the defaults ('' for every select) matter there. */
const peopleFilters = (departments?: NamedItem[], locations?: NamedItem[]): FilterField[] => [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    options: PERSON_STATUSES.map((status) => ({ _id: status, label: STATUS_LABELS[status] })),
  },
  { type: 'select', name: 'departmentId', label: 'Department', options: toOptions(departments) },
  { type: 'select', name: 'locationId', label: 'Location', options: toOptions(locations) },
  {
    type: 'select',
    name: 'role',
    label: 'Role',
    options: ASSIGNABLE_ROLES.map((role) => ({ _id: role, label: roleLabel(role) })),
  },
];

/** /admin/people: the company's people, with invitations and what an admin does to an account. */
export default function PeoplePage() {
  usePageTitle('People');
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const canInvite = useHasPermission('sso.admin.users.user.create');
  const canImport = useHasPermission('sso.admin.users.user.import');
  const [loginAs, setLoginAs] = useState<Person | null>(null);
  const departments = useListDepartmentNamesQuery();
  const locations = useListLocationNamesQuery();
  const filterFields = useMemo(
    () => peopleFilters(departments.data, locations.data),
    [departments.data, locations.data],
  );
  const { query, setQuery, params } = useUrlListQueryState({ filterFields });
  const people = useListPeopleQuery(params);
  const [loadPage] = useLazyListPeopleQuery();

  const columns = useMemo<DataTableColumn<Person>[]>(
    () => [
      {
        id: 'name',
        header: 'Name',
        sortable: true,
        hideable: false,
        cell: (person) => (
          <Link component={RouterLink} to={paths.adminPerson(person.id)} underline="hover">
            {fullName(person)}
          </Link>
        ),
        csv: fullName,
      },
      { id: 'email', header: 'Email', sortable: true, cell: (person) => person.email },
      { id: 'jobTitle', header: 'Job title', cell: (person) => person.jobTitle ?? '' },
      { id: 'department', header: 'Department', cell: (person) => person.department?.name ?? '' },
      { id: 'location', header: 'Location', cell: (person) => person.location?.name ?? '' },
      { id: 'role', header: 'Role', cell: personRoleLabel },
      {
        id: 'status',
        header: 'Status',
        cell: (person) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLOURS[person.status]}
            label={STATUS_LABELS[person.status]}
          />
        ),
        csv: (person) => STATUS_LABELS[person.status],
      },
      {
        id: 'startDate',
        header: 'Start date',
        sortable: true,
        cell: (person) => (person.startDate ? dayjs(person.startDate).format('DD MMM YYYY') : ''),
        csv: (person) => person.startDate ?? '',
      },
      {
        id: 'actions',
        header: 'Actions',
        hideable: false,
        align: 'right',
        cell: (person) => <PersonRowActions person={person} onLoginAs={setLoginAs} />,
        csv: () => undefined,
      },
    ],
    [],
  );

  // Every page of the current filter and sort, at the largest page size the API allows.
  const fetchAll = useCallback(
    async (current: ListQueryState) => {
      const rows: Person[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await loadPage(toListParams({ ...current, page, limit: MAX_PAGE_SIZE })).unwrap();
        rows.push(...answer.items);
        if (page >= answer.totalPages) return rows;
      }
    },
    [loadPage],
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          People
        </Typography>
        <Typography color="text.secondary">
          Everyone in your company, and the invitations on their way.
        </Typography>
      </Box>
      <DataTable
        label="People"
        columns={columns}
        {...listResultProps(people)}
        getRowId={(person) => person.id}
        getRowLabel={fullName}
        query={query}
        onQueryChange={setQuery}
        filterFields={filterFields}
        searchPlaceholder="Search by name or email"
        exportCsv={{ title: 'People', fetchAll }}
        emptyTitle="No people found"
        emptyDescription="Try other filters or a different search, or invite someone."
        toolbarActions={
          <>
            {canImport && (
              <Button startIcon={<UploadFileOutlinedIcon />} onClick={() => setIsImportOpen(true)}>
                Import CSV
              </Button>
            )}
            {canInvite && (
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1OutlinedIcon />}
                onClick={() => setIsInviteOpen(true)}
              >
                Invite person
              </Button>
            )}
          </>
        }
      />
      <InvitePersonDialog open={isInviteOpen} onClose={() => setIsInviteOpen(false)} />
      <ImportPeopleDialog open={isImportOpen} onClose={() => setIsImportOpen(false)} />
      <LoginAsDialog person={loginAs} onClose={() => setLoginAs(null)} />
    </Stack>
  );
}
