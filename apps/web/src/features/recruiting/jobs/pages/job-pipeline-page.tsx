import { useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Box, Button, Chip, Link, Paper, Stack, Typography } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { toListParams } from '../../../../components/data-table/list-query';
import { useListQueryState } from '../../../../components/data-table/use-list-query-state';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import {
  useDownloadFileMutation,
  useGetJobPipelineQuery,
  useListJobApplicationsQuery,
  type JobApplication,
} from '../api/job-pipeline-api';
import { JobLoadState } from '../components/job-load-state';
import { PipelineFunnel } from '../components/pipeline-funnel';

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

/** /jobs/:id/pipeline: the job's stages with their candidates, and who applied. */
export default function JobPipelinePage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const pipeline = useGetJobPipelineQuery(id);
  const [stageId, setStageId] = useState<string | undefined>();
  const { query, setQuery } = useListQueryState();
  const params = useMemo(
    () => ({ ...toListParams(query), ...(stageId ? { stageId } : {}) }),
    [query, stageId],
  );
  const applications = useListJobApplicationsQuery({ id, params }, { skip: !id });
  usePageTitle(job.data ? `Pipeline: ${job.data.name}` : 'Pipeline');

  const columns = useMemo<DataTableColumn<JobApplication>[]>(
    () => [
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
    ],
    [],
  );

  if (!job.data) return <JobLoadState query={job} />;
  const selectedStage = pipeline.data?.stages.find((stage) => stage.id === stageId);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Pipeline
        </Typography>
        <Typography color="text.secondary">
          {pipeline.data
            ? `${pipeline.data.totals.active} active · ${pipeline.data.totals.hired} hired · ${pipeline.data.totals.rejected} rejected`
            : 'Candidates by stage'}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {pipeline.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void pipeline.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(pipeline.error)}
          </Alert>
        ) : pipeline.data ? (
          <PipelineFunnel
            pipeline={pipeline.data}
            selected={stageId}
            onSelect={(next) => {
              setStageId(next);
              setQuery({ ...query, page: 1 });
            }}
          />
        ) : (
          <Typography color="text.secondary">Loading stages…</Typography>
        )}
      </Paper>
      <DataTable
        label={selectedStage ? `Candidates in ${selectedStage.name}` : 'Candidates'}
        columns={columns}
        {...listResultProps(applications)}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.firstName} ${row.lastName}`}
        query={query}
        onQueryChange={setQuery}
        searchPlaceholder="Search by name or email"
        emptyTitle={selectedStage ? `No candidates in ${selectedStage.name}` : 'No candidates yet'}
        emptyDescription="Applications from the job's posts appear here as soon as candidates confirm their email."
      />
    </Stack>
  );
}
