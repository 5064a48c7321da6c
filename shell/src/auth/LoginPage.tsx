import { useState } from 'react';
import { Button, Callout, Card, PageHeading, Stack } from 'shared-kit';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'shared-kit/i18n';
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
  const intl = useIntl();
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
        <PageHeading>
          <FormattedMessage id="shell.signIn.heading" />
        </PageHeading>
        {!config && (
          <Callout tone="error">
            <FormattedMessage id="shell.signIn.noConfig" />
          </Callout>
        )}
        {config && down && (
          <Callout tone="error">{intl.formatMessage({ id: 'shell.signIn.providerDown' })}</Callout>
        )}
        <Button disabled={!config || checking} onClick={() => config && void signIn(config)}>
          <FormattedMessage id="shell.signIn.google" />
        </Button>
      </Stack>
    </Panel>
  );
}
