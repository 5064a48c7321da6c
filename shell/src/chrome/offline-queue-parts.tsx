import { useState } from 'react';
import { clearQueue, useQueuedWrites, SAVED_ON_DEVICE } from 'shared-kit/offline-queue';
import { ConfirmDialog } from 'shared-kit/ui';
import styled from 'styled-components';
import { SIGN_OUT_AND_DELETE, SIGN_OUT_WARNING_TITLE, unsentChangesText } from './offline-texts';

// One chunk, loaded with the header once signed in (online): the Sign Out warning is then at hand with no network.

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

/** The header's line while a write of the signed-in employee waits on this device (issue 43). */
export function QueuedWritesStatus({ employeeId }: { employeeId: number }) {
  // A refused write no longer sends itself: its timesheet's page shows why.
  const waiting = useQueuedWrites(employeeId)?.some((write) => !write.refused) ?? false;
  return (
    <Status role="status" data-testid="offline-queue-status">
      {waiting ? SAVED_ON_DEVICE : null}
    </Status>
  );
}

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
