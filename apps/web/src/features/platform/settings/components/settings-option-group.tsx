import type { ReactNode } from 'react';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId } from 'react';

export interface SettingOption<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
}

/** One setting with a few exclusive choices, shown as labelled buttons (aria-pressed marks the chosen one). */
export function SettingsOptionGroup<Value extends string>({
  title,
  value,
  options,
  onChange,
  columns = options.length,
}: {
  title: string;
  value: Value;
  options: ReadonlyArray<SettingOption<Value>>;
  onChange: (value: Value) => void;
  columns?: number;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography
        id={titleId}
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ fontWeight: 700 }}
      >
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        aria-labelledby={titleId}
        // A second click on the chosen option gives null: the setting keeps its value.
        onChange={(_, next: Value | null) => next && onChange(next)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, 1fr)`,
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            border: 1,
            borderColor: 'divider',
            borderRadius: '10px !important',
            m: 0,
          },
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              py: 1.25,
              textTransform: 'none',
              fontWeight: 600,
              color: 'text.secondary',
              // A tint of the primary colour, so the chosen label keeps AA contrast in dark mode too.
              '&.Mui-selected, &.Mui-selected:hover': {
                color: 'primary.main',
                borderColor: 'primary.main',
                bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
              },
            }}
          >
            {option.icon}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
