import { useCallback, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  List,
  ListItem,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { ATTACHMENT_TYPE_LABELS } from '@atrium/shared/schemas/recruiting/candidate-profile';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { formatFileSize } from '../../../../lib/format-file-size';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useCandidateAttachmentsQuery,
  useDeleteCandidateAttachmentMutation,
  useDownloadCandidateAttachmentMutation,
  type CandidateAttachment,
} from '../api/candidate-profile-api';
import type { CandidateDetail } from '../api/candidates-api';
import { formatDay } from '../utils/candidate-labels';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';
import { isPdfName, ResumePreview } from './resume-preview';
import { UploadAttachmentDialog } from './upload-attachment-dialog';

function AttachmentRow({
  candidateId,
  attachment,
  canDownload,
  canDelete,
  isShown,
  onShow,
  onDelete,
}: {
  candidateId: string;
  attachment: CandidateAttachment;
  canDownload: boolean;
  canDelete: boolean;
  isShown: boolean;
  onShow: () => void;
  onDelete: () => void;
}) {
  const [download] = useDownloadCandidateAttachmentMutation();
  const fetchFile = useCallback(
    () => download({ id: candidateId, attachmentId: attachment.id }).unwrap(),
    [download, candidateId, attachment.id],
  );
  const label = ATTACHMENT_TYPE_LABELS[attachment.type];
  const file = { id: attachment.id, name: attachment.name };
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={label} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
          {attachment.name}
        </Typography>
        {canDownload && isPdfName(attachment.name) && (
          <Tooltip title={isShown ? 'Hide' : 'Show here'}>
            <IconButton
              size="small"
              onClick={onShow}
              aria-pressed={isShown}
              aria-label={`${isShown ? 'Hide' : 'Show'} ${attachment.name}`}
            >
              <VisibilityOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip title="Delete">
            <IconButton size="small" onClick={onDelete} aria-label={`Delete ${attachment.name}`}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[
          attachment.jobName,
          attachment.uploadedBy ? `uploaded by ${attachment.uploadedBy.name}` : 'sent with the application',
          formatDay(attachment.createdAt),
          formatFileSize(attachment.size),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      {canDownload && (
        <Box sx={{ mt: 1 }}>
          {isShown ? (
            <ResumePreview file={file} fetchFile={fetchFile} label={label} />
          ) : (
            <FileDownloadButton fileId={file.id} fileName={file.name} label={label} fetchFile={fetchFile} />
          )}
        </Box>
      )}
    </ListItem>
  );
}

/**
 * The candidate's files: every application's résumé and cover letter and every upload, newest first.
 * A PDF shows on the page from a copy fetched with the session; anything else downloads.
 */
export function CandidateAttachmentsPanel({ candidate }: { candidate: CandidateDetail }) {
  const attachments = useCandidateAttachmentsQuery(candidate.id);
  const [remove] = useDeleteCandidateAttachmentMutation();
  const canEdit = useHasPermission('rct.module.candidates.candidate.edit');
  const canDownload = useHasPermission('rct.module.candidates.attachment.download');
  const [isUploading, setIsUploading] = useState(false);
  const [deleting, setDeleting] = useState<CandidateAttachment | null>(null);
  // The newest résumé shows at first, as Greenhouse opens the profile on it.
  const [shownId, setShownId] = useState<string | null | undefined>(undefined);
  const items = attachments.data ?? [];
  const firstPdf = items.find((item) => item.type === 'resume' && isPdfName(item.name))?.id ?? null;
  const shown = shownId === undefined ? firstPdf : shownId;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="candidate-attachments"
      sx={{ p: { xxs: 2, sm: 3 } }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
      >
        <Typography id="candidate-attachments" variant="h6" component="h2">
          Attachments
        </Typography>
        {canEdit && (
          <Button size="small" startIcon={<UploadFileOutlinedIcon />} onClick={() => setIsUploading(true)}>
            Upload
          </Button>
        )}
      </Stack>
      {attachments.isLoading && (
        <Skeleton variant="rounded" height={64} role="progressbar" aria-label="Loading attachments" />
      )}
      {attachments.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void attachments.refetch()}>
              Try again
            </Button>
          }
        >
          The attachments could not be loaded.
        </Alert>
      )}
      {attachments.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">No résumé or other files yet.</Typography>
      )}
      {items.length > 0 && (
        <List disablePadding aria-label="Attachments">
          {items.map((attachment) => (
            <AttachmentRow
              key={attachment.id}
              candidateId={candidate.id}
              attachment={attachment}
              canDownload={canDownload}
              canDelete={canEdit}
              isShown={shown === attachment.id}
              onShow={() => setShownId(shown === attachment.id ? null : attachment.id)}
              onDelete={() => setDeleting(attachment)}
            />
          ))}
        </List>
      )}
      {isUploading && <UploadAttachmentDialog candidate={candidate} onClose={() => setIsUploading(false)} />}
      <DeleteRecordDialog
        kind="attachment"
        name={deleting?.name ?? null}
        onDelete={() => remove({ id: candidate.id, attachmentId: deleting!.id }).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
