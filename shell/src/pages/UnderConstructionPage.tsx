import { AppLink, Card, PageHeading } from 'shared-kit';

export function UnderConstructionPage() {
  return (
    <Card>
      <PageHeading>Under construction</PageHeading>
      <p>This page is not built yet.</p>
      <p>
        <AppLink href="/">Go to the home page</AppLink>
      </p>
    </Card>
  );
}
