import { Chip, Stack, Typography } from '@mui/material';
import type { AutocompleteRenderValueGetItemProps } from '@mui/material';

/**
 * Spec section 9: multiselect filters show one tag at a time, then "+N" for the rest, focused or not,
 * so the filter bar keeps its height.
 */
export function renderOneTag<T>(
  value: readonly T[],
  getItemProps: AutocompleteRenderValueGetItemProps<true>,
  getLabel: (option: T) => string,
) {
  const [first] = value;
  if (first === undefined) return null;
  const { key, ...chipProps } = getItemProps({ index: 0 });
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} sx={{ minWidth: 0 }}>
      <Chip key={key} size="small" label={getLabel(first)} {...chipProps} sx={{ maxWidth: 140 }} />
      {value.length > 1 && (
        <Typography variant="body2" color="text.secondary" aria-label={`${value.length - 1} more selected`}>
          +{value.length - 1}
        </Typography>
      )}
    </Stack>
  );
}
