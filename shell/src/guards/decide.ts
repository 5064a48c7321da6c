import { homePageOf, type AuthSession, type GuardDecision } from 'shared-kit';
import type { ShellLocation } from '../location';

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
