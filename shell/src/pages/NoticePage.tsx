import { AppLink, Card, PageHeading } from 'shared-kit';
import { FormattedMessage } from 'shared-kit/i18n';

/** A page of the shell that only says something: its heading, a line, and the way home (messages of the catalogue). */
export function NoticePage({ heading, text }: { heading: string; text: string }) {
  return (
    <Card>
      <PageHeading>
        <FormattedMessage id={heading} />
      </PageHeading>
      <p>
        <FormattedMessage id={text} />
      </p>
      <p>
        <AppLink href="/">
          <FormattedMessage id="shell.goHome" />
        </AppLink>
      </p>
    </Card>
  );
}
