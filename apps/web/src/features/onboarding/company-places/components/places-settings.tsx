import { useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { Modal } from '../../../../components/ui/modal';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteOnboardingPlaceMutation,
  useOnboardingPlacesQuery,
  useSaveOnboardingPlaceMutation,
  type PlaceKind,
} from '../api/company-places-api';

const WORDS = {
  departments: {
    one: 'department',
    title: 'Departments',
    description:
      'Your company’s departments: the same ones company administration manages. A new hire’s department decides part of their plan.',
  },
  locations: {
    one: 'location',
    title: 'Locations',
    description:
      'Your company’s offices and places of work: the same ones company administration manages. A new hire’s location decides part of their plan.',
  },
} as const;

interface Place {
  id: string;
  name: string;
  people: number;
  newHires: number;
}

function NameDialog({
  kind,
  place,
  open,
  onClose,
}: {
  kind: PlaceKind;
  place: Place | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveOnboardingPlaceMutation();
  const [name, setName] = useState(place?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const one = WORDS[kind].one;
  const submit = async () => {
    if (!name.trim()) return setError('This field is required');
    try {
      toastSuccess(successMessage(await save({ kind, id: place?.id, name: name.trim() }).unwrap(), 'Saved'));
      onClose();
    } catch (failure) {
      const message = fieldErrors(failure).find((item) => item.path === 'name')?.message;
      if (message) setError(message);
      else toastError(failure);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={place ? `Rename ${one}` : `Add ${one}`}
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
            {place ? 'Save' : `Add ${one}`}
          </Button>
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ pt: 1 }}
      >
        <TextField
          label="Name"
          required
          fullWidth
          autoFocus
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
        />
      </Box>
    </Modal>
  );
}

/** Settings → departments or locations: the company's own, added, renamed and (when unused) deleted. */
export function PlacesSettings({ kind }: { kind: PlaceKind }) {
  const places = useOnboardingPlacesQuery(kind);
  const [deletePlace] = useDeleteOnboardingPlaceMutation();
  const [editing, setEditing] = useState<Place | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Place | null>(null);
  const words = WORDS[kind];

  const confirmDelete = async () => {
    try {
      toastSuccess(successMessage(await deletePlace({ kind, id: deleting!.id }).unwrap(), 'Deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title={words.title}
        description={words.description}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add {words.one}
          </Button>
        }
      />
      {places.isError && (
        <LoadFailureState error={places.error} subject="list" onRetry={() => void places.refetch()} />
      )}
      {places.isLoading && (
        <Skeleton variant="rounded" height={200} aria-label={`Loading the ${kind}`} role="progressbar" />
      )}
      {places.data?.length === 0 && (
        <EmptyState title={`No ${kind} yet`} description={`Add your first ${words.one}.`} />
      )}
      {places.data && places.data.length > 0 && (
        <Paper variant="outlined">
          <Box
            component="ul"
            aria-label={words.title}
            sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
          >
            {places.data.map((place) => (
              <Stack
                key={place.id}
                component="li"
                direction="row"
                spacing={2}
                sx={{ listStyle: 'none', p: 2, alignItems: 'center' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{place.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {place.people} {place.people === 1 ? 'person' : 'people'} · {place.newHires} new hire
                    {place.newHires === 1 ? '' : 's'}
                  </Typography>
                </Box>
                <RowActions
                  name={place.name}
                  onEdit={() => setEditing(place)}
                  onDelete={() => setDeleting(place)}
                />
              </Stack>
            ))}
          </Box>
        </Paper>
      )}
      {editing !== undefined && (
        <NameDialog kind={kind} place={editing} open onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${words.one}`}
        message={
          deleting
            ? deleting.people + deleting.newHires > 0
              ? `“${deleting.name}” still has people or new hires; it cannot be deleted until they move. Try anyway?`
              : `Delete “${deleting.name}”? This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
