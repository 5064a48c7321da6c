import { useEffect } from 'react';
import { navigateTo, notify, useStillHere } from 'shared-kit';

/**
 * A detail page whose record fails to load: the seed's error toast, then back to its list (CUSTOMERS-13 'Cannot find
 * customer data', 'Problem getting employee data', 'Cannot find role data'). The broken URL is replaced, so Back
 * does not return to it; a user who has already gone elsewhere stays there.
 */
export function useLeaveOnLoadError(error: unknown, message: string, listPath: string): void {
  const stillHere = useStillHere();
  useEffect(() => {
    if (!error) return;
    notify.error(message, error);
    if (stillHere()) navigateTo(listPath, { replace: true });
    // stillHere (a new function each render) reads the page when the error arrives: not a reason to run again.
  }, [error, message, listPath]);
}
