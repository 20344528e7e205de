import { useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteOneOnOneTemplateMutation,
  useDuplicateOneOnOneTemplateMutation,
  useListOneOnOneTemplatesQuery,
  type OneOnOneTemplate,
} from '../api/one-on-one-templates-api';
import { TemplateDialog } from '../components/template-dialog';

/** /performance/settings/one-on-ones: templates of talking points a new series can start from. */
export default function OneOnOneTemplatesPage() {
  usePageTitle('1-on-1 templates');
  const templates = useListOneOnOneTemplatesQuery({ activeOnly: false });
  const canCreate = useHasPermission('prf.module.one_on_ones.template.create');
  const canEdit = useHasPermission('prf.module.one_on_ones.template.edit');
  const canDelete = useHasPermission('prf.module.one_on_ones.template.delete');
  const canDuplicate = useHasPermission('prf.module.one_on_ones.template.duplicate');
  const [duplicate] = useDuplicateOneOnOneTemplateMutation();
  const [remove] = useDeleteOneOnOneTemplateMutation();
  const [editing, setEditing] = useState<OneOnOneTemplate | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OneOnOneTemplate | null>(null);

  const copy = async (template: OneOnOneTemplate) => {
    try {
      toastSuccess(successMessage(await duplicate(template.id).unwrap(), 'Template duplicated'));
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <PageHeading
        title="1-on-1 templates"
        description="Agendas to start from: whoever schedules a 1-on-1 can pick an active template, and its talking points open the first meeting."
        action={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add template
            </Button>
          )
        }
      />
      <ListStates
        query={templates}
        subject="list"
        loadingLabel="Loading the templates"
        skeletonHeight={160}
        empty={{
          title: 'No templates yet',
          description: 'Add one for the conversations your company has most: weekly check-ins, career talks.',
        }}
      >
        {(items) => (
          <DividedList label="Templates">
            {items.map((template) => (
              <DividedListItem
                key={template.id}
                actions={
                  <RowActions
                    name={template.name}
                    onEdit={canEdit ? () => setEditing(template) : undefined}
                    onDelete={canDelete ? () => setDeleting(template) : undefined}
                  >
                    {canDuplicate && (
                      <Tooltip title="Duplicate">
                        <IconButton
                          aria-label={`Duplicate ${template.name}`}
                          onClick={() => void copy(template)}
                        >
                          <ContentCopyOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </RowActions>
                }
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</Typography>
                  {!template.isActive && <Chip size="small" variant="outlined" label="Inactive" />}
                </Stack>
                {template.description && (
                  <Typography color="text.secondary">{template.description}</Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  {template.talkingPoints.length === 1
                    ? '1 talking point'
                    : `${template.talkingPoints.length} talking points`}
                  : {template.talkingPoints.join(' · ')}
                </Typography>
              </DividedListItem>
            ))}
          </DividedList>
        )}
      </ListStates>
      <TemplateDialog
        template={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="template"
        name={deleting?.name ?? null}
        message={`Delete “${deleting?.name}”? 1-on-1s started from it keep their talking points.`}
        onDelete={() => remove(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
