import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Box, Button, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { SignatureMark } from '@atrium/shared/schemas/onboarding/e-signature';

export const SCRIPT_FONT = '"Segoe Script", "Brush Script MT", "Apple Chancery", cursive';

export interface SignaturePadProps {
  label: string;
  /** Suggested text for a typed mark (the signer's name, or initials). */
  suggestion: string;
  value: SignatureMark | null;
  onChange: (mark: SignatureMark | null) => void;
  error?: string;
}

function DrawPad({ label, onChange }: { label: string; onChange: (image: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = event.currentTarget.width / (rect.width || 1);
    const scaleY = event.currentTarget.height / (rect.height || 1);
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = pointOf(event);
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0d1a59';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
    setHasInk(true);
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    if (hasInk && canvas.current) onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, element.width, element.height);
    setHasInk(false);
    onChange(null);
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvas}
        width={600}
        height={180}
        aria-label={`${label}: draw with a mouse, finger or pen`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        sx={{
          width: '100%',
          maxWidth: 600,
          aspectRatio: '10 / 3',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'common.white',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Box>
        <Button size="small" onClick={clear} disabled={!hasInk}>
          Clear
        </Button>
      </Box>
    </Stack>
  );
}

/** A signature or initials: drawn on a canvas (pointer events), or typed and shown in a script face. */
export function SignaturePad({ label, suggestion, value, onChange, error }: SignaturePadProps) {
  const [mode, setMode] = useState<SignatureMark['mode']>(value?.mode ?? 'typed');
  const [text, setText] = useState(value?.mode === 'typed' ? value.text : '');
  useEffect(() => {
    if (value?.mode === 'typed') setText(value.text);
  }, [value]);

  return (
    <Stack spacing={1}>
      <Tabs
        value={mode}
        onChange={(_event, next: SignatureMark['mode']) => {
          setMode(next);
          onChange(next === 'typed' && text.trim() ? { mode: 'typed', text } : null);
        }}
        aria-label={`How to make your ${label.toLowerCase()}`}
      >
        <Tab value="typed" label="Type" />
        <Tab value="drawn" label="Draw" />
      </Tabs>
      {mode === 'typed' ? (
        <Stack spacing={1}>
          <TextField
            label={label}
            value={text}
            placeholder={suggestion}
            onChange={(event) => {
              setText(event.target.value);
              onChange(event.target.value.trim() ? { mode: 'typed', text: event.target.value } : null);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {text.trim() && (
            <Typography aria-hidden sx={{ fontFamily: SCRIPT_FONT, fontSize: 32, color: '#0d1a59' }}>
              {text}
            </Typography>
          )}
        </Stack>
      ) : (
        <>
          <DrawPad label={label} onChange={(image) => onChange(image ? { mode: 'drawn', image } : null)} />
          {error && (
            <Typography variant="caption" color="error">
              {error}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
