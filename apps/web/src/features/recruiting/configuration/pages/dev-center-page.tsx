import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { paths } from '../../../../config/paths';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  type ApiKey,
  type CreatedApiKey,
} from '../api/api-keys-api';
import { NewKeyAlert } from '../components/new-key-alert';

const date = (value: string | null) => (value ? dayjs(value).format('DD MMM YYYY, HH:mm') : '—');

/** /configuration/dev-center/configure-your-job-boards: the keys of the Job Board API, and how to use them. */
export default function DevCenterPage() {
  usePageTitle('Configure your job boards');
  const keys = useListApiKeysQuery();
  const [create, creating] = useCreateApiKeyMutation();
  const [revoke] = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const submit = async () => {
    setNameError('');
    try {
      const result = await create({ name }).unwrap();
      setCreated(result.data);
      setName('');
    } catch (error) {
      const field = fieldErrors(error).find((item) => item.path === 'name');
      if (field) setNameError(field.message);
      else toastError(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 1080 }}>
      <Breadcrumbs
        items={[
          { label: 'Configuration', to: paths.configuration },
          { label: 'Dev center', to: paths.devCenterHub },
          { label: 'Configure your job boards' },
        ]}
      />
      <Box>
        <Typography variant="h4" component="h1">
          Configure your job boards
        </Typography>
        <Typography color="text.secondary">
          Your website can list your jobs and take applications through the Job Board API, which answers like
          Greenhouse's: <code>{`${window.location.origin}/api/job-board/v1/boards/{board name}`}</code>.
          Reading needs no key. To submit applications (<code>POST …/jobs/{'{post id}'}</code>), send a key
          below as the HTTP Basic user name with no password, from your server only.
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 3 }}
        component="form"
        aria-label="New API key"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
          <TextField
            label="Key name"
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(nameError)}
            helperText={nameError || 'Where the key is used, e.g. Company website'}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={creating.isLoading} sx={{ mt: { sm: 1 } }}>
            Create API key
          </Button>
        </Stack>
      </Paper>
      {created && <NewKeyAlert name={created.name} secret={created.key} />}
      {keys.isError && <Alert severity="error">{errorMessage(keys.error)}</Alert>}
      {keys.data && keys.data.length === 0 && (
        <EmptyState
          title="No API keys yet"
          description="Create a key to take applications from your own website."
        />
      )}
      {keys.data && keys.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="API keys">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Key</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell align="right">Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.data.map((key) => (
                <TableRow key={key.id}>
                  <TableCell>{key.name}</TableCell>
                  <TableCell>
                    <code>{key.prefix}…</code>
                  </TableCell>
                  <TableCell>
                    {date(key.createdAt)}
                    {key.createdBy ? ` by ${key.createdBy.name}` : ''}
                  </TableCell>
                  <TableCell>{date(key.lastUsedAt)}</TableCell>
                  <TableCell align="right">
                    {key.revokedAt ? (
                      <Chip size="small" label={`Revoked ${dayjs(key.revokedAt).format('DD MMM YYYY')}`} />
                    ) : (
                      <Button color="error" size="small" onClick={() => setRevoking(key)}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={
          revoking
            ? `“${revoking.name}” stops working at once. Anything still using it can no longer submit applications.`
            : ''
        }
        confirmLabel="Revoke"
        isDestructive
        onConfirm={async () => {
          try {
            toastSuccess(successMessage(await revoke(revoking!.id).unwrap(), 'API key revoked'));
            setRevoking(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
