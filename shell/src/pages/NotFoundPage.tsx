import { AppLink, Card, PageHeading } from 'shared-kit';

/** Any unknown path (SHELL-12). */
export function NotFoundPage() {
  return (
    <Card>
      <PageHeading>Page not found</PageHeading>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <AppLink href="/">Go to the home page</AppLink>
      </p>
    </Card>
  );
}
