import { ApiError, Button, Callout, Card, PageHeading, Row, Stack, navigateTo, session } from 'shared-kit';
import { FormattedMessage, useIntl } from 'shared-kit/i18n';

/** GET /user failed for another reason than 401 (e.g. 403 'No employee record for this account'). */
export function UserLoadErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const serverMessage = error instanceof ApiError ? error.data?.message : null;
  const intl = useIntl();
  const noRecord = error instanceof ApiError && error.status === 403;
  return (
    <Card>
      <Stack gap={3}>
        <PageHeading>
          <FormattedMessage id="shell.accountError.heading" />
        </PageHeading>
        <Callout tone="error">
          {serverMessage ??
            (error instanceof Error
              ? error.message
              : intl.formatMessage({ id: 'shell.accountError.unreachable' }))}
        </Callout>
        <Row>
          {!noRecord && (
            <Button onClick={onRetry}>
              <FormattedMessage id="shell.accountError.tryAgain" />
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              navigateTo('/login');
              session.signOut();
            }}
          >
            <FormattedMessage id="shell.signOut" />
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
