import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, navigateTo, session } from 'shared-kit';
import type * as OfflineQueueParts from './offline-queue-parts';
import { SIGN_OUT, unsentChangesText } from './offline-texts';

type Parts = typeof OfflineQueueParts;

/**
 * The offline queue's parts of the chrome, loaded after the page's own code (none of it is on the critical path). A
 * chunk that cannot be downloaded (the page opened offline without the service worker) leaves the header as it was:
 * no line, and Sign Out asks with the browser's own question.
 */
const parts = (): Promise<Parts | null> =>
  import('./offline-queue-parts').catch((error: unknown) => {
    console.error('The offline queue could not be loaded', error);
    return null;
  });

const Status = lazy(async () => ({ default: (await parts())?.QueuedWritesStatus ?? NoStatus }));

function NoStatus(_props: { employeeId: number }) {
  return null;
}

const Warning = lazy(async () => ({ default: (await parts())?.SignOutWarning ?? BrowserQuestion }));

/** The header's "Saved on this device — sends when online" while the employee's writes wait. */
export function OfflineQueueStatus({ employeeId }: { employeeId: number }) {
  return (
    <Suspense fallback={null}>
      <Status employeeId={employeeId} />
    </Suspense>
  );
}

interface WarningProps {
  employeeId: number;
  count: number;
  onCancel: () => void;
  onSignedOut: () => void;
}

/** Without the kit's dialog: the same question in the browser's own confirm, once. */
function BrowserQuestion({ employeeId, count, onCancel, onSignedOut }: WarningProps) {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    if (!window.confirm(unsentChangesText(count))) return onCancel();
    void import('shared-kit/offline-queue')
      .then(({ clearQueue }) => clearQueue(employeeId))
      .catch((error: unknown) => console.error('The queued writes could not be deleted', error))
      .finally(onSignedOut);
  }, [employeeId, count, onCancel, onSignedOut]);
  return null;
}

const unsentCount = async (employeeId: number): Promise<number> => {
  try {
    const { queuedWrites } = await import('shared-kit/offline-queue');
    return (await queuedWrites(employeeId)).length;
  } catch (error) {
    // No IndexedDB (a private window that refuses it): nothing can have been kept on this device.
    console.error('The queued writes could not be read', error);
    return 0;
  }
};

/** Leave first, so the guard does not save this page as the place to return to. */
const signOut = () => {
  navigateTo('/login');
  session.signOut();
};

/**
 * Sign Out (SHELL-15). With changes saved on this device and not yet sent, it asks first: signing out deletes them
 * (the next person on this tablet must not send them); Cancel keeps them.
 */
export function SignOutButton() {
  const [unsent, setUnsent] = useState<{ employeeId: number; count: number } | null>(null);
  const ask = async () => {
    const employeeId = session.getState().user?.employeeId;
    const count = employeeId === undefined ? 0 : await unsentCount(employeeId);
    if (employeeId === undefined || count === 0) signOut();
    else setUnsent({ employeeId, count });
  };
  return (
    <>
      <Button
        variant="secondary"
        // An area's unsaved-changes guard (shared-kit/form) asks on this click as on a link's.
        data-leaves-page
        onClick={() => void ask()}
      >
        {SIGN_OUT}
      </Button>
      {unsent && (
        <Suspense fallback={null}>
          <Warning
            employeeId={unsent.employeeId}
            count={unsent.count}
            onCancel={() => setUnsent(null)}
            onSignedOut={() => {
              setUnsent(null);
              signOut();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
