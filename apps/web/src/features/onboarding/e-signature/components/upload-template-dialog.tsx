import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Stack, TextField } from '@mui/material';
import { E_SIGNATURE_MESSAGES } from '@atrium/shared/schemas/onboarding/e-signature';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import type { UploadedFile } from '../../../../components/upload/upload-file';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { paths } from '../../../../config/paths';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useSaveSignatureTemplateMutation } from '../api/e-signature-api';

const PDF_ACCEPT = { 'application/pdf': ['.pdf'] };

/** Uploads a PDF and makes it a template (no fields yet), then opens the editor to place them. */
export function UploadTemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [save, { isLoading }] = useSaveSignatureTemplateMutation();
  const [name, setName] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isUploading, setIsUploading] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName('');
    setFile(null);
    setErrors({});
  }, [open]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!name.trim()) missing.name = 'This field is required';
    if (!file) missing.fileId = E_SIGNATURE_MESSAGES.notPdf;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const result = await save({ body: { name, fileId: file!.id } }).unwrap();
      toastSuccess(successMessage(result, 'Template created'));
      onClose();
      void navigate(paths.onboardingESignatureTemplate(result.data.id));
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      setErrors(found);
      if (!found.name && !found.fileId) toastError(error);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Upload a template"
      submitLabel="Upload and place fields"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading || isUploading}
    >
      <Stack spacing={2}>
        <TextField
          label="Template name"
          required
          autoFocus
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name ?? 'E.g. “Employment contract” or “Non-disclosure agreement”.'}
        />
        <SingleFileUpload
          label="PDF document"
          required
          value={file?.url ?? null}
          onChange={(_url, uploaded) => setFile(uploaded ?? null)}
          accept={PDF_ACCEPT}
          hint="PDF"
          preview="file"
          error={errors.fileId}
          onUploadingChange={setIsUploading}
        />
      </Stack>
    </FormDialog>
  );
}
