import { useId } from 'react';
import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  useThemeProps,
  type FormHelperTextProps,
  type InputBaseComponentProps,
  type InputLabelProps,
  type OutlinedInputProps,
  type TextFieldProps,
} from '@mui/material';

export interface OutlinedFieldSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

export type OutlinedFieldProps = Omit<
  TextFieldProps,
  | 'select'
  | 'SelectProps'
  | 'variant'
  | 'children'
  | 'slots'
  | 'slotProps'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & { slotProps?: OutlinedFieldSlotProps };

/**
 * MUI's TextField for its outlined, non-select case, built from the same parts (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) with the same ids and ARIA wiring, and the theme's
 * MuiTextField defaults. TextField imports Select, and with it Menu, Popover and Modal, whether or
 * not a field is a select: ~13 KB gzipped the sign-in page would download for nothing (issue 3).
 */
export function OutlinedField(inProps: OutlinedFieldProps) {
  const {
    id: idOverride,
    label,
    helperText,
    slotProps = {},
    autoComplete,
    autoFocus,
    defaultValue,
    disabled,
    error,
    fullWidth,
    inputRef,
    multiline,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required,
    rows,
    minRows,
    maxRows,
    type,
    value,
    color,
    size,
    ...other
  } = useThemeProps({ props: inProps, name: 'MuiTextField' }) as OutlinedFieldProps;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const { inputLabel, formHelperText, htmlInput, input } = slotProps;

  return (
    <FormControl
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      size={size}
      variant="outlined"
      {...other}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        notched={inputLabel?.shrink}
        {...input}
        inputProps={{ ...htmlInput, ...input?.inputProps }}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
