// Standalone dev frame (CONVENTIONS §1): boots this remote alone against the running bff, without the shell.
import { StrictMode, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import {
  AppLink,
  Button,
  Callout,
  GlobalStyle,
  Loading,
  Row,
  Stack,
  Toasts,
  api,
  fullName,
  session,
  theme,
  useSession,
} from 'shared-kit';
import type { SignedInUser } from 'shared-kit';
import { bootstrap, mount, unmount } from '../app';
import { AREA_LABEL, AREA_NAME, AREA_ROUTES } from '../area';

type AreaProps = Parameters<typeof mount>[0];

const BFF_HINT = 'the bff (http://localhost:8080, or BFF_ORIGIN when the dev server was started with it)';
const COPY_SNIPPET =
  "copy(JSON.stringify({ idToken: localStorage.getItem('id_token'), accessToken: localStorage.getItem('access_token') }))";

/** Accepts the JSON the snippet copies, or a bare id token. */
function readPastedTokens(pasted: string): { idToken: string; accessToken: string } | null {
  const text = pasted.trim();
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(text)) return { idToken: text, accessToken: '' };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('idToken' in parsed)) return null;
    const { idToken } = parsed;
    const accessToken = 'accessToken' in parsed ? parsed.accessToken : '';
    if (typeof idToken !== 'string' || !idToken) return null;
    return { idToken, accessToken: typeof accessToken === 'string' ? accessToken : '' };
  } catch {
    return null;
  }
}

/** localStorage is per origin: the tokens of a sign-in on the bff are copied here once. */
function SignInHelp() {
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
      <h1>{AREA_NAME} — standalone dev</h1>
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

// Lifecycle calls run one after another: StrictMode mounts, unmounts and mounts again at once.
let lifecycleQueue: Promise<unknown> = Promise.resolve();
let bootstrapped = false;
const enqueue = (step: () => Promise<unknown>) => {
  lifecycleQueue = lifecycleQueue
    .then(step)
    .catch((error: unknown) => console.error(`${AREA_NAME} lifecycle failed`, error));
};

/** Mounts the remote through its real single-spa lifecycles, as the shell does. */
function MountedArea() {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const domElement = containerRef.current;
    if (!domElement) return undefined;
    // single-spa-react reads only name and domElement; the shell's singleSpa/mountParcel are not needed here.
    const props = { name: AREA_NAME, domElement } as unknown as AreaProps;
    enqueue(async () => {
      if (!bootstrapped) await bootstrap(props);
      bootstrapped = true;
      await mount(props);
    });
    return () => enqueue(() => unmount(props));
  }, []);
  return <div ref={containerRef} />;
}

function DevFrame() {
  const { isAuthenticated, user } = useSession();
  const [userError, setUserError] = useState<string | null>(null);

  useEffect(() => {
    if (!isAuthenticated || user) return undefined;
    const controller = new AbortController();
    api
      .get<SignedInUser>('/user', { signal: controller.signal })
      .then((signedIn) => session.setUser(signedIn))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setUserError(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
  }, [isAuthenticated, user]);

  if (!isAuthenticated) return <SignInHelp />;
  if (userError) return <Callout tone="error">GET /api/user failed: {userError}</Callout>;
  if (!user) return <Loading label="Loading the signed-in user" />;
  return (
    <Stack>
      <Row>
        <strong>
          {AREA_LABEL} area ({AREA_NAME}) standalone — {fullName(user)}
        </strong>
        {AREA_ROUTES.filter((route) => !route.path.includes(':')).map((route) => (
          <AppLink key={route.path} href={route.path}>
            {route.path}
          </AppLink>
        ))}
        <Button variant="secondary" onClick={() => session.signOut()}>
          Sign Out
        </Button>
      </Row>
      <MountedArea />
    </Stack>
  );
}

const firstPath = AREA_ROUTES.find((route) => !route.path.includes(':'))?.path;
if (window.location.pathname === '/' && firstPath) window.history.replaceState(null, '', firstPath);

const rootElement = document.getElementById('dev-root');
if (!rootElement) throw new Error('index.html lacks #dev-root');
createRoot(rootElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DevFrame />
      <Toasts />
    </ThemeProvider>
  </StrictMode>,
);
