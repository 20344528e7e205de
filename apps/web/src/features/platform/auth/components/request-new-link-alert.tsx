import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** A reset link that cannot work (broken, expired or used): say so and offer a fresh one. */
export function RequestNewLinkAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button
          component={RouterLink}
          to={paths.forgotPassword}
          color="inherit"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
        >
          Request a new link
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
