import { Card } from 'shared-kit';
import { FormattedMessage } from 'shared-kit/i18n';

/** A signed-in user without the route's permission sees exactly this text (SHELL-11; ACCESS_DENIED_TEXT in English). */
export function AccessDeniedPage() {
  return (
    <Card>
      <p data-testid="access-denied">
        <FormattedMessage id="shell.accessDenied" />
      </p>
    </Card>
  );
}
