import { useEffect, useState } from 'react';
import { api, ApiError, session, signedInUserSchema, useSession } from 'shared-kit';
import { takeEarlyUser } from './early-user';

export interface UserLoad {
  /** Why GET /user failed (not for a 401: that signs out). */
  error: unknown;
  retry(): void;
}

const tokensOf = ({ idToken, accessToken }: { idToken: string | null; accessToken: string | null }): string =>
  `${idToken ?? ''} ${accessToken ?? ''}`;

/** GET /user asked before the shell's first render, with the tokens it was asked with (taken once). */
let early: { tokens: string; answer: Promise<unknown> } | null = null;

/**
 * Checks the signed-in user at start-up, before React renders the shell, when one is still to be checked: with the
 * answer to the entry script's GET /api/user (early-user.ts) when it came back 200 for these tokens, else by asking
 * now. The answer then travels while the header and navigation render; the loader below takes it over.
 */
export function checkUserEarly(): void {
  const state = session.getState();
  if (!state.isAuthenticated || state.userChecked) return;
  const answer = takeEarlyUser(state.idToken || state.accessToken || '').then((taken) =>
    taken ? taken.body : api.get<unknown>('/user'),
  );
  // Handled where the loader takes it over (a 401 has signed out already); never an unhandled rejection meanwhile.
  answer.catch(() => undefined);
  early = { tokens: tokensOf(state), answer };
}

const takeEarlyAnswer = (tokens: string): Promise<unknown> | null => {
  const answer = early?.tokens === tokens ? early.answer : null;
  early = null;
  return answer;
};

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
    (takeEarlyAnswer(tokens) ?? api.get<unknown>('/user'))
      .then((body) => {
        if (!current) return;
        const parsed = signedInUserSchema.safeParse(body);
        if (parsed.success) session.setUser(parsed.data);
        else setFailure({ error: new Error('The server sent an account this portal cannot read.'), tokens });
      })
      .catch((error: unknown) => {
        if (!current || (error instanceof ApiError && error.status === 401)) return;
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
