import { useState } from 'react';
import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useGetEmailSenderQuery,
  useSetEmailSenderMutation,
  useVerifyEmailSenderMutation,
} from '../api/templates-api';

/** /configuration/email-templates/email-verification: the address recruiting mail comes from, proven by a code. */
export default function EmailSenderPage() {
  usePageTitle('Sender address');
  const sender = useGetEmailSenderQuery();
  const [setSender, setting] = useSetEmailSenderMutation();
  const [verify, verifying] = useVerifyEmailSenderMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fail = (error: unknown) => {
    const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
    setErrors(found);
    if (Object.keys(found).length === 0) toastError(error);
  };
  const waiting = sender.data && !sender.data.verified;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Sender address
        </Typography>
        <Typography color="text.secondary">
          Recruiting mail to candidates comes from this address once you prove it is yours.{' '}
          <RouterLink to={paths.emailTemplates}>Email templates</RouterLink>
        </Typography>
      </Box>
      {sender.isError && <Alert severity="error">{errorMessage(sender.error)}</Alert>}
      {sender.data && (
        <Alert severity={sender.data.verified ? 'success' : 'info'}>
          {sender.data.name} &lt;{sender.data.email}&gt;{' '}
          <Chip size="small" label={sender.data.verified ? 'Verified' : 'Waiting for the code'} />
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        aria-label="Sender address"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setErrors({});
          setSender({ name, email })
            .unwrap()
            .then((result) => toastSuccess(successMessage(result, 'We sent a code to that address')))
            .catch(fail);
        }}
      >
        <Stack spacing={2}>
          <TextField
            label="Sender name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'e.g. Northwind Talent'}
          />
          <TextField
            label="Sender email"
            required
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <Box>
            <Button type="submit" variant="contained" loading={setting.isLoading}>
              Send a code to this address
            </Button>
          </Box>
        </Stack>
      </Paper>
      {waiting && (
        <Paper
          variant="outlined"
          sx={{ p: 3 }}
          component="form"
          aria-label="Verify sender"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            verify(code)
              .unwrap()
              .then((result) => toastSuccess(successMessage(result, 'Sender address verified')))
              .catch(fail);
          }}
        >
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label="Code from the email"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code' } }}
              error={Boolean(errors.code)}
              helperText={errors.code ?? `Sent to ${sender.data!.email}`}
            />
            <Button type="submit" variant="contained" loading={verifying.isLoading} sx={{ mt: { sm: 1 } }}>
              Verify
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
