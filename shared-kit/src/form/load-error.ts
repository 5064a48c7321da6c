import { useEffect } from 'react';
import { navigateTo, notify, useStillHere } from 'shared-kit';

/**
 * The error of a query's first load: none once it has data. A later refetch that fails (a flaky line when the tablet
 * reconnects, an invalidation) keeps the data on screen, and with it whatever is being typed into it.
 */
export const firstLoadError = (query: { data: unknown; error: unknown }): unknown =>
  query.data === undefined ? query.error : null;

/**
 * A detail page whose record fails to load (pass `firstLoadError(query)`): the seed's error toast, then back to its list (CUSTOMERS-13 'Cannot find
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
