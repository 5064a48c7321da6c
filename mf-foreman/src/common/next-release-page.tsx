import type { ReactNode } from 'react';
import { Link, useLocation, Callout, PageHeading, Stack } from 'shared-kit';
import { routeTitle } from './route-title';

/** A route of this area whose screen is not built yet: its title, an honest notice, what the URL asked for. */
export function NextReleasePage({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const title = routeTitle(pathname);
  return (
    <Stack>
      <PageHeading>{title}</PageHeading>
      <Callout tone="info">The {title} screen arrives in the next release of the foreman area.</Callout>
      {children}
      <p>
        <Link to="/foreman">Back to the Foreman Dashboard</Link>
      </p>
    </Stack>
  );
}
