import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { JOB_STATUSES } from '@atrium/shared/schemas/recruiting/jobs';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { usePageTitle } from '../../../../lib/page-title';
import { useListJobsQuery, type Job } from '../api/jobs-api';
import { CopyJobDialog } from '../components/copy-job-dialog';
import { JOB_STATUS_COLOURS, JOB_STATUS_LABELS, officesLabel } from '../utils/job-labels';

const FILTERS: FilterField[] = [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    options: JOB_STATUSES.map((status) => ({ _id: status, label: JOB_STATUS_LABELS[status] })),
  },
];

/** /existing-jobs: pick a job to start a new one from. */
export default function ExistingJobsPage() {
  usePageTitle('Copy an existing job');
  const { query, setQuery, params } = useUrlListQueryState({ filterFields: FILTERS });
  const jobs = useListJobsQuery(params);
  const [copying, setCopying] = useState<Job | null>(null);

  const columns = useMemo<DataTableColumn<Job>[]>(
    () => [
      { id: 'name', header: 'Job', sortable: true, hideable: false, cell: (job) => job.name },
      {
        id: 'status',
        header: 'Status',
        cell: (job) => (
          <Chip
            size="small"
            variant="outlined"
            color={JOB_STATUS_COLOURS[job.status]}
            label={JOB_STATUS_LABELS[job.status]}
          />
        ),
      },
      { id: 'department', header: 'Department', cell: (job) => job.department?.name ?? '' },
      { id: 'offices', header: 'Offices', cell: officesLabel },
      {
        id: 'copy',
        header: 'Copy',
        hideable: false,
        align: 'right',
        cell: (job) => (
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            aria-label={`Copy ${job.name}`}
            onClick={() => setCopying(job)}
          >
            Copy
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Copy an existing job
        </Typography>
        <Typography color="text.secondary">Start a new job from one you have already set up.</Typography>
      </Box>
      <DataTable
        label="Jobs to copy"
        columns={columns}
        {...listResultProps(jobs)}
        getRowId={(job) => job.id}
        getRowLabel={(job) => job.name}
        query={query}
        onQueryChange={setQuery}
        filterFields={FILTERS}
        searchPlaceholder="Search by job name or requisition ID"
        emptyTitle="No jobs to copy"
        emptyDescription="Create a job from scratch first, or try a different search."
      />
      <CopyJobDialog job={copying} onClose={() => setCopying(null)} />
    </Stack>
  );
}
