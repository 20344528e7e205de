import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { richTextContentSx } from '../editor/rich-text-content-sx';
import { markupToEditorHtml } from '../editor/mention-markup';
import { sanitizeHtml } from './sanitize-html';

export interface SanitizedHtmlProps {
  html: string;
  /** Shows @[display](id) markup as mention chips, as the editor does. */
  hasMentions?: boolean;
  component?: 'div' | 'article' | 'section';
  sx?: SxProps<Theme>;
}

/** Renders rich content after DOMPurify has removed anything that could run or phone home. */
export function SanitizedHtml({ html, hasMentions = false, component = 'div', sx }: SanitizedHtmlProps) {
  const safe = useMemo(() => {
    const clean = sanitizeHtml(html);
    // Mention spans are made from already-clean text, and sanitised again for good measure.
    return hasMentions ? sanitizeHtml(markupToEditorHtml(clean)) : clean;
  }, [html, hasMentions]);
  return (
    <Box
      component={component}
      sx={[richTextContentSx(), ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
