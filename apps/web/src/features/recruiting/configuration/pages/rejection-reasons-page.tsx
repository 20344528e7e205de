import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { REJECTION_REASON_TYPES } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { PageHeading } from '../../../../components/ui/page-heading';
import { DeleteRecordDialog } from '../../../../components/ui/delete-record-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import {
  useDeleteRejectionReasonMutation,
  useRejectionReasonsQuery,
  type RejectionReason,
} from '../api/rejection-reasons-api';
import { OptionList } from '../components/option-list';
import { RejectionReasonDialog } from '../components/rejection-reason-dialog';

const usedLabel = (count: number) =>
  count === 0 ? 'Not used yet' : `Rejected ${count} application${count === 1 ? '' : 's'}`;

/** /configuration/custom-options/rejection-reasons: why applications end, grouped by who decided. */
export default function RejectionReasonsPage() {
  usePageTitle('Rejection reasons');
  const canManage = useHasPermission('rct.settings.custom_options.rejection_reasons.manage');
  const reasons = useRejectionReasonsQuery();
  const [deleteReason] = useDeleteRejectionReasonMutation();
  const [editing, setEditing] = useState<RejectionReason | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<RejectionReason | null>(null);
  const loaded = reasons.data ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Rejection reasons"
        description="Whoever rejects a candidate picks one of these, so reports can say why candidates leave the pipeline and who decided."
        action={
          canManage && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
              Add reason
            </Button>
          )
        }
      />
      {reasons.isError && (
        <RetryAlert onRetry={() => void reasons.refetch()}>
          The rejection reasons could not be loaded.
        </RetryAlert>
      )}
      {reasons.isLoading && <Skeleton variant="rounded" height={200} />}
      {reasons.data?.length === 0 && (
        <EmptyState
          title="No rejection reasons yet"
          description="Add the reasons your company rejects candidates for, and those candidates give for withdrawing."
        />
      )}
      {loaded.length > 0 &&
        REJECTION_REASON_TYPES.map((type) => {
          const ofType = loaded.filter((reason) => reason.type.id === type.id);
          return (
            <Box key={type.id} component="section" aria-labelledby={`rejection-type-${type.id}`}>
              <Typography id={`rejection-type-${type.id}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                {type.name}
              </Typography>
              {ofType.length === 0 ? (
                <Typography color="text.secondary">None yet.</Typography>
              ) : (
                <OptionList
                  label={type.name}
                  options={ofType}
                  usage={(reason) => usedLabel(reason.applicationCount)}
                  onEdit={canManage ? setEditing : undefined}
                  onDelete={setDeleting}
                  canDelete={(reason) => reason.applicationCount === 0}
                />
              )}
            </Box>
          );
        })}
      <RejectionReasonDialog
        open={editing !== undefined}
        reason={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
      <DeleteRecordDialog
        kind="rejection reason"
        name={deleting?.name ?? null}
        onDelete={() => deleteReason(deleting!.id).unwrap()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
