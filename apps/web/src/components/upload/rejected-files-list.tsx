import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import { formatFileSize } from '../../lib/format-file-size';
import type { FileRejection } from './file-rules';

/** Spec section 5: rejected files are listed with their errors. */
export function RejectedFilesList({
  rejections,
  onClose,
}: {
  rejections: FileRejection[];
  onClose?: () => void;
}) {
  if (rejections.length === 0) return null;
  return (
    <Alert
      severity="error"
      onClose={onClose}
      sx={{ mt: 1 }}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss' } }}
    >
      <AlertTitle>
        {rejections.length === 1 ? 'This file was not accepted' : 'These files were not accepted'}
      </AlertTitle>
      <List dense disablePadding aria-label="Rejected files">
        {rejections.map((rejection, index) => (
          <ListItem key={`${rejection.name}-${index}`} disableGutters disablePadding>
            <ListItemText
              primary={`${rejection.name} (${formatFileSize(rejection.size)})`}
              secondary={rejection.errors.map((error) => error.message).join('. ')}
              slotProps={{ primary: { variant: 'body2', fontWeight: 600 }, secondary: { color: 'inherit' } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
