import { useSyncExternalStore } from 'react';
import type { Permission } from '../domain/permissions.ts';
import { hasPermission, type SignedInUser } from '../domain/user.ts';
import { session, type AuthSession } from './session.ts';

export function useSession(): AuthSession {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

export function useCurrentUser(): SignedInUser | null {
  return useSession().user;
}

/** Courtesy check for showing UI; the api enforces every permission itself. */
export function usePermission(permission: Permission): boolean {
  return hasPermission(useCurrentUser(), permission);
}
