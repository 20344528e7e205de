import { useState } from 'react';
import { Button, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeading } from '../../../../components/ui/page-heading';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useCloseReasonsQuery,
  useDeleteCloseReasonMutation,
  type CloseReason,
} from '../api/configuration-api';
import { CloseReasonDialog } from '../components/close-reason-dialog';
import { OptionList } from '../components/option-list';

const closedLabel = (count: number) =>
  count === 0 ? 'Not used yet' : `Closed ${count} job${count === 1 ? '' : 's'}`;

/** /configuration/custom-options/close-reasons-for-job: why jobs close, picked when closing one. */
export default function CloseReasonsPage() {
  usePageTitle('Close reasons for job');
  const canManage = useHasPermission('rct.settings.custom_options.close_reasons.manage');
  const reasons = useCloseReasonsQuery();
  const [deleteReason] = useDeleteCloseReasonMutation();
  const [editing, setEditing] = useState<CloseReason | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CloseReason | null>(null);

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Close reasons for job"
        description="Whoever closes a job picks one of these, so reports can say why jobs close."
        action={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add reason
            </Button>
          )
        }
      />
      {reasons.isError && (
        <RetryAlert onRetry={() => void reasons.refetch()}>The close reasons could not be loaded.</RetryAlert>
      )}
      {reasons.isLoading && <Skeleton variant="rounded" height={160} />}
      {reasons.data?.length === 0 && (
        <EmptyState
          title="No close reasons yet"
          description="Add the reasons your company closes jobs for."
        />
      )}
      {reasons.data && reasons.data.length > 0 && (
        <OptionList
          label="Close reasons"
          options={reasons.data}
          usage={(reason) => closedLabel(reason.jobCount)}
          onEdit={canManage ? setEditing : undefined}
          onDelete={setDeleting}
          canDelete={(reason) => reason.jobCount === 0}
        />
      )}
      <CloseReasonDialog
        open={editing !== undefined}
        reason={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="close reason"
        name={deleting?.name ?? null}
        onDelete={() => deleteReason(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
