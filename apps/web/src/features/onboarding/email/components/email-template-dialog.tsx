import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { emailTemplateBodySchema, type EmailTemplateBody } from '@atrium/shared/schemas/onboarding/email';
import { FormRichTextField } from '../../../../components/editor/rich-text-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  usePreviewOnboardingEmailMutation,
  useSaveOnboardingEmailTemplateMutation,
  type EmailPreview,
  type EmailTemplate,
} from '../api/email-templates-api';

const fieldOf = fieldsNamed<EmailTemplateBody>(['subject', 'bodyHtml']);

/** Edits one onboarding mail: subject and body with the mail's tokens, and a preview filled with samples. */
export function EmailTemplateDialog({
  template,
  onClose,
}: {
  template: EmailTemplate | null;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveOnboardingEmailTemplateMutation();
  const [preview, previewState] = usePreviewOnboardingEmailMutation();
  const [shown, setShown] = useState<EmailPreview | null>(null);
  const { control, handleSubmit, setError, reset, setValue, getValues } = useForm<EmailTemplateBody>({
    resolver: zodResolver(emailTemplateBodySchema) as unknown as Resolver<EmailTemplateBody>,
  });
  useEffect(() => {
    if (template) reset({ key: template.key, subject: template.subject, bodyHtml: template.bodyHtml });
    setShown(null);
  }, [template, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save(body).unwrap(), 'Email saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  const showPreview = handleSubmit(async (body) => {
    try {
      setShown(await preview(body).unwrap());
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open={template !== null}
      onClose={onClose}
      title={template ? `Edit “${template.name}”` : ''}
      submitLabel="Save"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      {template && (
        <Stack spacing={2}>
          <Typography color="text.secondary">{template.description}</Typography>
          <FormTextField control={control} name="subject" label="Subject" required autoFocus />
          <FormRichTextField control={control} name="bodyHtml" label="Body" required />
          <Box component="section" aria-label="Tokens">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Filled in when the mail is sent. Add one to the body:
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {template.tokens.map((token) => (
                <Chip
                  key={token.name}
                  size="small"
                  variant="outlined"
                  icon={<AddIcon />}
                  label={token.label}
                  title={`{{${token.name}}}`}
                  aria-label={`Add ${token.label} to the body`}
                  onClick={() =>
                    setValue('bodyHtml', `${getValues('bodyHtml') ?? ''}<p>{{${token.name}}}</p>`, {
                      shouldDirty: true,
                    })
                  }
                />
              ))}
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {template.key === 'next_step'
              ? 'The new hire’s temporary password and the link to set their password are added under the body.'
              : 'The link the mail needs is added under the body.'}
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => void showPreview()} loading={previewState.isLoading}>
              Preview
            </Button>
          </Box>
          {shown && (
            <Box component="section" aria-label="Preview">
              <Typography sx={{ fontWeight: 600 }}>Subject: {shown.subject}</Typography>
              <Box
                component="iframe"
                title="Email preview"
                sandbox=""
                srcDoc={shown.html}
                sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
              />
            </Box>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
