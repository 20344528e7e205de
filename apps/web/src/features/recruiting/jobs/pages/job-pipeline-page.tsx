import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import { useParams, useSearchParams } from 'react-router';
import { useListQueryState } from '../../../../components/data-table/use-list-query-state';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useGetJobQuery } from '../api/jobs-api';
import { useGetJobPipelineQuery } from '../api/job-pipeline-api';
import { JobLoadState } from '../components/job-load-state';
import { PipelineApplicantsTable } from '../components/pipeline-applicants-table';
import { PipelineBoard } from '../components/pipeline-board';
import { PipelineFunnel } from '../components/pipeline-funnel';

type PipelineView = 'list' | 'board';

/** /jobs/:id/pipeline[?view=board]: the job's stages with their candidates, as a list or a board. */
export default function JobPipelinePage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const pipeline = useGetJobPipelineQuery(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: PipelineView = searchParams.get('view') === 'board' ? 'board' : 'list';
  const [stageId, setStageId] = useState<string | undefined>();
  const { query, setQuery } = useListQueryState();
  usePageTitle(job.data ? `Pipeline: ${job.data.name}` : 'Pipeline');

  const changeView = (next: PipelineView | null) => {
    if (!next) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'board') params.set('view', 'board');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  };

  if (!job.data) return <JobLoadState query={job} />;
  const selectedStage = pipeline.data?.stages.find((stage) => stage.id === stageId);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: PipelineView | null) => changeView(next)}
          aria-label="Pipeline view"
          sx={{ alignSelf: { xxs: 'flex-start', sm: 'auto' } }}
        >
          <ToggleButton value="board" sx={{ gap: 0.5, px: 1.5 }}>
            <ViewKanbanOutlinedIcon fontSize="small" />
            Board
          </ToggleButton>
          <ToggleButton value="list" sx={{ gap: 0.5, px: 1.5 }}>
            <ViewListOutlinedIcon fontSize="small" />
            List
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
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
            // The bars narrow the list; the board shows every stage side by side anyway.
            selected={view === 'list' ? stageId : undefined}
            onSelect={
              view === 'list'
                ? (next) => {
                    setStageId(next);
                    setQuery({ ...query, page: 1 });
                  }
                : undefined
            }
          />
        ) : (
          <Typography color="text.secondary">Loading stages…</Typography>
        )}
      </Paper>
      {view === 'board' ? (
        <PipelineBoard jobId={id} jobName={job.data.name} />
      ) : (
        <PipelineApplicantsTable jobId={id} stage={selectedStage} query={query} onQueryChange={setQuery} />
      )}
    </Stack>
  );
}
