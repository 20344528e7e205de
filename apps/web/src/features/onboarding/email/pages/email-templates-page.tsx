import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useOnboardingEmailTemplatesQuery,
  useResetOnboardingEmailTemplateMutation,
  type EmailTemplate,
} from '../api/email-templates-api';
import { EmailTemplateDialog } from '../components/email-template-dialog';

/** /onboarding/settings/email: every onboarding mail, from a template the company may edit. */
export default function EmailTemplatesPage() {
  usePageTitle('Onboarding email');
  const templates = useOnboardingEmailTemplatesQuery();
  const [resetTemplate] = useResetOnboardingEmailTemplateMutation();
  const [editing, setEditing] = useState<EmailTemplate | null>(null);
  const [resetting, setResetting] = useState<EmailTemplate | null>(null);

  const confirmReset = async () => {
    try {
      toastSuccess(successMessage(await resetTemplate(resetting!.key).unwrap(), 'Email reset'));
    } catch (error) {
      toastError(error);
    }
    setResetting(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Email"
        description="The mails Onboarding sends. Edit a subject and body, with tokens filled in from each new hire; a mail you have not edited uses the built-in text."
      />
      {templates.isError && (
        <LoadFailureState error={templates.error} subject="emails" onRetry={() => void templates.refetch()} />
      )}
      {templates.isLoading && (
        <Skeleton variant="rounded" height={320} aria-label="Loading the emails" role="progressbar" />
      )}
      {templates.data?.map((template) => (
        <Card key={template.key} variant="outlined" component="section" aria-label={template.name}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {template.name}
              </Typography>
              <Chip
                size="small"
                label={template.isDefault ? 'Default' : 'Edited'}
                variant={template.isDefault ? 'outlined' : 'filled'}
              />
            </Stack>
            <Typography color="text.secondary">{template.description}</Typography>
            <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              <strong>Subject:</strong> {template.subject}
            </Typography>
          </CardContent>
          <CardActions>
            <Button onClick={() => setEditing(template)} aria-label={`Edit ${template.name}`}>
              Edit
            </Button>
            {!template.isDefault && (
              <Button
                color="error"
                onClick={() => setResetting(template)}
                aria-label={`Reset ${template.name} to the default`}
              >
                Reset to default
              </Button>
            )}
          </CardActions>
        </Card>
      ))}
      <EmailTemplateDialog template={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={resetting !== null}
        title="Reset to default"
        message={resetting ? `Put “${resetting.name}” back to the built-in text? Your edit is lost.` : ''}
        confirmLabel="Reset"
        isDestructive
        onConfirm={confirmReset}
        onCancel={() => setResetting(null)}
      />
    </Stack>
  );
}
