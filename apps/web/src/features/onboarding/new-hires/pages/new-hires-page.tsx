import { useMemo, useState } from 'react';
import { Button, Stack } from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import { useListNewHiresQuery } from '../api/new-hires-api';
import { AddNewHireDialog } from '../components/add-new-hire-dialog';
import { ImportNewHiresDialog } from '../components/import-new-hires-dialog';
import { NEW_HIRE_COLUMNS } from '../components/new-hire-columns';
import { newHireFilterFields, newHireListParams } from '../utils/new-hire-list-filters';

/** /onboarding/new-hires: everyone on their way in, where each stands and how far their plan is. */
export default function NewHiresPage() {
  usePageTitle('New hires');
  const canCreate = useHasPermission('onb.module.new_hires.new_hire.create');
  const { departments, locations } = useCompanyLookups();
  const filterFields = useMemo(() => newHireFilterFields(departments, locations), [departments, locations]);
  const { query, setQuery } = useUrlListQueryState({
    filterFields,
    initialSort: { id: 'startDate', sortOrder: -1 },
  });
  const params = useMemo(() => newHireListParams(query), [query]);
  const hires = useListNewHiresQuery(params);
  const [dialog, setDialog] = useState<'add' | 'import' | null>(null);

  return (
    <Stack spacing={3}>
      <PageHeading
        title="New hires"
        description="Everyone joining the company: added by hand, imported, or handed over by Recruiting when a candidate is hired."
        action={
          canCreate && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlinedIcon />}
                onClick={() => setDialog('import')}
              >
                Import CSV
              </Button>
              <Button
                variant="contained"
                startIcon={<PersonAddAltOutlinedIcon />}
                onClick={() => setDialog('add')}
              >
                Add new hire
              </Button>
            </Stack>
          )
        }
      />
      <DataTable
        label="New hires"
        columns={NEW_HIRE_COLUMNS}
        {...listResultProps(hires)}
        getRowId={(hire) => hire.id}
        getRowLabel={(hire) => hire.name}
        query={query}
        onQueryChange={setQuery}
        filterFields={filterFields}
        searchPlaceholder="Search by name or email"
        showSerialNumber={false}
        emptyTitle="No new hires found"
        emptyDescription="Try other filters or a different search. New hires appear here once added, imported or hired in Recruiting."
      />
      {canCreate && (
        <>
          <AddNewHireDialog open={dialog === 'add'} onClose={() => setDialog(null)} />
          <ImportNewHiresDialog open={dialog === 'import'} onClose={() => setDialog(null)} />
        </>
      )}
    </Stack>
  );
}
