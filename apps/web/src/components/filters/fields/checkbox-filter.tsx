import { Checkbox, FormControlLabel } from '@mui/material';

export interface CheckboxFilterProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}

export function CheckboxFilter({ label, value, onChange }: CheckboxFilterProps) {
  return (
    <FormControlLabel
      control={<Checkbox size="small" checked={value} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}
