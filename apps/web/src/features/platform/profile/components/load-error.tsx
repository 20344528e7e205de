import { Box, Button, Paper, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { errorMessage } from '../../../../lib/api-errors';

/** A failed load: what went wrong (the server's message when there is one) and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: { xxs: 3, sm: 6 }, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {errorMessage(error, 'Check your connection and try again.')}
      </Typography>
      <Box>
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </Paper>
  );
}
