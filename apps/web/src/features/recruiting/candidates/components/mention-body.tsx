import { Box, Typography } from '@mui/material';
import { parseMentionMarkup } from '../../../../components/editor/mention-markup';

/** A note's text with each mention (stored as @[Name](id)) shown as the person's name. */
export function MentionBody({ text }: { text: string }) {
  return (
    <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parseMentionMarkup(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <Box key={index} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            @{segment.display}
          </Box>
        ),
      )}
    </Typography>
  );
}
