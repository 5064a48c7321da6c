import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ApiError, Button, Callout, PageHeading, Stack, navigateTo, notify, useLocation } from 'shared-kit';
import { useIntl, useTranslateMessage } from 'shared-kit/i18n';
import { useRouteTitle } from '../common/route-title';

export const NOT_FOUND_PATH = '/not-found';

const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Goes to the shell's not-found page with the seed's toast (TS-DETAIL-22/23). */
export function useNotFound(error: unknown, message: string) {
  useEffect(() => {
    if (!isNotFound(error)) return;
    notify.error(message, error);
    navigateTo(NOT_FOUND_PATH);
  }, [error, message]);
}

/** The page title from the route table (U-24), shown while the timesheet loads too. */
export function Page({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const title = useRouteTitle(pathname);
  return (
    <Stack>
      <PageHeading>{title}</PageHeading>
      {children}
    </Stack>
  );
}

/** What could not be loaded, with Retry; nothing when it does not exist (useNotFound leaves the page). */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const intl = useIntl();
  const translate = useTranslateMessage();
  if (isNotFound(error)) return null;
  return (
    <Callout tone="error">
      <Stack gap={2}>
        <span>
          {error instanceof Error
            ? intl.formatMessage(
                { id: 'foreman.detail.loadFailedWith' },
                { message: translate(error.message) },
              )
            : intl.formatMessage({ id: 'foreman.detail.loadFailed' })}
        </span>
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage({ id: 'kit.retry' })}
          </Button>
        </div>
      </Stack>
    </Callout>
  );
}
