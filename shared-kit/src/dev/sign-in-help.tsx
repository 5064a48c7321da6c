import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Callout, Stack, session } from 'shared-kit';
import type { RemoteName } from 'shared-kit';
import { readPastedTokens } from './pasted-tokens.ts';

const BFF_HINT = 'the bff (http://localhost:8080, or BFF_ORIGIN when the dev server was started with it)';
export const COPY_SNIPPET =
  "copy(JSON.stringify({ idToken: localStorage.getItem('id_token'), accessToken: localStorage.getItem('access_token') }))";

/** localStorage is per origin: the tokens of a sign-in on the bff are copied here once. */
export function SignInHelp({ name }: { name: RemoteName }) {
  const [pasted, setPasted] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const applyTokens = (event: FormEvent) => {
    event.preventDefault();
    const tokens = readPastedTokens(pasted);
    if (!tokens) {
      setProblem('That is neither the copied JSON nor an id token.');
      return;
    }
    session.setTokens(tokens);
  };
  return (
    <Stack>
      <h1>{name} — standalone dev</h1>
      <Callout tone="info">
        <p>Not signed in on this origin. The dev server shares no localStorage with {BFF_HINT}, so:</p>
        <ol>
          <li>Open the bff in another tab and sign in there.</li>
          <li>
            In that tab&apos;s developer console run <code>{COPY_SNIPPET}</code>
          </li>
          <li>Paste the result below. When the token expires (any 401), this page asks again.</li>
        </ol>
      </Callout>
      <form onSubmit={applyTokens}>
        <Stack>
          <label htmlFor="dev-tokens">Tokens copied from the bff origin</label>
          <textarea
            id="dev-tokens"
            rows={4}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
          />
          {problem && <Callout tone="error">{problem}</Callout>}
          <Button type="submit">Use these tokens</Button>
        </Stack>
      </form>
    </Stack>
  );
}
