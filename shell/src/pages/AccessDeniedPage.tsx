import { ACCESS_DENIED_TEXT, Card } from 'shared-kit';

/** A signed-in user without the route's permission sees exactly this text (SHELL-11). */
export function AccessDeniedPage() {
  return (
    <Card>
      <p data-testid="access-denied">{ACCESS_DENIED_TEXT}</p>
    </Card>
  );
}
