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
import { useDeleteWebhookMutation, useListWebhooksQuery, type Webhook } from '../api/webhooks-api';
import { WebhookCard } from '../components/webhook-card';
import { WebhookDeliveriesDialog } from '../components/webhook-deliveries-dialog';
import { WebhookDialog } from '../components/webhook-dialog';

/** /configuration/dev-center/web-hooks: endpoints told of candidate and application events. */
export default function WebHooksPage() {
  usePageTitle('Web hooks');
  const hooks = useListWebhooksQuery();
  const [deleteHook] = useDeleteWebhookMutation();
  // undefined: no dialog; null: adding one.
  const [editing, setEditing] = useState<Webhook | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [showing, setShowing] = useState<Webhook | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <Breadcrumbs
        items={[
          { label: 'Configuration', to: paths.configuration },
          { label: 'Dev center', to: paths.devCenterHub },
          { label: 'Web hooks' },
        ]}
      />
      <PageHeading
        title="Web hooks"
        description={
          <>
            Your systems hear of new applications, stage changes, rejections, deletions and merges as they
            happen, in Greenhouse&apos;s format. Each request is signed (<code>Signature: sha256 …</code>, an
            HMAC of the body with the hook&apos;s secret key) and retried with backoff when the endpoint
            fails.
          </>
        }
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing(null)}
            sx={{ alignSelf: 'flex-start' }}
          >
            Add web hook
          </Button>
        }
      />
      {hooks.isError && (
        <RetryAlert onRetry={() => void hooks.refetch()}>The web hooks could not be loaded.</RetryAlert>
      )}
      {hooks.isLoading && <Skeleton variant="rounded" height={160} />}
      {hooks.data?.length === 0 && (
        <EmptyState
          title="No web hooks yet"
          description="Add an https:// endpoint of yours and choose the events it should hear of."
        />
      )}
      {hooks.data && hooks.data.length > 0 && (
        <Stack component="ul" aria-label="Web hooks" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {hooks.data.map((hook) => (
            <WebhookCard
              key={hook.id}
              hook={hook}
              onEdit={setEditing}
              onDelete={setDeleting}
              onDeliveries={setShowing}
            />
          ))}
        </Stack>
      )}
      {editing !== undefined && (
        <WebhookDialog key={editing?.id ?? 'new'} hook={editing} onClose={() => setEditing(undefined)} />
      )}
      {showing && <WebhookDeliveriesDialog hook={showing} onClose={() => setShowing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete web hook"
        message={
          deleting
            ? `“${deleting.name}” stops hearing of events, and its delivery log is deleted. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={async () => {
          try {
            toastSuccess(successMessage(await deleteHook(deleting!.id).unwrap(), 'Web hook deleted'));
            setDeleting(null);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
