import { AppLink, Card, PageHeading, type SignedInUser } from 'shared-kit';
import { useRouteTable } from '../guards/route-table-context';

/** '/' for a user whose roles have no home page (SHELL-14: they stay at '/'). */
export function WelcomePage({ user }: { user: SignedInUser }) {
  const entries = useRouteTable().navEntriesFor(user);
  return (
    <Card>
      <PageHeading>{`Welcome, ${user.firstName}`}</PageHeading>
      {entries.length > 0 ? (
        <>
          <p>Choose where to go:</p>
          <ul>
            {entries.map((entry) => (
              <li key={entry.path}>
                <AppLink href={entry.path}>{entry.label}</AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Your account has no access to any area of Crewtime yet. Ask an administrator to assign you a role.
        </p>
      )}
    </Card>
  );
}
