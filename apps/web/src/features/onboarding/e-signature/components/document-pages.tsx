import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { TemplatePage } from '@atrium/shared/schemas/onboarding/e-signature';

export interface DocumentPagesProps {
  pages: readonly TemplatePage[];
  images: readonly string[] | null;
  /** The fields drawn over a page, positioned in percentages of it. */
  renderOverlay: (pageIndex: number) => ReactNode;
  onPageDrop?: (pageIndex: number, event: React.DragEvent<HTMLDivElement>) => void;
}

/**
 * A PDF's pages one under the other, each a box of the page's proportions (known from the server,
 * so the layout never waits for pdf.js) with the drawn page behind and the fields over it.
 */
export function DocumentPages({ pages, images, renderOverlay, onPageDrop }: DocumentPagesProps) {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {pages.map((page, index) => (
        <Box key={index} component="section" aria-label={`Page ${index + 1}`}>
          <Typography variant="caption" color="text.secondary">
            Page {index + 1} of {pages.length}
          </Typography>
          <Box
            data-page-index={index}
            onDragOver={onPageDrop ? (event) => event.preventDefault() : undefined}
            onDrop={onPageDrop ? (event) => onPageDrop(index, event) : undefined}
            sx={{
              position: 'relative',
              width: '100%',
              aspectRatio: `${page.width} / ${page.height}`,
              bgcolor: 'common.white',
              border: 1,
              borderColor: 'divider',
              boxShadow: 1,
              overflow: 'hidden',
              touchAction: 'none',
            }}
          >
            {images?.[index] && (
              <Box
                component="img"
                src={images[index]}
                alt=""
                draggable={false}
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', userSelect: 'none' }}
              />
            )}
            {renderOverlay(index)}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
