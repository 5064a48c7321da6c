import { AppLink, Card, PageHeading } from 'shared-kit';
import { FormattedMessage } from 'shared-kit/i18n';

/** Any unknown path (SHELL-12). */
export function NotFoundPage() {
  return (
    <Card>
      <PageHeading>
        <FormattedMessage id="shell.notFound.heading" />
      </PageHeading>
      <p>
        <FormattedMessage id="shell.notFound.text" />
      </p>
      <p>
        <AppLink href="/">
          <FormattedMessage id="shell.goHome" />
        </AppLink>
      </p>
    </Card>
  );
}
