import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useHasPermission } from '../../../../lib/session-hooks';
import { PopoverMenu, type PopoverMenuItem } from '../../../../components/ui/popover-menu';
import { paths } from '../../../../config/paths';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { usePersonActionMutation, type Person } from '../api/people-api';
import { fullName } from '../utils/person-labels';

type ConfirmedAction = 'deactivate' | 'activate' | 'reset-password';

const CONFIRMS: Record<ConfirmedAction, { title: string; message: (name: string) => string; label: string }> =
  {
    deactivate: {
      title: 'Deactivate person',
      message: (name) => `${name} will be signed out at once and can no longer sign in.`,
      label: 'Deactivate',
    },
    activate: {
      title: 'Activate person',
      message: (name) => `${name} will be able to sign in again.`,
      label: 'Activate',
    },
    'reset-password': {
      title: 'Reset password',
      message: (name) => `${name} will get an email with a link to choose a new password.`,
      label: 'Send reset link',
    },
  };

export interface PersonRowActionsProps {
  person: Person;
  onLoginAs: (person: Person) => void;
}

/** The ⋮ menu of a row: view, activate or deactivate, resend invite, reset password, login as. */
export function PersonRowActions({ person, onLoginAs }: PersonRowActionsProps) {
  const navigate = useNavigate();
  const [runAction] = usePersonActionMutation();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const name = fullName(person);
  const can = {
    activate: useHasPermission('sso.admin.users.user.activate'),
    resendInvite: useHasPermission('sso.admin.users.invite.send'),
    resetPassword: useHasPermission('sso.admin.users.password.reset'),
    impersonate: useHasPermission('sso.admin.impersonation.user.impersonate'),
  };

  const run = async (action: ConfirmedAction | 'resend-invite') => {
    try {
      const result = await runAction({ id: person.id, action }).unwrap();
      toastSuccess(successMessage(result, 'Done.'));
    } catch (error) {
      toastError(error);
    }
  };

  const items: PopoverMenuItem[] = [
    { label: 'View', onClick: () => void navigate(paths.adminPerson(person.id)) },
  ];
  if (can.activate) {
    items.push(
      person.status === 'inactive'
        ? { label: 'Activate', onClick: () => setConfirming('activate') }
        : { label: 'Deactivate', onClick: () => setConfirming('deactivate'), isDestructive: true },
    );
  }
  if (person.status === 'invited' && can.resendInvite)
    items.push({ label: 'Resend invite', onClick: () => void run('resend-invite') });
  if (person.status === 'active') {
    if (can.resetPassword)
      items.push({ label: 'Reset password', onClick: () => setConfirming('reset-password') });
    if (can.impersonate) items.push({ label: 'Login as user', onClick: () => onLoginAs(person) });
  }

  const confirm = confirming ? CONFIRMS[confirming] : null;
  return (
    <>
      <PopoverMenu label={`Actions for ${name}`} items={items} />
      {confirm && confirming && (
        <ConfirmDialog
          open
          title={confirm.title}
          message={confirm.message(name)}
          confirmLabel={confirm.label}
          isDestructive={confirming === 'deactivate'}
          onConfirm={async () => {
            await run(confirming);
            setConfirming(null);
          }}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
