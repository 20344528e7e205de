import { useMemo } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../../components/data-table/data-table';
import type { ListQueryState } from '../../../../components/data-table/list-query';
import { listResultProps } from '../../../../components/data-table/list-result-props';
import { useUrlListQueryState } from '../../../../components/data-table/use-url-list-query-state';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useCandidateFilterOptionsQuery, useListCandidatesQuery } from '../api/candidates-api';
import type { BulkTarget } from '../components/bulk-action-dialogs';
import { CandidateBulkActions, useBulkActions } from '../components/candidate-bulk-actions';
import { CANDIDATE_COLUMNS } from '../components/candidate-columns';
import { ColumnChooser } from '../components/column-chooser';
import { ExportCandidatesButton } from '../components/export-candidates-button';
import { useColumnLayout } from '../hooks/use-column-layout';
import { candidateName } from '../utils/candidate-labels';
import {
  candidateFilterFields,
  candidateListParams,
  STAGE_FILTER,
  withStagesOfJob,
} from '../utils/candidate-list-filters';

/** /candidates: everyone who applied or was added, where each stands, and who looks after them. */
export default function CandidatesPage() {
  usePageTitle('Candidates');
  const canExport = useHasPermission('rct.module.candidates.candidate.export');
  const canAdd = useHasPermission('rct.module.candidates.candidate.create');
  const options = useCandidateFilterOptionsQuery();
  const filterFields = useMemo(() => candidateFilterFields(options.data), [options.data]);
  const { query, setQuery } = useUrlListQueryState({
    filterFields,
    initialSort: { id: 'lastActivityAt', sortOrder: -1 },
  });
  const jobId = typeof query.filters.jobId === 'string' ? query.filters.jobId : '';
  const shownFields = useMemo(
    () => withStagesOfJob(filterFields, options.data, jobId),
    [filterFields, options.data, jobId],
  );
  const params = useMemo(() => candidateListParams(query), [query]);
  const candidates = useListCandidatesQuery(params);
  const bulkActions = useBulkActions();
  const columns = useColumnLayout('candidates', CANDIDATE_COLUMNS);
  // "All N matches" is the list's search and filters; the server finds them again when it acts.
  const matching = useMemo(() => {
    const { page: _page, limit: _limit, sortBy: _sortBy, sortOrder: _sortOrder, ...filters } = params;
    return { filters: filters as BulkTarget['filters'] };
  }, [params]);

  // Another job's stages are not this one's: choosing a job starts its stage over.
  const changeQuery = (next: ListQueryState) =>
    setQuery(
      next.filters.jobId === query.filters.jobId
        ? next
        : { ...next, filters: { ...next.filters, [STAGE_FILTER]: '' } },
    );

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Candidates
          </Typography>
          <Typography color="text.secondary">
            Everyone who applied or was added as a prospect, with where each of their applications stands.
          </Typography>
        </Box>
        {canAdd && (
          <Button
            component={RouterLink}
            to={paths.addCandidate}
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
          >
            Add candidate
          </Button>
        )}
      </Stack>
      <DataTable
        label="Candidates"
        columns={columns.shownColumns}
        {...listResultProps(candidates)}
        getRowId={(candidate) => candidate.id}
        getRowLabel={candidateName}
        query={query}
        onQueryChange={changeQuery}
        filterFields={shownFields}
        searchPlaceholder="Search by name, email, phone or company"
        toolbarActions={
          <>
            <ColumnChooser
              columns={CANDIDATE_COLUMNS}
              layout={columns.layout}
              isDefault={columns.isDefault}
              onChange={columns.change}
              onReset={columns.reset}
            />
            {canExport && (
              <ExportCandidatesButton params={params} disabled={(candidates.data?.total ?? 0) === 0} />
            )}
          </>
        }
        bulkActions={
          bulkActions.length > 0
            ? (selected, clear, scope) => (
                <CandidateBulkActions
                  actions={bulkActions}
                  target={
                    scope.isAllMatches
                      ? matching
                      : { candidateIds: selected.map((candidate) => candidate.id) }
                  }
                  count={scope.count}
                  options={options.data}
                  listJobId={jobId || null}
                  onDone={clear}
                />
              )
            : undefined
        }
        canSelectAllMatches
        emptyTitle="No candidates found"
        emptyDescription="Try other filters or a different search. Candidates appear here as soon as they apply."
      />
    </Stack>
  );
}
