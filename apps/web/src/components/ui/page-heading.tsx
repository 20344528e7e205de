import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface PageHeadingProps {
  title: string;
  /** A sentence on what the page is for. */
  description?: ReactNode;
  /** The page's main action, e.g. "Add tag"; it drops below the text on a narrow screen. */
  action?: ReactNode;
}

/** A settings or list page's h1, what it is for, and its main action to the right. */
export function PageHeading({ title, description, action }: PageHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: 2,
        flexWrap: 'wrap',
      }}
    >
      <Box sx={{ flex: '1 1 320px' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Box>
      {action}
    </Box>
  );
}
