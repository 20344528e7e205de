import { Avatar, Box, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { formatFileSize } from '../../lib/format-file-size';

export interface UploadPreviewProps {
  kind: 'image' | 'file';
  /** The uploaded file's address, or a local object URL while the upload runs. */
  src: string | null;
  name?: string;
  size?: number;
  alt: string;
}

const nameFromUrl = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? url);

export function UploadPreview({ kind, src, name, size, alt }: UploadPreviewProps) {
  if (kind === 'image') {
    return (
      <Avatar
        src={src ?? undefined}
        alt={src ? alt : undefined}
        variant="rounded"
        sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <AddPhotoAlternateOutlinedIcon aria-hidden />
      </Avatar>
    );
  }
  if (!src && !name) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <InsertDriveFileOutlinedIcon color="action" aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap fontWeight={600}>
          {name ?? (src ? nameFromUrl(src) : '')}
        </Typography>
        {size != null && (
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(size)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
