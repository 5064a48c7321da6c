import { homePageOf, type AuthSession, type GuardDecision } from 'shared-kit';
import type { ShellLocation } from '../location';

export const NOT_FOUND_TITLE = 'Page Not Found';
export const ACCESS_DENIED_TITLE = 'Access Denied';

/** Header title (U-24): the route table's title; not-found and access-denied name themselves. */
export function pageTitleOf(decision: GuardDecision): string {
  switch (decision.kind) {
    case 'not-found':
      return NOT_FOUND_TITLE;
    case 'denied':
      return ACCESS_DENIED_TITLE;
    case 'allow':
    case 'public':
      return decision.match.route.title;
    default:
      return 'Crewtime';
  }
}

/** Where the guard sends the browser instead of rendering, if anywhere. */
export type Redirect = { to: string; savePath?: string } | null;

export function redirectFor(decision: GuardDecision, location: ShellLocation, auth: AuthSession): Redirect {
  if (decision.kind === 'sign-in') return { to: '/login', savePath: decision.savePath };
  if (decision.kind === 'public' && location.pathname === '/login' && auth.isAuthenticated)
    return { to: '/' };
  if (decision.kind === 'allow' && location.pathname === '/') {
    const home = homePageOf(auth.user);
    if (home && home !== '/') return { to: home };
  }
  return null;
}
