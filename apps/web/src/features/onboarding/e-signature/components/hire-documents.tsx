import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useCancelSignatureRequestMutation,
  useSendSignatureRequestMutation,
  useSignatureRequestsQuery,
  useSignatureTemplatesQuery,
  type SignatureRequest,
} from '../api/e-signature-api';
import { DownloadSignedButton } from './download-signed-button';
import { RequestStateChip } from './request-state-chip';

function SendDialog({ hireId, open, onClose }: { hireId: string; open: boolean; onClose: () => void }) {
  const templates = useSignatureTemplatesQuery(undefined, { skip: !open });
  const [send, { isLoading }] = useSendSignatureRequestMutation();
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const usable = (templates.data ?? []).filter((template) => template.fields.length > 0);
  const submit = async () => {
    if (!templateId) return setError('Select a template');
    try {
      toastSuccess(successMessage(await send({ newHireId: hireId, templateId }).unwrap(), 'Document sent'));
      setTemplateId('');
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Send for signature"
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
            Send
          </Button>
        </>
      }
    >
      {templates.isError ? (
        <LoadFailureState
          error={templates.error}
          subject="templates"
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <TextField
          select
          fullWidth
          sx={{ mt: 1 }}
          label="Template"
          value={templateId}
          onChange={(event) => {
            setTemplateId(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={
            error ?? (usable.length === 0 && !templates.isLoading ? 'No template with fields yet.' : ' ')
          }
        >
          {usable.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Modal>
  );
}

/** A hire's page, "Documents": what was sent for signature, its state, and send, cancel, download. */
export function HireDocuments({ hireId }: { hireId: string }) {
  const canView = useHasPermission('onb.module.e_signature.request.view');
  const maySend = useHasPermission('onb.module.e_signature.request.send');
  // The template list is settings; without it there is nothing to choose from.
  const canListTemplates = useHasPermission('onb.settings.plan.e_signature.manage');
  const canSend = maySend && canListTemplates;
  const canCancel = useHasPermission('onb.module.e_signature.request.cancel');
  const requests = useSignatureRequestsQuery({ newHireId: hireId }, { skip: !canView });
  const [cancel] = useCancelSignatureRequestMutation();
  const [isSending, setIsSending] = useState(false);
  const [cancelling, setCancelling] = useState<SignatureRequest | null>(null);
  if (!canView) return null;

  const confirmCancel = async () => {
    try {
      toastSuccess(successMessage(await cancel(cancelling!.id).unwrap(), 'Document cancelled'));
    } catch (error) {
      toastError(error);
    }
    setCancelling(null);
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="hire-documents-title">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Typography id="hire-documents-title" variant="h6" component="h2">
            Documents
          </Typography>
          {canSend && (
            <Button size="small" startIcon={<SendIcon />} onClick={() => setIsSending(true)}>
              Send for signature
            </Button>
          )}
        </Stack>
        {requests.isError && (
          <LoadFailureState
            error={requests.error}
            subject="documents"
            onRetry={() => void requests.refetch()}
          />
        )}
        {requests.isLoading && <Skeleton variant="rounded" height={64} aria-label="Loading documents" />}
        {requests.data?.length === 0 && (
          <Typography color="text.secondary">No documents sent for signature yet.</Typography>
        )}
        {requests.data && requests.data.length > 0 && (
          <List aria-label="Documents sent for signature" disablePadding>
            {requests.data.map((request) => (
              <ListItem key={request.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Stack sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Link
                    component={RouterLink}
                    to={paths.onboardingDocument(request.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {request.name}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {request.counterSigner
                      ? `Counter-signer: ${request.counterSigner.name}`
                      : 'No counter-signer'}
                  </Typography>
                </Stack>
                <RequestStateChip state={request.state} />
                {request.canDownload && (
                  <DownloadSignedButton id={request.id} name={request.name} size="small" />
                )}
                {canCancel && request.canCancel && (
                  <Button size="small" color="error" onClick={() => setCancelling(request)}>
                    Cancel
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      {canSend && <SendDialog hireId={hireId} open={isSending} onClose={() => setIsSending(false)} />}
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel document"
        message={
          cancelling
            ? `Cancel “${cancelling.name}”? It can no longer be signed; you can send it again later.`
            : ''
        }
        confirmLabel="Cancel document"
        isDestructive
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      />
    </Card>
  );
}
