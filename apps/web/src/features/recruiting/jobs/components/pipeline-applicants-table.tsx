import { useMemo } from 'react';
import dayjs from 'dayjs';
import { Box, Button, Chip, Link, Typography } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { toListParams, type ListQueryState } from '../../../../components/data-table/list-query';
import { paths } from '../../../../config/paths';
import { toastError } from '../../../../lib/toast';
import {
  useDownloadFileMutation,
  useListJobApplicationsQuery,
  type JobApplication,
} from '../api/job-pipeline-api';

const STATUS_LABELS: Record<JobApplication['status'], string> = {
  active: 'Active',
  rejected: 'Rejected',
  hired: 'Hired',
};

function ResumeButton({ application }: { application: JobApplication }) {
  const [download, state] = useDownloadFileMutation();
  if (!application.resumeFileId) return <Typography color="text.secondary">—</Typography>;
  const save = async () => {
    try {
      const blob = await download(application.resumeFileId!).unwrap();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${application.firstName} ${application.lastName} resume`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastError(error, 'The résumé could not be downloaded.');
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DescriptionOutlinedIcon />}
      onClick={() => void save()}
      disabled={state.isLoading}
    >
      Résumé
    </Button>
  );
}

const columns: DataTableColumn<JobApplication>[] = [
  {
    id: 'name',
    header: 'Candidate',
    hideable: false,
    cell: (row) => (
      <Box>
        <Link
          component={RouterLink}
          to={paths.candidate(row.candidateId)}
          underline="hover"
          sx={{ fontWeight: 600 }}
        >
          {row.firstName} {row.lastName}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {row.email}
        </Typography>
      </Box>
    ),
    csv: (row) => `${row.firstName} ${row.lastName}`,
  },
  { id: 'email', header: 'Email', defaultHidden: true, cell: (row) => row.email },
  { id: 'phone', header: 'Phone', defaultHidden: true, cell: (row) => row.phone ?? '' },
  {
    id: 'stage',
    header: 'Stage',
    cell: (row) => row.stageName ?? '—',
    csv: (row) => row.stageName ?? '',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => (
      <Chip
        size="small"
        label={STATUS_LABELS[row.status]}
        color={row.status === 'active' ? 'primary' : 'default'}
      />
    ),
    csv: (row) => STATUS_LABELS[row.status],
  },
  { id: 'source', header: 'Source', cell: (row) => row.source || '—', csv: (row) => row.source },
  {
    id: 'post',
    header: 'Job post',
    defaultHidden: true,
    cell: (row) => row.postTitle ?? '',
    csv: (row) => row.postTitle ?? '',
  },
  {
    id: 'appliedAt',
    header: 'Applied',
    cell: (row) => (
      <time dateTime={row.appliedAt}>
        {dayjs(row.appliedAt).format('DD MMM YYYY')}
        {row.submissions > 1 ? ` (${row.submissions}×)` : ''}
      </time>
    ),
    csv: (row) => row.appliedAt,
  },
  { id: 'resume', header: 'Résumé', cell: (row) => <ResumeButton application={row} />, csv: () => '' },
];

export interface PipelineApplicantsTableProps {
  jobId: string;
  /** The stage chosen in the bars above, if any. */
  stage?: { id: string; name: string };
  query: ListQueryState;
  onQueryChange: (query: ListQueryState) => void;
}

/** The pipeline's list view: every application of the job, a page at a time, narrowed to a stage. */
export function PipelineApplicantsTable({
  jobId,
  stage,
  query,
  onQueryChange,
}: PipelineApplicantsTableProps) {
  const params = useMemo(
    () => ({ ...toListParams(query), ...(stage ? { stageId: stage.id } : {}) }),
    [query, stage],
  );
  const applications = useListJobApplicationsQuery({ id: jobId, params }, { skip: !jobId });
  return (
    <DataTable
      label={stage ? `Candidates in ${stage.name}` : 'Candidates'}
      columns={columns}
      {...listResultProps(applications)}
      getRowId={(row) => row.id}
      getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
      query={query}
      onQueryChange={onQueryChange}
      searchPlaceholder="Search by name or email"
      emptyTitle={stage ? `No candidates in ${stage.name}` : 'No candidates yet'}
      emptyDescription="Applications from the job's posts appear here as soon as candidates confirm their email."
    />
  );
}
