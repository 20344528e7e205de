import { Button, IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { toastError, toastSuccess } from '../../../../lib/toast';

const copy = (text: string) =>
  void navigator.clipboard
    ?.writeText(text)
    .then(() => toastSuccess('Copied'))
    .catch(() => toastError(new Error('Select the text and copy it')));

/** Copies text to the clipboard: a labelled button, or an icon button named by `label`. */
export function CopyButton({
  text,
  label,
  isIcon = false,
}: {
  text: string;
  label: string;
  isIcon?: boolean;
}) {
  if (isIcon) {
    return (
      <Tooltip title={label}>
        <IconButton aria-label={label} onClick={() => copy(text)} size="small">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button startIcon={<ContentCopyIcon />} onClick={() => copy(text)} aria-label={label}>
      Copy
    </Button>
  );
}
