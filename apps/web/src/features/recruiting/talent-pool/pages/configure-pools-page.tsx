import { useState } from 'react';
import { Alert, Box, Button, Chip, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCandidateFilterOptionsQuery } from '../../candidates/api/candidates-api';
import { useDeletePoolMutation, useListPoolsQuery, type Pool } from '../api/talent-pool-api';
import { PoolDialog } from '../components/pool-dialog';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function PoolSummary({ pool, onEdit, onDelete }: { pool: Pool; onEdit: () => void; onDelete: () => void }) {
  const headingId = `pool-${pool.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {pool.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {plural(pool.prospects, 'prospect')} ·{' '}
              {pool.admins.length > 0
                ? `Admins: ${pool.admins.map((admin) => admin.name).join(', ')}`
                : 'No admins'}
            </Typography>
          </Box>
          <RowActions name={pool.name} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
        <Box
          component="ol"
          aria-label={`Stages of ${pool.name}`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {pool.stages.map((stage, index) => (
            <li key={stage.id}>
              <Chip
                size="small"
                variant="outlined"
                label={`${index + 1}. ${stage.name} (${stage.prospects})`}
                sx={{ maxWidth: '100%' }}
              />
            </li>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}

/** /talent-pool/configure-pool: the company's pools, their stages in order and their admins. */
export default function ConfigurePoolsPage() {
  usePageTitle('Configure pools');
  const canSeeCandidates = useHasPermission('rct.module.candidates.candidate.view');
  const pools = useListPoolsQuery();
  // The admins are chosen among the colleagues the candidates' filter options offer.
  const options = useCandidateFilterOptionsQuery(undefined, { skip: !canSeeCandidates });
  const [editing, setEditing] = useState<Pool | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Pool | null>(null);
  const [deleteError, setDeleteError] = useState('');
  const [deletePool] = useDeletePoolMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError('');
    try {
      toastSuccess(successMessage(await deletePool(deleting.id).unwrap(), 'Pool deleted'));
      setDeleting(null);
    } catch (error) {
      // A pool still holding prospects is refused (409) with what to do: said in the dialog.
      setDeleteError(errorMessage(error));
      throw error;
    }
  };

  const list = () => {
    if (!pools.data) {
      if (!pools.isError)
        return <Skeleton variant="rounded" height={200} role="progressbar" aria-label="Loading pools" />;
      return (
        <LoadFailureState error={pools.error} subject="list of pools" onRetry={() => void pools.refetch()} />
      );
    }
    if (pools.data.length === 0) {
      return (
        <EmptyState
          title="No pools yet"
          description="Add a pool for the people you would like to hire one day: silver medalists, a community, alumni."
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              Add pool
            </Button>
          }
        />
      );
    }
    return (
      <Box component="ul" aria-label="Pools" sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}>
        {pools.data.map((pool) => (
          <PoolSummary
            key={pool.id}
            pool={pool}
            onEdit={() => setEditing(pool)}
            onDelete={() => {
              setDeleteError('');
              setDeleting(pool);
            }}
          />
        ))}
      </Box>
    );
  };

  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={paths.talentPool}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
      >
        <ArrowBackIcon fontSize="small" />
        Talent pool
      </Link>
      <Stack
        direction={{ xxs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Configure pools
          </Typography>
          <Typography color="text.secondary">
            Each pool has its own stages, in order, and admins who look after it.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          Add pool
        </Button>
      </Stack>
      {list()}
      {editing && (
        <PoolDialog
          pool={editing === 'new' ? null : editing}
          users={options.data?.users}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete pool"
        message={
          <Stack spacing={2}>
            <span>
              {deleting ? `Delete the pool “${deleting.name}” and its stages? This cannot be undone.` : ''}
            </span>
            {deleteError && <Alert severity="error">{deleteError}</Alert>}
          </Stack>
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
