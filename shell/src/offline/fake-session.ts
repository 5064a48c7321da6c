import type { AuthSession } from 'shared-kit';

/**
 * For the offline tests (never imported by app code): a session store the test signs in and out, with what the kept
 * reads read of the real one (`getState`, `subscribe`).
 */
export function fakeSession(initial: Partial<AuthSession>) {
  let state: AuthSession = {
    idToken: null,
    accessToken: null,
    isAuthenticated: false,
    user: null,
    userChecked: false,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: Partial<AuthSession>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
  };
}
