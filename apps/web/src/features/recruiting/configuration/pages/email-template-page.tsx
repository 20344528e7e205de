import { Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@mui/material';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  EMAIL_TEMPLATE_TYPE_LABELS,
  EMAIL_TEMPLATE_TYPES,
  EMAIL_TOKENS,
  type EmailTemplateInput,
  type EmailTemplateType,
} from '@atrium/shared/schemas/recruiting/email-templates';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useGetEmailTemplateQuery,
  useSaveEmailTemplateMutation,
  type EmailTemplate,
} from '../api/templates-api';
import { TemplatePreview, TokenPicker } from '../components/template-editor';

const FIELDS: FieldPath<EmailTemplateInput>[] = ['name', 'type', 'subject', 'bodyHtml'];

function TemplateForm({ template, type }: { template?: EmailTemplate; type: EmailTemplateType }) {
  const navigate = useNavigate();
  const [save] = useSaveEmailTemplateMutation();
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<EmailTemplateInput>({
    defaultValues: template
      ? {
          name: template.name,
          type: template.type,
          subject: template.subject,
          bodyHtml: template.bodyHtml,
          isDefault: template.isDefault,
        }
      : { name: '', type, subject: '', bodyHtml: '', isDefault: false },
  });
  const [subject, bodyHtml] = useWatch({ control, name: ['subject', 'bodyHtml'] });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: template?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Email template saved'));
      allowNavigation();
      void navigate(paths.emailTemplates);
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<EmailTemplateInput>(FIELDS));
    }
  });
  const append = (field: 'subject' | 'bodyHtml', token: string) =>
    setValue(
      field,
      field === 'subject' ? `${getValues('subject')}${token}` : `${getValues('bodyHtml')}<p>${token}</p>`,
      { shouldDirty: true },
    );
  return (
    <Box component="form" noValidate aria-label="Email template" onSubmit={(event) => void submit(event)}>
      <Grid container spacing={3}>
        <Grid size={{ xxs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Stack spacing={2}>
                <FormTextField<EmailTemplateInput>
                  control={control}
                  name="name"
                  label="Template name"
                  required
                />
                <FormSelectField<EmailTemplateInput>
                  control={control}
                  name="type"
                  label="Type"
                  required
                  options={EMAIL_TEMPLATE_TYPES.map((value) => ({
                    value,
                    label: EMAIL_TEMPLATE_TYPE_LABELS[value],
                  }))}
                />
                <FormTextField<EmailTemplateInput>
                  control={control}
                  name="subject"
                  label="Subject"
                  required
                />
                <FormRichTextField<EmailTemplateInput>
                  control={control}
                  name="bodyHtml"
                  label="Message"
                  required
                />
                <FormSwitchField<EmailTemplateInput>
                  control={control}
                  name="isDefault"
                  label="Default for this type"
                />
              </Stack>
            </Paper>
            <TemplatePreview catalogue={EMAIL_TOKENS} subject={subject} bodyHtml={bodyHtml} />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                Save template
              </Button>
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xxs: 12, md: 4 }}>
          <TokenPicker
            catalogue={EMAIL_TOKENS}
            targets={[
              { label: 'Subject', insert: (token) => append('subject', token) },
              { label: 'Message', insert: (token) => append('bodyHtml', token) },
            ]}
          />
        </Grid>
      </Grid>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}

/**
 * /configuration/email-templates/create-email-template: `?action=add[&type=…]` starts a template,
 * `?action=update_sub_template&subTemplate=<id>` edits one of a type's templates.
 */
export default function EmailTemplatePage() {
  const [search] = useSearchParams();
  const editing = search.get('action') === 'update_sub_template' ? search.get('subTemplate') : null;
  const requestedType = search.get('type');
  const type = (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(requestedType ?? '')
    ? (requestedType as EmailTemplateType)
    : 'general';
  const template = useGetEmailTemplateQuery(editing ?? '', { skip: !editing });
  usePageTitle(editing ? 'Edit email template' : 'New email template');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {editing ? 'Edit email template' : 'New email template'}
        </Typography>
        <Typography color="text.secondary">
          <RouterLink to={paths.emailTemplates}>All email templates</RouterLink>
        </Typography>
      </Box>
      {editing && template.isError && (
        <Typography color="error">This template does not exist, or it was deleted.</Typography>
      )}
      {editing && template.isLoading && <CircularProgress aria-label="Loading template" />}
      {(!editing || template.data) && (
        <TemplateForm key={template.data?.id ?? 'new'} template={template.data} type={type} />
      )}
    </Stack>
  );
}
