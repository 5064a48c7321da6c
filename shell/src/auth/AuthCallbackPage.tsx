import { useEffect, useRef, useState } from 'react';
import { AppLink, Callout, Card, Loading, PageHeading, Stack, navigateTo, session } from 'shared-kit';
import { FormattedMessage, useIntl } from 'shared-kit/i18n';
import type { AuthConfig } from '../registry/config';
import { completeSignIn } from './callback';

/**
 * /auth-callback (SHELL-03…06): shows 'Redirecting...', checks and stores the tokens, clears them from the URL and
 * returns to the path saved before sign-in, or '/'.
 */
export function AuthCallbackPage({ config }: { config: AuthConfig | null }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = window.location.hash;
    // Tokens must not stay in the address bar or the history entry.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void completeSignIn(fragment, config).then((result) => {
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      session.setTokens({ idToken: result.idToken, accessToken: result.accessToken });
      navigateTo(session.takeRoute() ?? '/', { replace: true });
    });
  }, [config]);

  if (failure) {
    return (
      <Card>
        <Stack gap={3}>
          <PageHeading>
            <FormattedMessage id="shell.signIn.failed" />
          </PageHeading>
          <Callout tone="error">{failure}</Callout>
          <p>
            <AppLink href="/login">
              <FormattedMessage id="shell.signIn.backToSignIn" />
            </AppLink>
          </p>
        </Stack>
      </Card>
    );
  }
  return <Loading label={intl.formatMessage({ id: 'shell.redirecting' })} />;
}
