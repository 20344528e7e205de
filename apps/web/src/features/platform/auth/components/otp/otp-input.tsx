import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { Box, InputBase } from '@mui/material';
import { OTP_LENGTH } from '@atrium/shared/constants/limits';

export interface OtpInputHandle {
  focus: (index?: number) => void;
}

export interface OtpInputProps {
  /** One entry per box: '' or a single digit. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  hasError?: boolean;
  /** Shown but not editable (while a code is checked); stays focusable, unlike disabled. */
  readOnly?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  ref?: Ref<OtpInputHandle>;
}

const DIGIT = /^\d$/;
const FULL_CODE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Four single-digit boxes (spec section 5): each takes one digit and moves on, Backspace goes back,
 * the arrow keys move, and a paste is taken only when it is exactly the 4-digit code.
 */
export function OtpInput({
  digits,
  onChange,
  hasError,
  readOnly,
  autoFocus,
  describedBy,
  ref,
}: OtpInputProps) {
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))];
    input?.focus();
    input?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }), []);

  const setDigit = (index: number, digit: string) =>
    onChange(digits.map((d, i) => (i === index ? digit : d)));

  const handleInput = (index: number, raw: string) => {
    // A phone's one-time-code autofill arrives as one input holding the whole code.
    if (FULL_CODE.test(raw)) {
      onChange(raw.split(''));
      focusBox(OTP_LENGTH - 1);
      return;
    }
    if (raw === '') return setDigit(index, '');
    // The box may already hold a digit: the newest character is the one typed.
    const typed = raw.replace(digits[index] ?? '', '').slice(-1) || raw.slice(-1);
    if (!DIGIT.test(typed)) return;
    setDigit(index, typed);
    if (index < OTP_LENGTH - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: OTP_LENGTH - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusBox(moves[event.key]!);
    } else if (event.key === 'Backspace') {
      // Backspace clears this box, or the one before when this is empty, and goes back.
      event.preventDefault();
      const target = digits[index] ? index : index - 1;
      if (target < 0) return;
      setDigit(target, '');
      focusBox(Math.max(index - 1, 0));
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text').trim();
    if (!FULL_CODE.test(text)) return;
    onChange(text.split(''));
    focusBox(OTP_LENGTH - 1);
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      sx={{ display: 'flex', gap: { xxs: 1.5, sm: 2 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          readOnly={readOnly}
          autoFocus={autoFocus && index === 0}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => handleInput(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => handlePaste(event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          error={hasError}
          slotProps={{
            input: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': `Digit ${index + 1} of ${OTP_LENGTH}`,
              'aria-invalid': hasError || undefined,
              'aria-describedby': describedBy,
            },
          }}
          sx={{
            width: { xxs: 56, sm: 64 },
            height: { xxs: 60, sm: 68 },
            border: 2,
            borderRadius: 2,
            borderColor: hasError ? 'error.main' : digit ? 'primary.main' : 'divider',
            bgcolor: 'background.paper',
            fontSize: 28,
            fontWeight: 700,
            transition: 'border-color 150ms',
            '&.Mui-focused': {
              borderColor: 'primary.main',
              boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}33`,
            },
            '& input': { textAlign: 'center', p: 0 },
          }}
        />
      ))}
    </Box>
  );
}
