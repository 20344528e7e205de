import { useState } from 'react';
import { Button, useMediaQuery, useTheme } from '@mui/material';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { PopoverMenu } from '../../../../components/ui/popover-menu';
import { useSession } from '../../../../lib/session-hooks';
import type { CandidateFilterOptions } from '../api/candidates-api';
import {
  BulkAddToPoolDialog,
  BulkEmailDialog,
  BulkMoveDialog,
  BulkPersonDialog,
  BulkTagsDialog,
  BulkTransferDialog,
  type BulkTarget,
} from './bulk-action-dialogs';
import { BulkRejectDialog } from './bulk-reject-dialog';

type BulkAction =
  | 'tag'
  | 'untag'
  | 'set_recruiter'
  | 'set_coordinator'
  | 'move'
  | 'transfer'
  | 'add_to_pool'
  | 'reject'
  | 'email';

/** Each action with the permission the server checks for it (POST /api/candidates/bulk). */
const ACTIONS: ReadonlyArray<{ action: BulkAction; label: string; permission: PermissionId }> = [
  { action: 'tag', label: 'Tag', permission: 'rct.module.tags.candidate_tag.assign' },
  { action: 'untag', label: 'Untag', permission: 'rct.module.tags.candidate_tag.assign' },
  { action: 'set_recruiter', label: 'Recruiter', permission: 'rct.module.candidates.candidate.edit' },
  { action: 'set_coordinator', label: 'Coordinator', permission: 'rct.module.candidates.candidate.edit' },
  { action: 'move', label: 'Move stage', permission: 'rct.module.job_details.pipeline.edit' },
  { action: 'transfer', label: 'Transfer', permission: 'rct.module.job_details.pipeline.edit' },
  { action: 'add_to_pool', label: 'Add to pool', permission: 'rct.module.talent_pool.prospect.create' },
  { action: 'reject', label: 'Reject', permission: 'rct.module.candidates.candidate.reject' },
  { action: 'email', label: 'Email', permission: 'rct.module.candidates.email.send' },
];

/** The bulk actions the signed-in user may take; none means the list offers no selection. */
export function useBulkActions() {
  const permissions = useSession().user?.permissions ?? [];
  return ACTIONS.filter((item) => permissions.includes(item.permission));
}

export interface CandidateBulkActionsProps {
  actions: ReturnType<typeof useBulkActions>;
  target: BulkTarget;
  count: number;
  options: CandidateFilterOptions | undefined;
  /** The list's job filter: a transfer moves the applications on it. */
  listJobId?: string | null;
  onDone: () => void;
}

/**
 * The bulk actions bar's buttons (a menu on a phone, where nine would not fit), and the dialog of
 * the one chosen.
 */
export function CandidateBulkActions({
  actions,
  target,
  count,
  options,
  listJobId = null,
  onDone,
}: CandidateBulkActionsProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState<BulkAction | null>(null);
  const canEmail = actions.some((item) => item.action === 'email');
  const shown = actions.filter(
    (item) => item.action !== 'email' || (options?.emailTemplates.length ?? 0) > 0,
  );

  const close = () => setOpen(null);
  const done = () => {
    close();
    onDone();
  };
  const dialogProps = options && { target, count, options, onDone: done, onClose: close };
  return (
    <>
      {isPhone ? (
        <PopoverMenu
          label="Bulk actions"
          buttonText="Actions"
          items={shown.map((item) => ({
            label: item.label,
            onClick: () => setOpen(item.action),
            disabled: !options,
            isDestructive: item.action === 'reject',
          }))}
        />
      ) : (
        shown.map((item) => (
          <Button
            key={item.action}
            size="small"
            variant="outlined"
            color={item.action === 'reject' ? 'error' : 'primary'}
            disabled={!options}
            onClick={() => setOpen(item.action)}
          >
            {item.label}
          </Button>
        ))
      )}
      {dialogProps && (open === 'tag' || open === 'untag') && (
        <BulkTagsDialog action={open} {...dialogProps} />
      )}
      {dialogProps && (open === 'set_recruiter' || open === 'set_coordinator') && (
        <BulkPersonDialog action={open} {...dialogProps} />
      )}
      {dialogProps && open === 'move' && <BulkMoveDialog {...dialogProps} />}
      {dialogProps && open === 'transfer' && <BulkTransferDialog fromJobId={listJobId} {...dialogProps} />}
      {dialogProps && open === 'add_to_pool' && <BulkAddToPoolDialog {...dialogProps} />}
      {dialogProps && open === 'reject' && <BulkRejectDialog canEmail={canEmail} {...dialogProps} />}
      {dialogProps && open === 'email' && <BulkEmailDialog {...dialogProps} />}
    </>
  );
}
