import { NoticePage } from './NoticePage';

/** Any unknown path (SHELL-12). */
export function NotFoundPage() {
  return <NoticePage heading="shell.notFound.heading" text="shell.notFound.text" />;
}
