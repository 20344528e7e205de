import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import {
  ATTACHMENT_TYPE_LABELS,
  UPLOADABLE_ATTACHMENT_TYPES,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import type { AcceptMap } from '../../../../components/upload/file-rules';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useAddCandidateAttachmentMutation } from '../api/candidate-profile-api';
import type { CandidateDetail } from '../api/candidates-api';

type UploadType = (typeof UPLOADABLE_ATTACHMENT_TYPES)[number];

// What the server takes as a résumé or cover letter; anything the upload accepts may be "other".
const DOCUMENTS: AcceptMap = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'application/rtf': ['.rtf'],
  'text/rtf': ['.rtf'],
};
const ANY_UPLOAD: AcceptMap = {
  ...DOCUMENTS,
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
const MAX_BYTES = 10 * 1024 * 1024;

/** Upload a file to the profile: its type, and the application it belongs to if any. */
export function UploadAttachmentDialog({
  candidate,
  onClose,
}: {
  candidate: CandidateDetail;
  onClose: () => void;
}) {
  const [add, { isLoading }] = useAddCandidateAttachmentMutation();
  const [type, setType] = useState<UploadType>('resume');
  const [applicationId, setApplicationId] = useState('');
  const [file, setFile] = useState<{ id: string; url: string } | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isDocument = type === 'resume' || type === 'cover_letter';

  const submit = async () => {
    if (!file) {
      setProblem('Choose a file to upload');
      return;
    }
    try {
      const answer = await add({
        id: candidate.id,
        body: { fileId: file.id, type, applicationId: applicationId || null },
      }).unwrap();
      toastSuccess(successMessage(answer, 'Attachment added'));
      onClose();
    } catch (error) {
      setProblem(fieldErrors(error)[0]?.message ?? errorMessage(error, 'The file could not be added.'));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Upload an attachment"
      submitLabel="Upload"
      onSubmit={(event) => {
        event?.preventDefault();
        void submit();
      }}
      isSaving={isLoading || isUploading}
    >
      <Stack spacing={2.5}>
        <TextField
          select
          label="Type"
          value={type}
          onChange={(event) => {
            setType(event.target.value as UploadType);
            setProblem(null);
          }}
        >
          {UPLOADABLE_ATTACHMENT_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {ATTACHMENT_TYPE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        {candidate.applications.length > 0 && (
          <TextField
            select
            label="Application"
            value={applicationId}
            onChange={(event) => setApplicationId(event.target.value)}
          >
            <MenuItem value="">The candidate (no application)</MenuItem>
            {candidate.applications.map((application) => (
              <MenuItem key={application.id} value={application.id}>
                {application.job?.name ?? 'Application'}
              </MenuItem>
            ))}
          </TextField>
        )}
        <SingleFileUpload
          label="File"
          required
          value={file?.url ?? null}
          onChange={(url, uploaded) => {
            setFile(url && uploaded ? { id: uploaded.id, url } : null);
            setProblem(null);
          }}
          accept={isDocument ? DOCUMENTS : ANY_UPLOAD}
          maxSize={MAX_BYTES}
          hint={isDocument ? 'PDF, DOC, DOCX, TXT, RTF' : 'PDF, Word, TXT, RTF or an image'}
          preview="file"
          error={problem ?? undefined}
          onUploadingChange={setIsUploading}
        />
      </Stack>
    </FormDialog>
  );
}
