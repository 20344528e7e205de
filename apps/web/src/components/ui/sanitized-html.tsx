import { useMemo } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import { sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { richTextContentSx } from '../editor/rich-text-content-sx';
import { markupToEditorHtml } from '../editor/mention-markup';

export interface SanitizedHtmlProps {
  html: string;
  /** Shows @[display](id) markup as mention chips, as the editor does. */
  hasMentions?: boolean;
  component?: 'div' | 'article' | 'section';
  sx?: SxProps<Theme>;
}

/** Renders rich content cleaned on the shared allow-list (DOMPurify in the browser): nothing runs or phones home. */
export function SanitizedHtml({ html, hasMentions = false, component = 'div', sx }: SanitizedHtmlProps) {
  const safe = useMemo(() => {
    const clean = sanitizeRichText(html);
    // Mention spans are made from already-clean text, and sanitised again for good measure.
    return hasMentions ? sanitizeRichText(markupToEditorHtml(clean)) : clean;
  }, [html, hasMentions]);
  return (
    <Box
      component={component}
      sx={[richTextContentSx(), ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
