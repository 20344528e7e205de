import { useMemo, useRef, type ReactNode } from 'react';
import { Box, IconButton, Paper } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { reorder } from './reorder';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in announcements and on its handle, e.g. "Phone screen". */
  getLabel: (item: T) => string;
  onReorder: (items: T[]) => void;
  renderItem: (item: T) => ReactNode;
  /** Names the list for assistive technology, e.g. "Interview stages". */
  label: string;
  disabled?: boolean;
}

const SCREEN_READER_INSTRUCTIONS =
  'To pick up an item, press Space or Enter on its handle. Use the up and down arrow keys to move it, ' +
  'Space or Enter to drop it, or Escape to cancel.';

function SortableRow({
  id,
  label,
  index,
  disabled,
  children,
}: {
  id: string;
  label: string;
  index: number;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-sortable-index={index}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        listStyle: 'none',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 'none',
        bgcolor: 'background.paper',
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        disabled={disabled}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${label}`}
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Paper>
  );
}

/** A list reordered by dragging a handle, with the mouse, touch or keyboard, announcing each move. */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onReorder,
  renderItem,
  label,
  disabled,
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map(getId), [items, getId]);
  // At pick-up the item is "over" itself; that is not a move worth announcing over the pick-up.
  const hasMoved = useRef(false);

  const announcements = useMemo<Announcements>(() => {
    const labelOf = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => getId(candidate) === id);
      return item ? getLabel(item) : String(id);
    };
    const position = (id: UniqueIdentifier | undefined) =>
      `position ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
    return {
      onDragStart: ({ active }) => {
        hasMoved.current = false;
        return `Picked up ${labelOf(active.id)}, at ${position(active.id)}.`;
      },
      onDragOver: ({ active, over }) => {
        if (!over || (over.id === active.id && !hasMoved.current)) return undefined;
        hasMoved.current = true;
        return `${labelOf(active.id)} moved to ${position(over.id)}.`;
      },
      onDragEnd: ({ active, over }) =>
        over ? `${labelOf(active.id)} dropped at ${position(over.id)}.` : `${labelOf(active.id)} dropped.`,
      onDragCancel: ({ active }) =>
        `Moving cancelled. ${labelOf(active.id)} is back at ${position(active.id)}.`,
    };
  }, [items, ids, getId, getLabel]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id)
          onReorder(reorder(items, getId, String(active.id), String(over.id)));
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={label} sx={{ display: 'grid', gap: 1, p: 0, m: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              label={getLabel(item)}
              index={index}
              disabled={disabled}
            >
              {renderItem(item)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
