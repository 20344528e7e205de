import { useId, type ReactNode, type Ref } from 'react';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';

export interface ChecklistOption {
  value: string;
  label: ReactNode;
}

export interface ChecklistGroup {
  /** Shown as the group's own checkbox, which selects the whole group; none for a flat list. */
  label?: string;
  options: readonly ChecklistOption[];
}

export interface ChecklistFieldProps {
  legend: string;
  groups: readonly ChecklistGroup[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Takes the focus when the form shows this field's error. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Groups in two columns on a wide screen. */
  isWide?: boolean;
}

function SelectionBox({
  label,
  values,
  selected,
  onToggle,
  disabled,
  inputRef,
  isBold = false,
}: {
  label: ReactNode;
  values: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (isChecked: boolean) => void;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  isBold?: boolean;
}) {
  const count = values.filter((value) => selected.has(value)).length;
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      slotProps={{ typography: { fontWeight: isBold ? 600 : undefined } }}
      control={
        <Checkbox
          inputRef={inputRef}
          checked={count > 0 && count === values.length}
          indeterminate={count > 0 && count < values.length}
          onChange={(event) => onToggle(event.target.checked)}
        />
      }
    />
  );
}

/**
 * Checkboxes for a list of values, in groups each with its own select-all, and "Select all" above
 * them. The value keeps the options' order, whatever the order they were ticked in.
 */
export function ChecklistField({
  legend,
  groups,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  isWide = false,
}: ChecklistFieldProps) {
  const helperId = useId();
  const selected = new Set(value);
  const all = groups.flatMap((group) => group.options.map((option) => option.value));
  const set = (values: readonly string[], isChecked: boolean) => {
    const next = new Set(selected);
    for (const one of values) {
      if (isChecked) next.add(one);
      else next.delete(one);
    }
    onChange(all.filter((one) => next.has(one)));
  };
  const optionBoxes = (options: readonly ChecklistOption[]) =>
    options.map((option) => (
      <FormControlLabel
        key={option.value}
        label={option.label}
        disabled={disabled}
        control={
          <Checkbox
            checked={selected.has(option.value)}
            onChange={(event) => set([option.value], event.target.checked)}
          />
        }
      />
    ));
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      required={required}
      onBlur={onBlur}
      aria-describedby={error || helperText ? helperId : undefined}
      sx={{ width: '100%' }}
    >
      <FormLabel component="legend">{legend}</FormLabel>
      {/* Under the legend, not below a long list, where an error would go unseen. */}
      {(error || helperText) && (
        <FormHelperText id={helperId} sx={{ mx: 0 }}>
          {error ?? helperText}
        </FormHelperText>
      )}
      <SelectionBox
        label="Select all"
        values={all}
        selected={selected}
        onToggle={(isChecked) => set(all, isChecked)}
        disabled={disabled}
        inputRef={inputRef}
        isBold
      />
      <Box
        sx={{ columnCount: { xxs: 1, md: isWide ? 2 : 1 }, columnGap: 2, '& > *': { breakInside: 'avoid' } }}
      >
        {groups.map((group, index) =>
          group.label ? (
            <Box key={group.label} sx={{ minWidth: 0 }}>
              <SelectionBox
                label={group.label}
                values={group.options.map((option) => option.value)}
                selected={selected}
                onToggle={(isChecked) =>
                  set(
                    group.options.map((option) => option.value),
                    isChecked,
                  )
                }
                disabled={disabled}
                isBold
              />
              <FormGroup role="group" aria-label={group.label} sx={{ pl: 3.5 }}>
                {optionBoxes(group.options)}
              </FormGroup>
            </Box>
          ) : (
            <FormGroup key={index} sx={{ pl: 3.5 }}>
              {optionBoxes(group.options)}
            </FormGroup>
          ),
        )}
      </Box>
    </FormControl>
  );
}
