import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Box,
  Button,
  FormControlLabel,
  InputAdornment,
  MenuItem,
  Skeleton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { AppTabs, TabPanel } from '../../../../components/ui/tabs';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useCandidateFilterOptionsQuery } from '../../candidates/api/candidates-api';
import {
  useListPoolsQuery,
  useMoveProspectMutation,
  useRemoveProspectMutation,
  type PoolStage,
  type Prospect,
} from '../api/talent-pool-api';
import { AddProspectDialog } from '../components/add-prospect-dialog';
import { ConvertProspectDialog } from '../components/convert-prospect-dialog';
import { ProspectOwnerDialog } from '../components/prospect-owner-dialog';
import { StageColumn } from '../components/stage-column';

const SEARCH_DEBOUNCE_MS = 300;
const TABS_ID = 'talent-pool';

/** The page's choices, kept in the address: the pool, a stage, an owner, the search, and the converted. */
function usePoolView() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    poolId: params.get('pool') ?? '',
    stageId: params.get('stage') ?? '',
    ownerId: params.get('owner') ?? '',
    search: params.get('search') ?? '',
    showConverted: params.get('converted') === 'shown',
    update,
  };
}

/** /talent-pool: people kept warm for later, pool by pool, moved through its stages until they apply. */
export default function TalentPoolPage() {
  usePageTitle('Talent pool');
  const canAdd = useHasPermission('rct.module.talent_pool.prospect.create');
  const canEdit = useHasPermission('rct.module.talent_pool.prospect.edit');
  const canRemove = useHasPermission('rct.module.talent_pool.prospect.delete');
  const canConfigure = useHasPermission('rct.module.talent_pool.pool.configure');
  // The colleagues and jobs the pickers offer come with the candidates' filter options.
  const canSeeCandidates = useHasPermission('rct.module.candidates.candidate.view');
  const pools = useListPoolsQuery();
  const options = useCandidateFilterOptionsQuery(undefined, { skip: !canSeeCandidates });
  const view = usePoolView();
  const [searchText, setSearchText] = useState(view.search);
  const [isAdding, setIsAdding] = useState(false);
  const [owning, setOwning] = useState<Prospect | null>(null);
  const [converting, setConverting] = useState<Prospect | null>(null);
  const [removing, setRemoving] = useState<Prospect | null>(null);
  const [move] = useMoveProspectMutation();
  const [remove] = useRemoveProspectMutation();

  const { search: appliedSearch, update } = view;
  useEffect(() => {
    if (searchText.trim() === appliedSearch) return undefined;
    const timer = setTimeout(() => update({ search: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, appliedSearch, update]);

  const pool = useMemo(
    () => pools.data?.find((item) => item.id === view.poolId) ?? pools.data?.[0],
    [pools.data, view.poolId],
  );
  const stage = pool?.stages.find((item) => item.id === view.stageId);
  const shownStages = stage ? [stage] : (pool?.stages ?? []);
  const users = options.data?.users;
  const isFiltered = Boolean(view.search || view.ownerId);

  const moveTo = async (prospect: Prospect, to: PoolStage) => {
    try {
      await move({ id: prospect.id, candidateId: prospect.candidate.id, body: { stageId: to.id } }).unwrap();
      toastSuccess(`${prospect.candidate.name} moved to ${to.name}`);
    } catch (error) {
      toastError(error);
    }
  };
  const removeNow = async () => {
    if (!removing) return;
    try {
      const result = await remove({ id: removing.id, candidateId: removing.candidate.id }).unwrap();
      toastSuccess(successMessage(result, 'Removed from the pool'));
      setRemoving(null);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  const addButton = canAdd && pool && (
    <Button
      variant="contained"
      startIcon={<PersonAddAltOutlinedIcon />}
      onClick={() => setIsAdding(true)}
      sx={{ flexShrink: 0 }}
    >
      Add prospect
    </Button>
  );

  const content = () => {
    if (!pools.data) {
      if (!pools.isError)
        return <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading pools" />;
      return (
        <LoadFailureState error={pools.error} subject="talent pool" onRetry={() => void pools.refetch()} />
      );
    }
    if (!pool) {
      return (
        <EmptyState
          title="No talent pools yet"
          description={
            canConfigure
              ? 'A pool keeps people you would like to hire one day, in stages of your own.'
              : 'A pool keeps people you would like to hire one day. Ask someone who configures pools to add one.'
          }
          action={
            canConfigure && (
              <Button component={RouterLink} to={paths.talentPoolConfigure} variant="contained">
                Configure pools
              </Button>
            )
          }
        />
      );
    }
    const isEmptyPool = pool.prospects === 0 && !isFiltered && !view.showConverted && !stage;
    return (
      <Stack spacing={2}>
        <AppTabs
          label="Pools"
          idPrefix={TABS_ID}
          value={pool.id}
          onChange={(poolId) => update({ pool: poolId, stage: '' })}
          tabs={pools.data.map((item) => ({ value: item.id, label: `${item.name} (${item.prospects})` }))}
        />
        <TabPanel idPrefix={TABS_ID} value={pool.id} current={pool.id}>
          <Stack spacing={2}>
            <Stack
              direction={{ xxs: 'column', md: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
            >
              <TextField
                size="small"
                type="search"
                label="Search prospects"
                placeholder="Name, email or company"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                sx={{ flex: { md: '2 1 260px' } }}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                select
                size="small"
                label="Stage"
                value={stage?.id ?? ''}
                onChange={(event) => update({ stage: event.target.value })}
                sx={{ flex: { md: '1 1 180px' } }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">All stages</MenuItem>
                {pool.stages.map((item) => (
                  <MenuItem key={item.id} value={item.id}>
                    {item.name}
                  </MenuItem>
                ))}
              </TextField>
              {users && (
                <TextField
                  select
                  size="small"
                  label="Owner"
                  value={users.some((user) => user.id === view.ownerId) ? view.ownerId : ''}
                  onChange={(event) => update({ owner: event.target.value })}
                  sx={{ flex: { md: '1 1 180px' } }}
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                >
                  <MenuItem value="">Anyone</MenuItem>
                  {users.map((user) => (
                    <MenuItem key={user.id} value={user.id}>
                      {user.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <FormControlLabel
                control={
                  <Switch
                    checked={view.showConverted}
                    onChange={(_, checked) => update({ converted: checked ? 'shown' : '' })}
                  />
                }
                label="Show converted"
              />
            </Stack>
            {isEmptyPool ? (
              <EmptyState
                title={`No active prospects in ${pool.name}`}
                description="Add someone you met, or a candidate worth another look, and move them through the pool's stages until they apply. Those converted to candidates show with Show converted."
                action={addButton}
              />
            ) : (
              <Box
                role="group"
                aria-label={`Stages of ${pool.name}`}
                sx={{
                  display: 'flex',
                  gap: 2,
                  overflowX: 'auto',
                  scrollSnapType: 'x mandatory',
                  overscrollBehaviorX: 'contain',
                  pb: 1,
                  alignItems: 'flex-start',
                }}
              >
                {shownStages.map((item) => (
                  <StageColumn
                    key={item.id}
                    stage={item}
                    stages={pool.stages}
                    query={{
                      poolId: pool.id,
                      stageId: item.id,
                      search: view.search || undefined,
                      ownerId: view.ownerId || undefined,
                    }}
                    showConverted={view.showConverted}
                    isFiltered={isFiltered}
                    onMove={canEdit ? (prospect, to) => void moveTo(prospect, to) : undefined}
                    onSetOwner={canEdit && users ? setOwning : undefined}
                    onConvert={canEdit && options.data ? setConverting : undefined}
                    onRemove={canRemove ? setRemoving : undefined}
                  />
                ))}
              </Box>
            )}
          </Stack>
        </TabPanel>
      </Stack>
    );
  };

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Talent pool
          </Typography>
          <Typography color="text.secondary">
            People you would like to hire one day, kept warm in pools until a job suits them.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: 'flex-start' }}>
          {canConfigure && (
            <Button
              component={RouterLink}
              to={paths.talentPoolConfigure}
              variant="outlined"
              startIcon={<SettingsOutlinedIcon />}
            >
              Configure pools
            </Button>
          )}
          {addButton}
        </Stack>
      </Stack>
      {content()}
      {isAdding && pool && (
        <AddProspectDialog
          pool={pool}
          stageId={stage?.id}
          users={users}
          canSearchCandidates={canSeeCandidates}
          onClose={() => setIsAdding(false)}
        />
      )}
      {owning && users && (
        <ProspectOwnerDialog prospect={owning} users={users} onClose={() => setOwning(null)} />
      )}
      {converting && options.data && (
        <ConvertProspectDialog
          prospect={converting}
          jobs={options.data.jobs}
          onClose={() => setConverting(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove from pool"
        message={
          removing
            ? `Remove ${removing.candidate.name} from ${removing.pool.name}? They stay a candidate, with their activity.`
            : ''
        }
        confirmLabel="Remove"
        isDestructive
        onConfirm={removeNow}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
