import { Box, Button } from '@mui/material';

/** A settings form's submit button, right-aligned, usable once something changed. */
export function SaveBar({
  label,
  isDirty,
  isSaving,
}: {
  label: string;
  isDirty: boolean;
  isSaving: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" loading={isSaving} disabled={!isDirty}>
        {label}
      </Button>
    </Box>
  );
}
