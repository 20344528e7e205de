import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  Alert,
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
  CUSTOM_FIELD_AREAS,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomFieldArea,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { PageHeading } from '../../../../components/ui/page-heading';
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

/** What each page says about its kind of field. */
const COPY: Record<CustomFieldEntity, { where: string; empty: string; required: string }> = {
  job: {
    where: "Shown on every job's info in this order.",
    empty: 'Add fields such as budget, level or cost centre.',
    required: 'Required on every job',
  },
  candidate: {
    where: "Shown on every candidate's profile in this order.",
    empty: 'Add fields such as notice period, salary expectation or visa sponsorship.',
    required: 'Required when a candidate’s fields are saved',
  },
  application: {
    where: 'Shown on each application of a candidate in this order.',
    empty: 'Add fields such as the interview format or the agency fee.',
    required: 'Required when an application’s fields are saved',
  },
  offer: {
    where: 'Recorded on every offer in this order.',
    empty: 'Add fields such as signing bonus or relocation package.',
    required: 'Required on every offer',
  },
  user: {
    where: 'Recorded about each colleague who recruits, in this order.',
    empty: 'Add fields such as interviewer level or languages spoken.',
    required: 'Required for every user',
  },
  referral_question: {
    where: 'Asked of whoever refers someone, in this order; the answers are kept on the application.',
    empty: 'Ask referrers such things as how they know the person and why they are a fit.',
    required: 'A referrer must answer',
  },
};

/** The area of the page's path: /configuration/custom-options/<segment>. */
export function useCustomFieldArea(): CustomFieldArea {
  const segment = useLocation().pathname.split('/').filter(Boolean).pop();
  return Object.values(CUSTOM_FIELD_AREAS).find((area) => area.segment === segment) ?? CUSTOM_FIELD_AREAS.job;
}

function FieldDialog({
  area,
  field,
  onClose,
}: {
  area: CustomFieldArea;
  field: CustomField | 'new';
  onClose: () => void;
}) {
  const existing = field === 'new' ? undefined : field;
  const noun = area.singular.toLowerCase();
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
      const saved = await save({ segment: area.segment, id: existing?.id, body }).unwrap();
      toastSuccess(successMessage(saved, `${area.singular} saved`));
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
      <DialogTitle id="field-title">{existing ? `Edit ${noun}` : `New ${noun}`}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          aria-label={area.singular}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={area.entity === 'referral_question' ? 'Question' : 'Field name'}
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
            label={COPY[area.entity].required}
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

/**
 * /configuration/custom-options/jobs, candidates, applications, offers, users and referral-questions:
 * what the company records about each kind of record (or asks referrers), in the order forms show it.
 */
export default function CustomFieldsPage() {
  const area = useCustomFieldArea();
  const { segment, singular, title } = area;
  const noun = singular.toLowerCase();
  usePageTitle(title);
  const fields = useListCustomFieldsQuery(segment);
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
      <PageHeading
        title={title}
        description={<>{COPY[area.entity].where} Drag one by its handle, or use the keyboard, to move it.</>}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            New {noun}
          </Button>
        }
      />
      {fields.isError && <Alert severity="error">{errorMessage(fields.error)}</Alert>}
      {fields.data?.length === 0 && (
        <EmptyState title={`No ${title.toLowerCase()} yet`} description={COPY[area.entity].empty} />
      )}
      {items.length > 0 && (
        <SortableList
          label={title}
          items={items}
          getId={(field) => field.id}
          getLabel={(field) => field.name}
          onReorder={(next) => {
            setItems(next);
            reorder({ segment, ids: next.map((field) => field.id) })
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
                  void setArchived({ segment, id: field.id, archived: !field.archived })
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
      {editing && <FieldDialog area={area} field={editing} onClose={() => setEditing(null)} />}
      <DeleteRecordDialog
        kind={noun}
        name={deleting?.name ?? null}
        onDelete={() => remove({ segment, id: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
