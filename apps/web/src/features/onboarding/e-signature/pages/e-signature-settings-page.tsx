import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Chip, Link, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  COUNTER_SIGNER_ROLE_LABELS,
  type SignatureTemplate,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RowActions } from '../../../../components/ui/row-actions';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { criteriaSummary } from '../../plan/utils/criteria-summary';
import { useDeleteSignatureTemplateMutation, useSignatureTemplatesQuery } from '../api/e-signature-api';
import { UploadTemplateDialog } from '../components/upload-template-dialog';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function counterSignerLabel(template: SignatureTemplate) {
  if (!template.counterSignerRole) return 'No counter-signer';
  if (template.counterSignerRole === 'person')
    return `Counter-signed by ${template.counterSigner?.name ?? 'a person'}`;
  return `Counter-signed by the ${COUNTER_SIGNER_ROLE_LABELS[template.counterSignerRole].toLowerCase()}`;
}

/** /onboarding/settings/e-signature: the PDF templates new hires sign, each with its fields and criteria. */
export default function ESignatureSettingsPage() {
  usePageTitle('E-signature');
  const templates = useSignatureTemplatesQuery();
  const [remove] = useDeleteSignatureTemplateMutation();
  const [isUploading, setIsUploading] = useState(false);
  const [deleting, setDeleting] = useState<SignatureTemplate | null>(null);

  const confirmDelete = async () => {
    try {
      const result = await remove(deleting!.id).unwrap();
      toastSuccess(successMessage(result, 'Template deleted'));
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="E-signature"
        description="PDF documents new hires sign in the browser, such as their contract. Each is sent to the hires its criteria match when their plan is assembled, or by hand from a hire’s page."
        action={
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setIsUploading(true)}>
            Upload template
          </Button>
        }
      />
      {templates.isError && (
        <LoadFailureState
          error={templates.error}
          subject="templates"
          onRetry={() => void templates.refetch()}
        />
      )}
      {templates.isLoading && (
        <Skeleton variant="rounded" height={200} aria-label="Loading the templates" role="progressbar" />
      )}
      {templates.data?.length === 0 && (
        <EmptyState
          title="No templates yet"
          description="Upload a PDF, such as an employment contract, then place the fields to sign on its pages."
        />
      )}
      {templates.data && templates.data.length > 0 && (
        <List aria-label="Signature templates" disablePadding>
          {templates.data.map((template) => (
            <ListItem key={template.id} divider sx={{ alignItems: 'flex-start', gap: 1, px: 0 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                  <Link
                    component={RouterLink}
                    to={paths.onboardingESignatureTemplate(template.id)}
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {template.name}
                  </Link>
                  {template.fields.length === 0 && (
                    <Chip size="small" color="warning" label="No fields yet" />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[
                    plural(template.pages.length, 'page'),
                    plural(template.fields.length, 'field'),
                    counterSignerLabel(template),
                    `sent ${plural(template.requestCount, 'time')}`,
                  ].join(' · ')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  For: {criteriaSummary(template.criteria)}
                </Typography>
              </Box>
              <RowActions name={template.name} onDelete={() => setDeleting(template)} />
            </ListItem>
          ))}
        </List>
      )}
      <UploadTemplateDialog open={isUploading} onClose={() => setIsUploading(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete template"
        message={
          deleting
            ? deleting.requestCount > 0
              ? `“${deleting.name}” was sent to new hires, so it will be archived: their documents stay as they are, and it is sent to nobody else.`
              : `Delete “${deleting.name}”? It was never sent.`
            : ''
        }
        confirmLabel={deleting && deleting.requestCount > 0 ? 'Archive' : 'Delete'}
        isDestructive
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
