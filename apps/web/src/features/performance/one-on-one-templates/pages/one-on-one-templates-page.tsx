import { useState } from 'react';
import { Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { DividedList, DividedListItem } from '../../../../components/ui/divided-list';
import { ListStates } from '../../../../components/ui/list-states';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useDeleteOneOnOneTemplateMutation,
  useDuplicateOneOnOneTemplateMutation,
  useListOneOnOneTemplatesQuery,
  type OneOnOneTemplate,
} from '../api/one-on-one-templates-api';
import { OneOnOneDefaultsForm } from '../../one-on-one-settings/components/one-on-one-defaults-form';
import { TemplateDialog } from '../components/template-dialog';

/**
 * /performance/settings/one-on-ones: the defaults a new series is scheduled with, and templates of
 * talking points it can start from; each part shown to those who may use it.
 */
export default function OneOnOneTemplatesPage() {
  usePageTitle('1-on-1 settings');
  const canViewTemplates = useHasPermission('prf.module.one_on_ones.template.view');
  const canManageDefaults = useHasPermission('prf.settings.one_on_ones.settings.manage');
  const canViewLog = useHasPermission('prf.settings.one_on_ones.log.view');
  const templates = useListOneOnOneTemplatesQuery({ activeOnly: false }, { skip: !canViewTemplates });
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
        title="1-on-1 settings"
        description="How new 1-on-1s start: their default cadence and length, and agendas to start from."
        action={
          canViewLog && (
            <Button component={RouterLink} to={paths.performanceOneOnOneLog} startIcon={<HistoryIcon />}>
              1-on-1 log
            </Button>
          )
        }
      />
      {canManageDefaults && <OneOnOneDefaultsForm />}
      {canViewTemplates && (
        <Stack spacing={2} component="section" aria-labelledby="one-on-one-templates-heading">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <div>
              <Typography variant="h6" component="h2" id="one-on-one-templates-heading">
                Templates
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Whoever schedules a 1-on-1 can pick an active template; its talking points open the first
                meeting.
              </Typography>
            </div>
            {canCreate && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing(null)}
                sx={{ flexShrink: 0 }}
              >
                Add template
              </Button>
            )}
          </Stack>
          <ListStates
            query={templates}
            subject="list"
            loadingLabel="Loading the templates"
            skeletonHeight={160}
            empty={{
              title: 'No templates yet',
              description:
                'Add one for the conversations your company has most: weekly check-ins, career talks.',
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
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {template.name}
                      </Typography>
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
        </Stack>
      )}
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
