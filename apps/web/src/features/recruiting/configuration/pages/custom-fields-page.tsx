import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldType,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { SortableList } from '../../../../components/ui/sortable-list';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteCustomFieldMutation,
  useListCustomFieldsQuery,
  useReorderCustomFieldsMutation,
  useSaveCustomFieldMutation,
  useSetCustomFieldArchivedMutation,
  type CustomField,
} from '../api/custom-fields-api';

const isSelect = (type: CustomFieldType) => type === 'single_select' || type === 'multi_select';

function FieldDialog({ field, onClose }: { field: CustomField | 'new'; onClose: () => void }) {
  const existing = field === 'new' ? undefined : field;
  const [save, saving] = useSaveCustomFieldMutation();
  const [name, setName] = useState(existing?.name ?? '');
  const [type, setType] = useState<CustomFieldType>(existing?.type ?? 'text');
  const [options, setOptions] = useState(existing?.options.join('\n') ?? '');
  const [required, setRequired] = useState(existing?.required ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    try {
      const body = {
        name,
        type,
        required,
        options: options
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      };
      toastSuccess(successMessage(await save({ id: existing?.id, body }).unwrap(), 'Job field saved'));
      onClose();
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={saving.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="field-title"
    >
      <DialogTitle id="field-title">{existing ? 'Edit job field' : 'New job field'}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          aria-label="Job field"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Field name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            autoFocus
          />
          <TextField
            select
            label="Type"
            value={type}
            disabled={Boolean(existing)}
            onChange={(event) => setType(event.target.value as CustomFieldType)}
            helperText={existing ? 'A field keeps its type once created.' : errors.type}
          >
            {CUSTOM_FIELD_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {CUSTOM_FIELD_TYPE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          {isSelect(type) && (
            <TextField
              label="Options, one per line"
              multiline
              minRows={3}
              value={options}
              onChange={(event) => setOptions(event.target.value)}
              error={Boolean(errors.options)}
              helperText={errors.options ?? 'At least two'}
            />
          )}
          <FormControlLabel
            control={<Switch checked={required} onChange={(_event, value) => setRequired(value)} />}
            label="Required on every job"
          />
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={saving.isLoading}>
          Save field
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /configuration/custom-options/jobs: what the company records about every job, in the order forms show it. */
export default function CustomJobFieldsPage() {
  usePageTitle('Custom job fields');
  const fields = useListCustomFieldsQuery();
  const [reorder] = useReorderCustomFieldsMutation();
  const [setArchived] = useSetCustomFieldArchivedMutation();
  const [remove] = useDeleteCustomFieldMutation();
  const [items, setItems] = useState<CustomField[]>([]);
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  useEffect(() => {
    if (fields.data) setItems(fields.data);
  }, [fields.data]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h4" component="h1">
            Custom job fields
          </Typography>
          <Typography color="text.secondary">
            Shown on every job's info in this order. Drag a field by its handle, or use the keyboard, to move
            it.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          New job field
        </Button>
      </Box>
      {fields.isError && <Alert severity="error">{errorMessage(fields.error)}</Alert>}
      {fields.data?.length === 0 && (
        <EmptyState
          title="No custom job fields yet"
          description="Add fields such as budget, level or cost centre."
        />
      )}
      {items.length > 0 && (
        <SortableList
          label="Custom job fields"
          items={items}
          getId={(field) => field.id}
          getLabel={(field) => field.name}
          onReorder={(next) => {
            setItems(next);
            reorder(next.map((field) => field.id))
              .unwrap()
              .catch((error: unknown) => {
                toastError(error);
                if (fields.data) setItems(fields.data);
              });
          }}
          renderItem={(field) => (
            <Paper
              variant="outlined"
              sx={{ p: 2, flex: 1, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Typography fontWeight={600} sx={{ flex: 1 }}>
                {field.name}
              </Typography>
              <Chip size="small" label={CUSTOM_FIELD_TYPE_LABELS[field.type]} />
              {field.required && <Chip size="small" color="primary" label="Required" />}
              {field.archived && <Chip size="small" label="Archived" />}
              <Button
                size="small"
                onClick={() =>
                  void setArchived({ id: field.id, archived: !field.archived })
                    .unwrap()
                    .then((result) => toastSuccess(successMessage(result, 'Saved')))
                    .catch((error: unknown) => toastError(error))
                }
              >
                {field.archived ? 'Restore' : 'Archive'}
              </Button>
              <RowActions
                name={field.name}
                onEdit={() => setEditing(field)}
                onDelete={() => setDeleting(field)}
              />
            </Paper>
          )}
        />
      )}
      {editing && <FieldDialog field={editing} onClose={() => setEditing(null)} />}
      <DeleteRecordDialog
        kind="job field"
        name={deleting?.name ?? null}
        onDelete={() => remove(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
