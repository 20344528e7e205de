import type { SxProps, Theme } from '@mui/material';

/** Typography of rich content, shared by the editor and the sanitised HTML renderer. */
export const richTextContentSx = (minHeight?: number): SxProps<Theme> => ({
  '& .ProseMirror': {
    minHeight,
    px: 2,
    py: 1.5,
    outline: 'none',
    overflowWrap: 'anywhere',
  },
  '& .ProseMirror p.is-editor-empty:first-of-type::before': {
    content: 'attr(data-placeholder)',
    color: 'text.disabled',
    float: 'left',
    height: 0,
    pointerEvents: 'none',
  },
  '& p': { my: 1 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { mt: 2, mb: 1, lineHeight: 1.3 },
  '& h1': { fontSize: '1.75rem' },
  '& h2': { fontSize: '1.5rem' },
  '& h3': { fontSize: '1.3rem' },
  '& h4': { fontSize: '1.15rem' },
  '& h5': { fontSize: '1rem' },
  '& h6': { fontSize: '0.9rem' },
  '& ul, & ol': { pl: 3, my: 1 },
  '& a': { color: 'primary.main' },
  '& [data-type="mention"]': {
    // The main shade on a tinted chip misses 4.5:1 in dark mode; the shade toward the text colour keeps it.
    color: (theme: Theme) =>
      theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    bgcolor: 'action.selected',
    borderRadius: 1,
    px: 0.5,
    fontWeight: 600,
    whiteSpace: 'nowrap',
  },
});
