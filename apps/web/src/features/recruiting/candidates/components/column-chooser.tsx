import { useEffect, useRef, useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, IconButton, Stack, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import type { DataTableColumn } from '../../../../components/data-table/data-table-column';
import { Modal } from '../../../../components/ui/modal';
import { SortableList } from '../../../../components/ui/sortable-list';
import type { ColumnLayout } from '../hooks/use-column-layout';

export interface ColumnChooserProps<T> {
  /** Every column the list offers, the ones that cannot be hidden included. */
  columns: readonly DataTableColumn<T>[];
  layout: ColumnLayout;
  isDefault: boolean;
  onChange: (layout: ColumnLayout) => void;
  onReset: () => void;
}

type Direction = 'up' | 'down';

/**
 * The Columns button and its dialog: a checkbox per column and its place in the list, moved with the
 * arrow buttons or by dragging its handle. Each change shows in the list at once.
 */
export function ColumnChooser<T>({ columns, layout, isDefault, onChange, onReset }: ColumnChooserProps<T>) {
  const [isOpen, setIsOpen] = useState(false);
  const headers = new Map(columns.map((column) => [column.id, column.header]));
  const always = columns.filter((column) => column.hideable === false).map((column) => column.header);
  const items = layout.order.map((id) => ({ id, header: headers.get(id) ?? id }));
  const count = items.length;

  // A moved row is drawn again elsewhere, which can take the focus from its button: give it back,
  // or to the other arrow once the row reaches an end.
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: Direction } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, direction } = focusAfterMove;
    const index = layout.order.indexOf(id);
    const isAtEnd = direction === 'up' ? index === 0 : index === count - 1;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    buttons.current.get(`${id}:${isAtEnd ? other : direction}`)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, layout.order, count]);

  const toggle = (id: string) =>
    onChange({
      ...layout,
      hidden: layout.hidden.includes(id)
        ? layout.hidden.filter((hiddenId) => hiddenId !== id)
        : [...layout.hidden, id],
    });
  const move = (id: string, direction: Direction) => {
    const from = layout.order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= count) return;
    const order = [...layout.order];
    order.splice(from, 1);
    order.splice(to, 0, id);
    onChange({ ...layout, order });
    setFocusAfterMove({ id, direction });
  };

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        Columns
      </Button>
      <Modal
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="Columns"
        maxWidth="xs"
        actions={
          <>
            <Button onClick={onReset} disabled={isDefault} sx={{ mr: 'auto' }}>
              Reset to default
            </Button>
            <Button variant="contained" onClick={() => setIsOpen(false)}>
              Done
            </Button>
          </>
        }
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Choose the columns the list shows and their order.
          {always.length > 0 &&
            ` ${always.join(', ')} ${always.length === 1 ? 'is' : 'are'} always shown first.`}
        </Typography>
        <SortableList
          label="Column order"
          items={items}
          getId={(item) => item.id}
          getLabel={(item) => item.header}
          onReorder={(next) => onChange({ ...layout, order: next.map((item) => item.id) })}
          renderItem={(item) => {
            const index = layout.order.indexOf(item.id);
            return (
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1, minWidth: 0, mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={!layout.hidden.includes(item.id)}
                      onChange={() => toggle(item.id)}
                    />
                  }
                  label={item.header}
                />
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  {(['up', 'down'] as const).map((direction) => (
                    <IconButton
                      key={direction}
                      size="small"
                      ref={(element) => {
                        buttons.current.set(`${item.id}:${direction}`, element);
                      }}
                      aria-label={`Move ${item.header} ${direction}`}
                      disabled={direction === 'up' ? index === 0 : index === count - 1}
                      onClick={() => move(item.id, direction)}
                    >
                      {direction === 'up' ? (
                        <ArrowUpwardIcon fontSize="small" />
                      ) : (
                        <ArrowDownwardIcon fontSize="small" />
                      )}
                    </IconButton>
                  ))}
                </Box>
              </Stack>
            );
          }}
        />
      </Modal>
    </>
  );
}
