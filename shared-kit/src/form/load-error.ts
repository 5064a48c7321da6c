import { useEffect } from 'react';
import { navigateTo, notify } from 'shared-kit';

/**
 * A detail page whose record fails to load: the seed's error toast, then back to its list (CUSTOMERS-13 'Cannot find
 * customer data', 'Problem getting employee data', 'Cannot find role data'). The broken URL is replaced, so Back
 * does not return to it.
 */
export function useLeaveOnLoadError(error: unknown, message: string, listPath: string): void {
  useEffect(() => {
    if (!error) return;
    notify.error(message, error);
    navigateTo(listPath, { replace: true });
  }, [error, message, listPath]);
}
