import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { FIELD_TYPE_LABELS } from '@atrium/shared/schemas/onboarding/fields';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { SortableList } from '../../../../components/ui/sortable-list';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import {
  useDeleteOnboardingFieldMutation,
  useOnboardingFieldsQuery,
  useOrderOnboardingFieldsMutation,
  type FieldDefinition,
} from '../api/fields-api';
import { FieldDefinitionDialog } from '../components/field-definition-dialog';

const getId = (field: FieldDefinition) => field.id;
const getLabel = (field: FieldDefinition) => field.name;

/** /onboarding/settings/fields: the company's own questions for its new hires, in order. */
export default function FieldsSettingsPage() {
  usePageTitle('Fields');
  const fields = useOnboardingFieldsQuery();
  const [order] = useOrderOnboardingFieldsMutation();
  const [deleteField] = useDeleteOnboardingFieldMutation();
  const [editing, setEditing] = useState<FieldDefinition | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<FieldDefinition | null>(null);

  const move = async (items: FieldDefinition[]) => {
    try {
      await order(items.map(getId)).unwrap();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Fields"
        description="Your own questions for new hires, beside their name, address, emergency contacts and bank details. They fill them in on their profile; drag to change the order."
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            Add field
          </Button>
        }
      />
      <ListStates
        query={fields}
        subject="list"
        loadingLabel="Loading the fields"
        empty={{
          title: 'No fields yet',
          description:
            'Add what you need to know before day one: a T-shirt size, dietary requirements, a National Insurance number.',
        }}
      >
        {(items) => (
          <SortableList
            label="New hire fields"
            items={items}
            getId={getId}
            getLabel={getLabel}
            onReorder={(items) => void move(items)}
            renderItem={(field) => (
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{field.name}</Typography>
                    <Chip size="small" label={FIELD_TYPE_LABELS[field.type]} />
                    {field.required && (
                      <Chip size="small" color="primary" variant="outlined" label="Required" />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {field.section}
                    {field.options.length > 0 ? ` · ${field.options.join(', ')}` : ''}
                  </Typography>
                </Box>
                <RowActions
                  name={field.name}
                  onEdit={() => setEditing(field)}
                  onDelete={() => setDeleting(field)}
                />
              </Stack>
            )}
          />
        )}
      </ListStates>
      <FieldDefinitionDialog
        field={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="field"
        name={deleting?.name ?? null}
        message={`Delete “${deleting?.name}”? Every new hire’s answer to it goes too. This cannot be undone.`}
        onDelete={() => deleteField(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
