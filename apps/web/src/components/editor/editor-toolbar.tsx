import { useState } from 'react';
import { Box, Divider, IconButton, MenuItem, Select, Tooltip } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { HEADING_LEVELS, type HeadingLevel } from './editor-extensions';
import { LinkButton } from './link-button';

function ToolButton({
  label,
  isActive,
  disabled,
  onClick,
  children,
}: {
  label: string;
  isActive?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={isActive}
          disabled={disabled}
          color={isActive ? 'primary' : 'default'}
          onClick={onClick}
          // Keeps the selection in the editor while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Formatting controls; each reflects the selection (bold pressed inside bold text, and so on). */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current.isActive('bold'),
      isItalic: current.isActive('italic'),
      isStrike: current.isActive('strike'),
      isBulletList: current.isActive('bulletList'),
      isOrderedList: current.isActive('orderedList'),
      heading: HEADING_LEVELS.find((level) => current.isActive('heading', { level })) ?? 0,
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Select
        size="small"
        value={state.heading}
        disabled={disabled}
        onChange={(event) => {
          const level = Number(event.target.value);
          if (level === 0) chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: level as HeadingLevel })
              .run();
        }}
        inputProps={{ 'aria-label': 'Text style' }}
        sx={{ minWidth: 128, '& .MuiSelect-select': { py: 0.5 } }}
      >
        <MenuItem value={0}>Paragraph</MenuItem>
        {HEADING_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            Heading {level}
          </MenuItem>
        ))}
      </Select>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label="Bold"
        isActive={state.isBold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      >
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Italic"
        isActive={state.isItalic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Strikethrough"
        isActive={state.isStrike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      >
        <StrikethroughSIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label="Bulleted list"
        isActive={state.isBulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label="Numbered list"
        isActive={state.isOrderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <LinkButton editor={editor} disabled={disabled} isOpen={isLinkOpen} onOpenChange={setIsLinkOpen} />
      <Divider orientation="vertical" flexItem />
      <ToolButton label="Undo" disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" />
      </ToolButton>
      <ToolButton label="Redo" disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" />
      </ToolButton>
    </Box>
  );
}
