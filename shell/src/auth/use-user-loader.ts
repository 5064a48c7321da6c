import { useEffect, useState } from 'react';
import { api, ApiError, session, setLanguage, signedInUserSchema, useSession } from 'shared-kit';
import { isPortalLanguage } from 'shared-kit/i18n';

export interface UserLoad {
  /** Why GET /user failed (not for a 401: that signs out). */
  error: unknown;
  retry(): void;
}

/** No answer from the server at all (the network is down), as opposed to an answer saying no. */
const isUnreachable = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

/** Asks again once the browser says it is back online. */
const retryWhenOnline = (retry: () => void): void => {
  window.addEventListener('online', retry, { once: true });
};

const tokensOf = ({ idToken, accessToken }: { idToken: string | null; accessToken: string | null }): string =>
  `${idToken ?? ''} ${accessToken ?? ''}`;

/** After sign-in (or a reload with stored tokens) loads the user with GET /user (SHELL-09). */
export function useUserLoader(): UserLoad {
  const { isAuthenticated, user, userChecked, idToken, accessToken } = useSession();
  const [failure, setFailure] = useState<{ error: unknown; tokens: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const tokens = tokensOf({ idToken, accessToken });

  useEffect(() => {
    // A user remembered from this sign-in shows at once; GET /user still answers for this page load.
    if (!isAuthenticated || userChecked) return;
    let current = true;
    // The entry script's GET /api/user (index.ts) has usually answered by now: the api client takes that answer when
    // it was a 200 for these very tokens, and otherwise asks again (it knows what a 401 or an error means).
    api
      .get<unknown>('/user')
      .then((body) => {
        if (!current) return;
        const parsed = signedInUserSchema.safeParse(body);
        // The profile's language follows the user to this device; null (never chosen) keeps the device's.
        const { language } = (body ?? {}) as { language?: unknown };
        if (parsed.success && isPortalLanguage(language)) setLanguage(language);
        if (parsed.success) session.setUser(parsed.data);
        else setFailure({ error: new Error('The server sent an account this portal cannot read.'), tokens });
      })
      .catch((error: unknown) => {
        if (!current || (error instanceof ApiError && error.status === 401)) return;
        // Offline (no answer at all), the remembered copy stays: a foreman in a basement keeps working on what this
        // device holds (docs/offline.md). The api checks the account again on the first request back online.
        if (isUnreachable(error) && session.getState().user) {
          retryWhenOnline(() => setAttempt((count) => count + 1));
          return;
        }
        // Without a fresh answer, the remembered copy is not shown either (the account may be disabled).
        session.setUser(null);
        setFailure({ error, tokens });
      });
    return () => {
      current = false;
    };
  }, [isAuthenticated, userChecked, tokens, attempt]);

  return {
    // A failure belongs to the sign-in it happened in.
    error: failure && failure.tokens === tokens && !user ? failure.error : null,
    retry: () => {
      setFailure(null);
      setAttempt((count) => count + 1);
    },
  };
}
