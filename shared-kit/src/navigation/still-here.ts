import { useLocation } from './router.ts';

/**
 * For work that ends later (a save's answer, a default written into the URL once data is in): whether the page is
 * still the one this screen rendered. A user who has moved on meanwhile (a link in the shell, Back) must not be pulled
 * back by a replace-navigation made for the page they left.
 */
export function useStillHere(): () => boolean {
  const { pathname } = useLocation();
  return () => window.location.pathname === pathname;
}
