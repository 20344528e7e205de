import { useState, type KeyboardEvent } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

export type PasswordFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'type' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** current-password for existing passwords, new-password so managers offer to generate one. */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A react-hook-form password input with a show/hide toggle. The field's error shows below it;
 * otherwise a Caps Lock warning, since a stuck Caps Lock is the usual cause of "wrong password".
 */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  helperText,
  slotProps,
  ...props
}: PasswordFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [isVisible, setIsVisible] = useState(false);
  const [isCapsLockOn, setIsCapsLockOn] = useState(false);
  const label = typeof props.label === 'string' ? props.label.toLowerCase() : 'password';
  const checkCapsLock = (event: KeyboardEvent) =>
    setIsCapsLockOn(event.getModifierState?.('CapsLock') ?? false);

  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={() => {
        setIsCapsLockOn(false);
        field.onBlur();
      }}
      inputRef={field.ref}
      type={isVisible ? 'text' : 'password'}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? (isCapsLockOn ? 'Caps Lock is on' : helperText)}
      onKeyDown={checkCapsLock}
      onKeyUp={checkCapsLock}
      slotProps={{
        ...slotProps,
        // Password managers and mobile keyboards must not "fix" a password.
        htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, ...slotProps?.htmlInput },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {/* The browser's own tooltip (title), not MUI's: this field is on the sign-in page, whose
                  download budget MUI's Tooltip and its positioning engine would cost ~12 KB of. */}
              <IconButton
                edge="end"
                title={isVisible ? 'Hide' : 'Show'}
                aria-label={isVisible ? `Hide ${label}` : `Show ${label}`}
                onClick={() => setIsVisible((shown) => !shown)}
                // Keeps the caret in the input when the toggle is clicked.
                onMouseDown={(event) => event.preventDefault()}
              >
                {isVisible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
