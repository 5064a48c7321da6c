import { AppLink, Card, PageHeading } from 'shared-kit';
import { FormattedMessage } from 'shared-kit/i18n';

export function UnderConstructionPage() {
  return (
    <Card>
      <PageHeading>
        <FormattedMessage id="shell.underConstruction.heading" />
      </PageHeading>
      <p>
        <FormattedMessage id="shell.underConstruction.text" />
      </p>
      <p>
        <AppLink href="/">
          <FormattedMessage id="shell.goHome" />
        </AppLink>
      </p>
    </Card>
  );
}
