import { lazy, Suspense, useState } from 'react';
import { Button, navigateTo, session } from 'shared-kit';
import { SIGN_OUT } from './offline-texts';

// The offline queue's parts of the chrome load after the page's own code: none of it is on the critical path.
const Status = lazy(() => import('./offline-queue-status'));
const Warning = lazy(() => import('./sign-out-warning'));

/** The header's "Saved on this device — sends when online" while the employee's writes wait. */
export function OfflineQueueStatus({ employeeId }: { employeeId: number }) {
  return (
    <Suspense fallback={null}>
      <Status employeeId={employeeId} />
    </Suspense>
  );
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
