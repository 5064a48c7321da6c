import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Button, navigateTo, session } from 'shared-kit';
import { FormattedMessage, useText } from 'shared-kit/i18n';

// The offline queue's parts of the chrome (issue 43). All but the Sign Out button load after the page's content, none
// on its critical path: the header's line (with 'shared-kit/offline-queue') after STATUS_DELAY_MS, the Sign Out
// warning (with the kit's dialog, 'shared-kit/ui') once a change waits. Where they cannot be downloaded (offline,
// without the service worker that keeps the shell's files) the header stays as it was and Sign Out asks with the
// browser's own question.

/** How long after the header shows its line may load. */
export const STATUS_DELAY_MS = 1500;

const later = () => import(/* webpackChunkName: "offline-queue-line" */ './offline-queue-later');

const Status = lazy<ComponentType<{ employeeId: number }>>(() =>
  later().then(
    (parts) => ({ default: parts.QueuedWritesStatus }),
    (error: unknown) => {
      console.error("The offline queue's header line could not be loaded", error);
      return { default: NoStatus };
    },
  ),
);

function NoStatus(_props: { employeeId: number }) {
  return null;
}

/** The header's "Saved on this device — sends when online" while the employee's writes wait. */
export function OfflineQueueStatus({ employeeId }: { employeeId: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), STATUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <Status employeeId={employeeId} />
    </Suspense>
  ) : null;
}

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
  const [question, setQuestion] = useState<ReactNode>(null);
  const text = useText();
  const ask = () =>
    later().then(
      (parts) => parts.askBeforeSignOut(setQuestion, signOut),
      (error: unknown) => {
        // Whether changes wait cannot be read: the question without their number.
        console.error("The offline queue's code could not be loaded", error);
        if (window.confirm(text('shell.signOutWarning.unsentUnknown'))) signOut();
      },
    );
  return (
    <>
      <Button
        variant="secondary"
        // An area's unsaved-changes guard (shared-kit/form) asks on this click as on a link's.
        data-leaves-page
        onClick={() => void ask()}
      >
        <FormattedMessage id="shell.signOut" />
      </Button>
      {question}
    </>
  );
}
