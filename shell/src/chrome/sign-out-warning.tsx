import { useState } from 'react';
import { clearQueue } from 'shared-kit/offline-queue';
import { ConfirmDialog } from 'shared-kit/ui';
import { SIGN_OUT_AND_DELETE, SIGN_OUT_WARNING_TITLE, unsentChangesText } from './offline-texts';

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
      title={SIGN_OUT_WARNING_TITLE}
      confirmLabel={SIGN_OUT_AND_DELETE}
      onConfirm={() => void confirm()}
      onClose={onCancel}
      busy={busy}
    >
      {unsentChangesText(count)}
    </ConfirmDialog>
  );
}
