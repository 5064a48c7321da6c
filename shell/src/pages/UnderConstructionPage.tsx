import { NoticePage } from './NoticePage';

export function UnderConstructionPage() {
  return <NoticePage heading="shell.underConstruction.heading" text="shell.underConstruction.text" />;
}
