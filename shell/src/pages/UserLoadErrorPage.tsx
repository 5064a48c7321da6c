import { ApiError, Button, Callout, Card, PageHeading, Row, Stack, navigateTo, session } from 'shared-kit';

/** GET /user failed for another reason than 401 (e.g. 403 'No employee record for this account'). */
export function UserLoadErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const serverMessage = error instanceof ApiError ? error.data?.message : null;
  const noRecord = error instanceof ApiError && error.status === 403;
  return (
    <Card>
      <Stack gap={3}>
        <PageHeading>Your account could not be loaded</PageHeading>
        <Callout tone="error">
          {serverMessage ?? (error instanceof Error ? error.message : 'The server could not be reached.')}
        </Callout>
        <Row>
          {!noRecord && <Button onClick={onRetry}>Try again</Button>}
          <Button
            variant="secondary"
            onClick={() => {
              navigateTo('/login');
              session.signOut();
            }}
          >
            Sign Out
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
