import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useForm, useWatch } from 'react-hook-form';
import dayjs from 'dayjs';
import { OFFER_TOKENS, type OfferTemplateInput } from '@atrium/shared/schemas/recruiting/email-templates';
import { PageHeading } from '../../../../components/ui/page-heading';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormTextField } from '../../../../components/form/text-field';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RowActions } from '../../../../components/ui/row-actions';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteOfferTemplateMutation,
  useListOfferTemplatesQuery,
  useSaveOfferTemplateMutation,
  type OfferTemplate,
} from '../api/templates-api';
import { TemplatePreview, TokenPicker } from '../components/template-editor';

function OfferTemplateDialog({
  template,
  onClose,
}: {
  template: OfferTemplate | 'new';
  onClose: () => void;
}) {
  const [save] = useSaveOfferTemplateMutation();
  const existing = template === 'new' ? undefined : template;
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<OfferTemplateInput>({
    defaultValues: { name: existing?.name ?? '', bodyHtml: existing?.bodyHtml ?? '' },
  });
  const bodyHtml = useWatch({ control, name: 'bodyHtml' });
  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save({ id: existing?.id, body }).unwrap(), 'Offer template saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<OfferTemplateInput>(['name', 'bodyHtml']));
    }
  });
  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="offer-template-title"
    >
      <DialogTitle id="offer-template-title">
        {existing ? 'Edit offer template' : 'New offer template'}
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="offer-template-form"
          aria-label="Offer template"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ pt: 1 }}
        >
          <Grid container spacing={3}>
            <Grid size={{ xxs: 12, md: 8 }}>
              <Stack spacing={2}>
                <FormTextField<OfferTemplateInput>
                  control={control}
                  name="name"
                  label="Template name"
                  required
                />
                <FormRichTextField<OfferTemplateInput>
                  control={control}
                  name="bodyHtml"
                  label="Offer letter"
                  required
                />
                <TemplatePreview catalogue={OFFER_TOKENS} bodyHtml={bodyHtml} />
              </Stack>
            </Grid>
            <Grid size={{ xxs: 12, md: 4 }}>
              <TokenPicker
                catalogue={OFFER_TOKENS}
                targets={[
                  {
                    label: 'Letter',
                    insert: (token) =>
                      setValue('bodyHtml', `${getValues('bodyHtml')}<p>${token}</p>`, { shouldDirty: true }),
                  },
                ]}
              />
            </Grid>
          </Grid>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form="offer-template-form" variant="contained" loading={formState.isSubmitting}>
          Save template
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /configuration/offer-templates: offer letters with tokens, kept now and used when offers come. */
export default function OfferTemplatesPage() {
  usePageTitle('Offer templates');
  const templates = useListOfferTemplatesQuery();
  const [remove] = useDeleteOfferTemplateMutation();
  const canCreate = useHasPermission('rct.settings.offer_templates.template.create');
  const canEdit = useHasPermission('rct.settings.offer_templates.template.edit');
  const canDelete = useHasPermission('rct.settings.offer_templates.template.delete');
  const [editing, setEditing] = useState<OfferTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OfferTemplate | null>(null);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Offer templates"
        description="Offer letters with tokens for the salary, start date and more."
        action={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              New offer template
            </Button>
          )
        }
      />
      {templates.isError && <Alert severity="error">{errorMessage(templates.error)}</Alert>}
      {templates.data?.length === 0 && (
        <EmptyState title="No offer templates yet" description="Write the letter your offers start from." />
      )}
      {templates.data && templates.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Offer templates">
            {templates.data.map((item) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <RowActions
                    name={item.name}
                    onEdit={canEdit ? () => setEditing(item) : undefined}
                    onDelete={canDelete ? () => setDeleting(item) : undefined}
                  />
                }
              >
                <ListItemText
                  primary={item.name}
                  secondary={`Updated ${dayjs(item.updatedAt).format('DD MMM YYYY')}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && <OfferTemplateDialog template={editing} onClose={() => setEditing(null)} />}
      <DeleteRecordDialog
        kind="offer template"
        name={deleting?.name ?? null}
        onDelete={() => remove(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
