import { useState } from 'react';
import { clearQueue } from 'shared-kit/offline-queue';
import { ConfirmDialog } from 'shared-kit/ui';
import { useText } from 'shared-kit/i18n';

/** The question before a sign-out that would delete changes not yet sent; Cancel keeps them. */
export function SignOutWarning({
  employeeId,
  count,
  onCancel,
  onSignedOut,
}: {
  employeeId: number;
  count: number;
  onCancel: () => void;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const text = useText();
  const confirm = async () => {
    setBusy(true);
    try {
      await clearQueue(employeeId);
    } catch (error) {
      console.error('The queued writes could not be deleted', error);
    }
    onSignedOut();
  };
  return (
    <ConfirmDialog
      title={text('shell.signOutWarning.title')}
      confirmLabel={text('shell.signOutWarning.confirm')}
      onConfirm={() => void confirm()}
      onClose={onCancel}
      busy={busy}
    >
      {text('shell.signOutWarning.unsent', { count })}
    </ConfirmDialog>
  );
}
