import { useId } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { SENTIMENT_LABELS, SENTIMENTS } from '@atrium/shared/schemas/performance/updates';
import { SENTIMENT_COLORS, SENTIMENT_ICONS } from '../utils/update-format';

/** How the period felt, 1 to 5: five faces, each a radio named by its word, keyboard-friendly. */
export function SentimentPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  const labelId = useId();
  const helperId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5, fontWeight: 500, color: 'text.primary' }}>
        How did this period feel?
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={error ? helperId : undefined}
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        sx={{ gap: { xxs: 0, sm: 1 } }}
      >
        {SENTIMENTS.map((sentiment) => {
          const Icon = SENTIMENT_ICONS[sentiment];
          return (
            <FormControlLabel
              key={sentiment}
              value={String(sentiment)}
              label={SENTIMENT_LABELS[sentiment]}
              labelPlacement="bottom"
              sx={{ mx: 0, minWidth: 64, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
              control={
                <Radio
                  icon={<Icon fontSize="large" sx={{ opacity: 0.45 }} />}
                  checkedIcon={<Icon fontSize="large" color={SENTIMENT_COLORS[sentiment]} />}
                />
              }
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
