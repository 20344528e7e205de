import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
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
      <ListStates
        query={places}
        subject="list"
        loadingLabel={`Loading the ${kind}`}
        empty={{ title: `No ${kind} yet`, description: `Add your first ${words.one}.` }}
      >
        {(items) => (
          <DividedList label={words.title}>
            {items.map((place) => (
              <DividedListItem
                key={place.id}
                align="center"
                actions={
                  <RowActions
                    name={place.name}
                    onEdit={() => setEditing(place)}
                    onDelete={() => setDeleting(place)}
                  />
                }
              >
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{place.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.people} {place.people === 1 ? 'person' : 'people'} · {place.newHires} new hire
                  {place.newHires === 1 ? '' : 's'}
                </Typography>
              </DividedListItem>
            ))}
          </DividedList>
        )}
      </ListStates>
      {editing !== undefined && (
        <NameDialog kind={kind} place={editing} open onClose={() => setEditing(undefined)} />
      )}
      <DeleteRecordDialog
        kind={words.one}
        name={deleting?.name ?? null}
        message={
          deleting && deleting.people + deleting.newHires > 0
            ? `“${deleting.name}” still has people or new hires; it cannot be deleted until they move. Try anyway?`
            : `Delete “${deleting?.name}”? This cannot be undone.`
        }
        onDelete={() => deletePlace({ kind, id: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
