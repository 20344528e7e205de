import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { PageHeading } from '../../../../components/ui/page-heading';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { usePageTitle } from '../../../../lib/page-title';
import { useDirectoryLookupsQuery, useListDirectoryQuery, type DirectoryLookups } from '../api/directory-api';
import { DIRECTORY_COLUMNS } from '../components/directory-columns';
import { OrgChart } from '../components/org-chart';

type View = 'people' | 'chart';
const TABS = [
  { value: 'people' as const, label: 'People' },
  { value: 'chart' as const, label: 'Organisation chart' },
];

const options = (items: ReadonlyArray<{ id: string; name: string }>) =>
  items.map((item) => ({ _id: item.id, label: item.name }));

function filterFieldsOf(lookups: DirectoryLookups | undefined): FilterField[] {
  if (!lookups) return [];
  const fields: FilterField[] = [
    { type: 'select', name: 'departmentId', label: 'Department', options: options(lookups.departments) },
    { type: 'select', name: 'locationId', label: 'Location', options: options(lookups.locations) },
    { type: 'select', name: 'managerId', label: 'Manager', options: options(lookups.managers) },
    { type: 'select', name: 'groupId', label: 'Group', options: options(lookups.groups) },
  ];
  return fields.filter((field) => field.type === 'select' && field.options.length > 0);
}

function PeopleList() {
  const lookups = useDirectoryLookupsQuery();
  const filterFields = useMemo(() => filterFieldsOf(lookups.data), [lookups.data]);
  const { query, setQuery, params } = useUrlListQueryState({
    filterFields,
    initialSort: { id: 'name', sortOrder: 1 },
  });
  const people = useListDirectoryQuery(params);
  return (
    <DataTable
      label="Directory"
      columns={DIRECTORY_COLUMNS}
      {...listResultProps(people)}
      getRowId={(person) => person.id}
      getRowLabel={(person) => person.name}
      query={query}
      onQueryChange={setQuery}
      filterFields={filterFields}
      searchPlaceholder="Search by name, email or title"
      showSerialNumber={false}
      emptyTitle="Nobody found"
      emptyDescription="Try other filters or a different search."
    />
  );
}

/** /performance/directory: everyone in the company, as a list or as the organisation chart. */
export default function DirectoryPage() {
  usePageTitle('Directory');
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'chart' ? 'chart' : 'people';
  const personId = searchParams.get('person') ?? undefined;
  const showView = (next: View) => setSearchParams(next === 'chart' ? { view: 'chart' } : {});
  const focusOn = (id: string | undefined) =>
    setSearchParams(id ? { view: 'chart', person: id } : { view: 'chart' });

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Directory"
        description="Everyone in the company: find a colleague, see who they work with, and walk the organisation chart."
      />
      <AppTabs tabs={TABS} value={view} onChange={showView} label="Directory views" idPrefix="directory" />
      <TabPanel value="people" current={view} idPrefix="directory">
        <PeopleList />
      </TabPanel>
      <TabPanel value="chart" current={view} idPrefix="directory">
        <OrgChart personId={personId} onFocus={focusOn} />
      </TabPanel>
    </Stack>
  );
}
