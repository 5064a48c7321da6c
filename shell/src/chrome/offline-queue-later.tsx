import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { session } from 'shared-kit';
import { useText } from 'shared-kit/i18n';
import { clearQueue, queuedWrites, useQueuedWrites } from 'shared-kit/offline-queue';
import styled from 'styled-components';

// What the chrome shows of the offline queue, loaded after the page's content (offline-queue.tsx).

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`;

const loadWarning = () =>
  import(/* webpackChunkName: "sign-out-warning" */ './sign-out-warning').catch((error: unknown) => {
    console.error("The Sign Out warning's code could not be loaded", error);
    return null;
  });
const preloadWarning = () => void loadWarning();

/**
 * The header's line while a write of the signed-in employee waits on this device (issue 43). While one waits (and
 * again when the browser comes online) the Sign Out warning loads, so it is at hand before it is needed.
 */
export function QueuedWritesStatus({ employeeId }: { employeeId: number }) {
  // A refused write no longer sends itself: its timesheet's page shows why.
  const waiting = useQueuedWrites(employeeId)?.some((write) => !write.refused) ?? false;
  const text = useText();
  useEffect(() => {
    if (!waiting) return undefined;
    preloadWarning();
    window.addEventListener('online', preloadWarning);
    return () => window.removeEventListener('online', preloadWarning);
  }, [waiting]);
  return (
    <Status role="status" data-testid="offline-queue-status">
      {waiting ? text('kit.offline.savedOnDevice') : null}
    </Status>
  );
}

export interface WarningProps {
  employeeId: number;
  count: number;
  onCancel: () => void;
  onSignedOut: () => void;
}

/** Without the kit's dialog (its code could not be downloaded): the same question in the browser's confirm, once. */
function BrowserQuestion({ employeeId, count, onCancel, onSignedOut }: WarningProps) {
  const asked = useRef(false);
  const text = useText();
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!window.confirm(text('shell.signOutWarning.unsent', { count }))) return onCancel();
    clearQueue(employeeId)
      .catch((error: unknown) => console.error('The queued writes could not be deleted', error))
      .finally(onSignedOut);
  }, [employeeId, count, onCancel, onSignedOut, text]);
  return null;
}

/** How many changes of the employee wait on this device (none when IndexedDB cannot be read: nothing was kept). */
async function unsentCount(employeeId: number): Promise<number> {
  try {
    return (await queuedWrites(employeeId)).length;
  } catch (error) {
    console.error('The queued writes could not be read', error);
    return 0;
  }
}

/**
 * Sign Out's question (SHELL-15, issue 43): with changes saved on this device and not yet sent, `show` puts the
 * warning on screen (Cancel keeps them, the other deletes them and signs out); with none, it signs out at once.
 */
export async function askBeforeSignOut(
  show: (question: ReactNode) => void,
  signOut: () => void,
): Promise<void> {
  const employeeId = session.getState().user?.employeeId;
  const count = employeeId === undefined ? 0 : await unsentCount(employeeId);
  if (employeeId === undefined || count === 0) return signOut();
  const Question: ComponentType<WarningProps> = (await loadWarning())?.SignOutWarning ?? BrowserQuestion;
  show(
    <Question
      employeeId={employeeId}
      count={count}
      onCancel={() => show(null)}
      onSignedOut={() => {
        show(null);
        signOut();
      }}
    />,
  );
}
