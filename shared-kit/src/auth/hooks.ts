import { useSyncExternalStore } from 'react';
import type { Permission } from '../domain/permissions.ts';
import { hasPermission, type SignedInUser } from '../domain/user.ts';
import { session, type AuthSession } from './session.ts';

/** The whole session: a component using it renders again on every change (tokens, user, the user check). */
export function useSession(): AuthSession {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** Renders again only when the user changes, not when GET /user confirms the remembered one (session.setUser). */
export function useCurrentUser(): SignedInUser | null {
  const currentUser = () => session.getState().user;
  return useSyncExternalStore(session.subscribe, currentUser, currentUser);
}

/**
 * Courtesy check for showing UI; the api enforces every permission itself. Renders again only when the answer
 * changes: a screen full of buttons behind permissions is not rendered again by a session change that keeps them.
 */
export function usePermission(permission: Permission): boolean {
  const allowed = () => hasPermission(session.getState().user, permission);
  return useSyncExternalStore(session.subscribe, allowed, allowed);
}
