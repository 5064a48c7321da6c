import { Button, Callout, Card, PageHeading, Stack } from 'shared-kit';
import styled from 'styled-components';
import type { AuthConfig } from '../registry/config';
import { startSignIn } from './authorize';

const Panel = styled(Card)`
  max-width: 28rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  text-align: center;
`;

/** /login (SHELL-01): one button that sends the browser to the provider's hosted sign-in page. */
export function LoginPage({ config }: { config: AuthConfig | null }) {
  return (
    <Panel>
      <Stack gap={4}>
        <PageHeading>Sign in to Crewtime</PageHeading>
        {!config && (
          <Callout tone="error">
            Sign-in is unavailable right now. Please reload the page in a moment.
          </Callout>
        )}
        <Button disabled={!config} onClick={() => config && startSignIn(config)}>
          Sign in with Google
        </Button>
      </Stack>
    </Panel>
  );
}
