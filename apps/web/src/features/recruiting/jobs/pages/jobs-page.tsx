import { useCallback, useMemo } from 'react';
import dayjs from 'dayjs';
import { Box, Button, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Link as RouterLink } from 'react-router';
import { MAX_PAGE_SIZE } from '@atrium/shared/constants/limits';
import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { JOB_STATUSES, type JobStatus } from '@atrium/shared/schemas/recruiting/jobs';
import { DataTable } from '../../../../components/data-table/data-table';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { toListParams, type ListQueryState } from '../../../../components/data-table/list-query';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import type { FilterField } from '../../../../components/filters/filter-types';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useJobLookupsQuery,
  useLazyListJobsQuery,
  useListJobsQuery,
  type Job,
  type JobLookups,
} from '../api/jobs-api';
import { FollowJobButton } from '../components/follow-job-button';
import { JobStatusActions } from '../components/job-status-actions';
import { JOB_STATUS_COLOURS, JOB_STATUS_LABELS, officesLabel, openingsLabel } from '../utils/job-labels';

const toOptions = (items: JobLookups['departments'] | undefined) =>
  (items ?? []).map((item) => ({ _id: item.id, label: item.name }));

const jobFilters = (lookups?: JobLookups): FilterField[] => [
  {
    type: 'select',
    name: 'status',
    label: 'Status',
    options: JOB_STATUSES.map((status) => ({ _id: status, label: JOB_STATUS_LABELS[status] })),
  },
  { type: 'select', name: 'departmentId', label: 'Department', options: toOptions(lookups?.departments) },
  { type: 'select', name: 'officeId', label: 'Office', options: toOptions(lookups?.offices) },
  {
    type: 'select',
    name: 'hiringTeamMemberId',
    label: 'Hiring team member',
    options: toOptions(lookups?.hiringTeamMembers),
  },
  { type: 'checkbox', name: 'following', label: 'Only jobs I follow' },
];

type StatusTab = JobStatus | 'all';

/** /jobs: every job of the company, by status, with what a recruiter does to one from the list. */
export default function JobsPage() {
  usePageTitle('Jobs');
  const canCreate = useHasPermission('rct.module.jobs.job.create');
  const canCopy = useHasPermission('rct.module.jobs.job.duplicate');
  const lookups = useJobLookupsQuery();
  const filterFields = useMemo(() => jobFilters(lookups.data), [lookups.data]);
  const { query, setQuery, params } = useUrlListQueryState({ filterFields });
  const jobs = useListJobsQuery(params);
  const [loadPage] = useLazyListJobsQuery();
  const counts = jobs.data?.counts;
  const status = (query.filters.status as StatusTab | undefined) || 'all';

  const columns = useMemo<DataTableColumn<Job>[]>(
    () => [
      {
        id: 'follow',
        header: 'Follow',
        hideable: false,
        cell: (job) => <FollowJobButton job={job} />,
        csv: (job) => (job.isFollowing ? 'yes' : ''),
      },
      {
        id: 'name',
        header: 'Job',
        sortable: true,
        hideable: false,
        cell: (job) => (
          <Box>
            <Link component={RouterLink} to={paths.job(job.id)} underline="hover" sx={{ fontWeight: 600 }}>
              {job.name}
            </Link>
            {job.requisitionId && (
              <Typography variant="body2" color="text.secondary">
                {job.requisitionId}
              </Typography>
            )}
          </Box>
        ),
        csv: (job) => job.name,
      },
      {
        id: 'status',
        header: 'Status',
        sortable: true,
        cell: (job) => (
          <Chip
            size="small"
            variant="outlined"
            color={JOB_STATUS_COLOURS[job.status]}
            label={JOB_STATUS_LABELS[job.status]}
          />
        ),
        csv: (job) => JOB_STATUS_LABELS[job.status],
      },
      { id: 'department', header: 'Department', cell: (job) => job.department?.name ?? '' },
      { id: 'offices', header: 'Offices', cell: officesLabel },
      {
        id: 'employmentType',
        header: 'Type',
        cell: (job) => (job.employmentType ? EMPLOYMENT_TYPE_LABELS[job.employmentType] : ''),
      },
      { id: 'openings', header: 'Openings', cell: openingsLabel },
      {
        id: 'openedAt',
        header: 'Days open',
        sortable: true,
        cell: (job) => (job.daysOpen === null ? '' : String(job.daysOpen)),
      },
      {
        id: 'createdAt',
        header: 'Created',
        sortable: true,
        cell: (job) => dayjs(job.createdAt).format('DD MMM YYYY'),
        csv: (job) => job.createdAt.slice(0, 10),
      },
      {
        id: 'actions',
        header: 'Actions',
        hideable: false,
        align: 'right',
        cell: (job) => <JobStatusActions job={job} size="small" />,
        csv: () => undefined,
      },
    ],
    [],
  );

  const fetchAll = useCallback(
    async (current: ListQueryState) => {
      const rows: Job[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await loadPage(toListParams({ ...current, page, limit: MAX_PAGE_SIZE })).unwrap();
        rows.push(...answer.items);
        if (page >= answer.totalPages) return rows;
      }
    },
    [loadPage],
  );

  const showStatus = (next: StatusTab) =>
    setQuery({ ...query, page: 1, filters: { ...query.filters, status: next === 'all' ? '' : next } });
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 2,
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Jobs
          </Typography>
          <Typography color="text.secondary">
            Every job your company hires for, draft, open or closed.
          </Typography>
        </Box>
        {/* On a phone the actions go under the title, wrapping, rather than squeeze it. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canCreate && (
            <Button startIcon={<AutoAwesomeOutlinedIcon />} component={RouterLink} to={paths.jobTypes}>
              From a sample
            </Button>
          )}
          {canCopy && (
            <Button startIcon={<ContentCopyIcon />} component={RouterLink} to={paths.existingJobs}>
              Copy a job
            </Button>
          )}
          {canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={paths.createJob}>
              Create job
            </Button>
          )}
        </Stack>
      </Box>
      <Tabs
        value={status}
        onChange={(_, next: StatusTab) => showStatus(next)}
        aria-label="Jobs by status"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="all" label={tabLabel('All', counts && counts.draft + counts.open + counts.closed)} />
        {(['open', 'draft', 'closed'] as const).map((value) => (
          <Tab key={value} value={value} label={tabLabel(JOB_STATUS_LABELS[value], counts?.[value])} />
        ))}
      </Tabs>
      <DataTable
        label="Jobs"
        columns={columns}
        {...listResultProps(jobs)}
        getRowId={(job) => job.id}
        getRowLabel={(job) => job.name}
        query={query}
        onQueryChange={setQuery}
        filterFields={filterFields}
        searchPlaceholder="Search by job name or requisition ID"
        exportCsv={{ title: 'Jobs', fetchAll }}
        emptyTitle="No jobs found"
        emptyDescription={
          canCreate
            ? 'Try other filters or a different search, or create a job.'
            : 'Try other filters or a different search.'
        }
      />
    </Stack>
  );
}
