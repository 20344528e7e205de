import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@mui/material';
import {
  SIGNATURE_FIELD_TYPE_LABELS,
  SIGNER_PARTY_LABELS,
  type SignatureFieldInput,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { fieldAfterKey, keptInPage } from '../utils/field-geometry';

export const SIGNER_COLOURS = { new_hire: '#1b5bd8', counter_signer: '#b35c00' } as const;

export interface FieldLayerProps {
  fields: readonly SignatureFieldInput[];
  page: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onChange: (field: SignatureFieldInput) => void;
  onRemove: (id: string) => void;
}

interface Drag {
  id: string;
  mode: 'move' | 'resize';
  startX: number;
  startY: number;
  field: SignatureFieldInput;
  rect: DOMRect;
}

const fieldName = (field: SignatureFieldInput) =>
  `${field.label || SIGNATURE_FIELD_TYPE_LABELS[field.type]}, ${SIGNER_PARTY_LABELS[field.signer]}`;

/**
 * The fields placed on one page of the editor: dragged to move, by the corner to resize, and with
 * the keyboard (arrows move, Shift for larger steps, Alt+arrows resize, Delete removes).
 */
export function FieldLayer({ fields, page, selectedId, onSelect, onChange, onRemove }: FieldLayerProps) {
  const drag = useRef<Drag | null>(null);

  const start = (event: PointerEvent<HTMLElement>, field: SignatureFieldInput, mode: Drag['mode']) => {
    const pageBox = (event.currentTarget as HTMLElement).closest('[data-page-index]');
    if (!pageBox) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    onSelect(field.id);
    drag.current = {
      id: field.id,
      mode,
      startX: event.clientX,
      startY: event.clientY,
      field,
      rect: pageBox.getBoundingClientRect(),
    };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.rect.width === 0) return;
    const dx = (event.clientX - current.startX) / current.rect.width;
    const dy = (event.clientY - current.startY) / current.rect.height;
    const { field } = current;
    onChange(
      keptInPage(
        current.mode === 'move'
          ? { ...field, x: field.x + dx, y: field.y + dy }
          : { ...field, width: field.width + dx, height: field.height + dy },
      ),
    );
  };
  const end = () => {
    drag.current = null;
  };
  const keyDown = (event: KeyboardEvent<HTMLElement>, field: SignatureFieldInput) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove(field.id);
      return;
    }
    const next = fieldAfterKey(field, event.key, { isLarge: event.shiftKey, isResize: event.altKey });
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <>
      {fields
        .filter((field) => field.page === page)
        .map((field) => {
          const isSelected = field.id === selectedId;
          const colour = SIGNER_COLOURS[field.signer];
          return (
            <Box
              key={field.id}
              role="button"
              tabIndex={0}
              aria-label={fieldName(field)}
              aria-pressed={isSelected}
              aria-describedby="field-keyboard-help"
              onFocus={() => onSelect(field.id)}
              onKeyDown={(event) => keyDown(event, field)}
              onPointerDown={(event) => start(event, field, 'move')}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              sx={{
                position: 'absolute',
                left: `${field.x * 100}%`,
                top: `${field.y * 100}%`,
                width: `${field.width * 100}%`,
                height: `${field.height * 100}%`,
                border: 2,
                borderStyle: isSelected ? 'solid' : 'dashed',
                borderColor: colour,
                bgcolor: `${colour}22`,
                color: colour,
                fontSize: 11,
                lineHeight: 1.1,
                px: 0.5,
                overflow: 'hidden',
                cursor: 'move',
                userSelect: 'none',
                touchAction: 'none',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            >
              {field.label || SIGNATURE_FIELD_TYPE_LABELS[field.type]}
              {field.required ? ' *' : ''}
              <Box
                aria-hidden
                onPointerDown={(event) => start(event, field, 'resize')}
                onPointerMove={move}
                onPointerUp={end}
                sx={{
                  position: 'absolute',
                  right: 0,
                  bottom: 0,
                  width: 10,
                  height: 10,
                  bgcolor: colour,
                  cursor: 'nwse-resize',
                }}
              />
            </Box>
          );
        })}
    </>
  );
}
