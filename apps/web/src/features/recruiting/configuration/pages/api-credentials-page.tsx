import { useState } from 'react';
import { Button, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '../../../../components/ui/page-heading';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useListHarvestKeysQuery,
  useRevokeHarvestKeyMutation,
  type CreatedHarvestKey,
  type HarvestKey,
} from '../api/harvest-keys-api';
import { HarvestKeyDialog } from '../components/harvest-key-dialog';
import { HarvestKeysTable } from '../components/harvest-keys-table';
import { HarvestUsage } from '../components/harvest-usage';
import { NewKeyAlert } from '../components/new-key-alert';

/** /configuration/dev-center/api-credentials: keys of the Harvest API, each allowed the endpoints it names. */
export default function ApiCredentialsPage() {
  usePageTitle('API credentials');
  const keys = useListHarvestKeysQuery();
  const [revoke] = useRevokeHarvestKeyMutation();
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<CreatedHarvestKey | null>(null);
  const [revoking, setRevoking] = useState<HarvestKey | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1080, minWidth: 0 }}>
      <Breadcrumbs
        items={[
          { label: 'Configuration', to: paths.configuration },
          { label: 'Dev center', to: paths.devCenterHub },
          { label: 'API credentials' },
        ]}
      />
      <PageHeading
        title="API credentials"
        description={
          <>
            Keys for the Harvest API, through which your own systems read and change your recruiting data as
            Greenhouse&apos;s Harvest API does. Each key may call only the endpoints you allow it.
          </>
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setIsCreating(true)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Create API key
          </Button>
        }
      />
      {created && <NewKeyAlert name={created.name} secret={created.key} />}
      <HarvestUsage />
      {keys.isError && (
        <RetryAlert onRetry={() => void keys.refetch()}>The API keys could not be loaded.</RetryAlert>
      )}
      {keys.isLoading && <Skeleton variant="rounded" height={160} />}
      {keys.data?.length === 0 && (
        <EmptyState
          title="No API keys yet"
          description="Create a key for each system that calls the Harvest API, allowed only the endpoints it needs."
        />
      )}
      {keys.data && keys.data.length > 0 && <HarvestKeysTable keys={keys.data} onRevoke={setRevoking} />}
      <HarvestKeyDialog
        open={isCreating}
        onClose={() => setIsCreating(false)}
        onCreated={(key) => {
          setIsCreating(false);
          setCreated(key);
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={
          revoking
            ? `“${revoking.name}” stops working at once: anything still calling the Harvest API with it is refused. This cannot be undone.`
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
