import { AppLink, Card, PageHeading, inLanguage, type SignedInUser } from 'shared-kit';
import { FormattedMessage, useIntl } from 'shared-kit/i18n';
import { useRouteTable } from '../guards/route-table-context';

/** '/' for a user whose roles have no home page (SHELL-14: they stay at '/'). */
export function WelcomePage({ user }: { user: SignedInUser }) {
  const intl = useIntl();
  const entries = useRouteTable().navEntriesFor(user);
  return (
    <Card>
      <PageHeading>
        {intl.formatMessage({ id: 'shell.welcome.heading' }, { firstName: user.firstName })}
      </PageHeading>
      {entries.length > 0 ? (
        <>
          <p>
            <FormattedMessage id="shell.welcome.choose" />
          </p>
          <ul>
            {entries.map((entry) => (
              <li key={entry.path}>
                <AppLink href={entry.path}>{inLanguage(entry.label, entry.labels, intl.locale)}</AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <FormattedMessage id="shell.welcome.noAccess" />
        </p>
      )}
    </Card>
  );
}
