import { useState } from 'react';
import { Button, Callout, Card, PageHeading, Stack } from 'shared-kit';
import styled from 'styled-components';
import type { AuthConfig } from '../registry/config';
import { startSignIn } from './authorize';

const Panel = styled(Card)`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
`;

/** Shown when the identity provider does not answer (the bff's /config/auth/ready says the same). */
export const SIGN_IN_UNAVAILABLE =
  'The sign-in service is not answering right now. Please try again in a moment.';

/** Whether the identity provider answers right now (asked through the bff, which can reach it). */
async function identityProviderAnswers(): Promise<boolean> {
  try {
    return (await fetch('/config/auth/ready', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * /login (SHELL-01): one button that sends the browser to the provider's hosted sign-in page, after checking that
 * the provider answers, so a provider that is down shows a clear message here instead of the browser's error page.
 */
export function LoginPage({ config }: { config: AuthConfig | null }) {
  const [checking, setChecking] = useState(false);
  const [down, setDown] = useState(false);
  const signIn = async (settings: AuthConfig) => {
    setChecking(true);
    const answers = await identityProviderAnswers();
    setChecking(false);
    setDown(!answers);
    if (answers) startSignIn(settings);
  };
  return (
    <Panel>
      <Stack gap={4}>
        <PageHeading>Sign in to Crewtime</PageHeading>
        {!config && (
          <Callout tone="error">
            Sign-in is unavailable right now. Please reload the page in a moment.
          </Callout>
        )}
        {config && down && <Callout tone="error">{SIGN_IN_UNAVAILABLE}</Callout>}
        <Button disabled={!config || checking} onClick={() => config && void signIn(config)}>
          Sign in with Google
        </Button>
      </Stack>
    </Panel>
  );
}
