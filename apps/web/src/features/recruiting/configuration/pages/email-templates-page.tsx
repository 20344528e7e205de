import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  EMAIL_TEMPLATE_TYPE_LABELS,
  EMAIL_TEMPLATE_TYPES,
} from '@atrium/shared/schemas/recruiting/email-templates';
import { PageHeading } from '../../../../components/ui/page-heading';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useDeleteEmailTemplateMutation,
  useListEmailTemplatesQuery,
  type EmailTemplate,
} from '../api/templates-api';

/** /configuration/email-templates: the company's templates by type, each type's default marked. */
export default function EmailTemplatesPage() {
  usePageTitle('Email templates');
  const navigate = useNavigate();
  const templates = useListEmailTemplatesQuery();
  const [remove] = useDeleteEmailTemplateMutation();
  const canCreate = useHasPermission('rct.settings.email_templates.template.create');
  const canEdit = useHasPermission('rct.settings.email_templates.template.edit');
  const canDelete = useHasPermission('rct.settings.email_templates.template.delete');
  const canSender = useHasPermission('rct.settings.email_templates.sender.configure');
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null);
  const shown = useMemo(
    () =>
      (templates.data ?? []).filter((item) =>
        `${item.name} ${item.subject}`.toLowerCase().includes(search.trim().toLowerCase()),
      ),
    [templates.data, search],
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Email templates"
        description={
          <>
            The messages recruiting sends, by type. The default of a type is sent unless someone picks
            another.
          </>
        }
        action={
          <Stack direction="row" spacing={1} alignItems="flex-start">
            {canSender && (
              <Button component={RouterLink} to={paths.emailSender}>
                Sender address
              </Button>
            )}
            {canCreate && (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                component={RouterLink}
                to={paths.emailTemplateNew()}
              >
                New template
              </Button>
            )}
          </Stack>
        }
      />
      <TextField
        type="search"
        label="Search templates"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ maxWidth: 360 }}
      />
      {templates.isError && <Alert severity="error">{errorMessage(templates.error)}</Alert>}
      {EMAIL_TEMPLATE_TYPES.map((type) => {
        const ofType = shown.filter((item) => item.type === type);
        if (search && ofType.length === 0) return null;
        return (
          <Paper
            key={type}
            variant="outlined"
            component="section"
            aria-label={EMAIL_TEMPLATE_TYPE_LABELS[type]}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2, pb: 0 }}>
              <Typography variant="h6" component="h2">
                {EMAIL_TEMPLATE_TYPE_LABELS[type]}
              </Typography>
              {canCreate && (
                <Button size="small" component={RouterLink} to={paths.emailTemplateNew(type)}>
                  Add
                </Button>
              )}
            </Box>
            <List>
              {ofType.length === 0 && (
                <ListItem>
                  <ListItemText secondary="No template of this type yet." />
                </ListItem>
              )}
              {ofType.map((item) => (
                <ListItem
                  key={item.id}
                  divider
                  secondaryAction={
                    <RowActions
                      name={item.name}
                      onEdit={canEdit ? () => void navigate(paths.emailTemplate(item.id)) : undefined}
                      onDelete={canDelete ? () => setDeleting(item) : undefined}
                    />
                  }
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} alignItems="center">
                        <span>{item.name}</span>
                        {item.isDefault && <Chip size="small" color="primary" label="Default" />}
                      </Stack>
                    }
                    secondary={item.subject}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        );
      })}
      <DeleteRecordDialog
        kind="email template"
        name={deleting?.name ?? null}
        onDelete={() => remove(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
