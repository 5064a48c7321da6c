import { useEffect, useRef, useState } from 'react';
import {
  AppLink,
  AREA_LABEL,
  Button,
  Callout,
  Loading,
  Row,
  Stack,
  api,
  fullName,
  session,
  useSession,
} from 'shared-kit';
import type { AreaDeclaration, AreaLifecycles, RemoteName, SignedInUser } from 'shared-kit';
import { SignInHelp } from './sign-in-help.tsx';

/** What the dev frame needs of a remote: its real single-spa lifecycles (the exports of its app.tsx). */
export type DevAreaLifecycles = Pick<AreaLifecycles, 'bootstrap' | 'mount' | 'unmount'>;

/** Mounts an area into an element; the returned function unmounts it. */
export interface DevArea {
  name: RemoteName;
  /** The area's paths without parameters, in its declaration's order: the places a developer can open directly. */
  paths: string[];
  mountInto(domElement: HTMLElement): () => void;
}

/**
 * Drives the remote through its lifecycles as the shell does (bootstrap once, then mount/unmount). Calls run one after
 * another: StrictMode mounts, unmounts and mounts again at once.
 */
export function devArea(declaration: AreaDeclaration, lifecycles: DevAreaLifecycles): DevArea {
  const { name } = declaration;
  let lifecycleQueue: Promise<unknown> = Promise.resolve();
  let bootstrapped = false;
  const enqueue = (step: () => Promise<unknown>) => {
    lifecycleQueue = lifecycleQueue
      .then(step)
      .catch((error: unknown) => console.error(`${name} lifecycle failed`, error));
  };
  return {
    name,
    paths: linkedPaths(declaration),
    mountInto(domElement) {
      // single-spa-react reads only name and domElement; the shell's singleSpa/mountParcel are not needed here.
      const props = { name, domElement } as unknown as Parameters<DevAreaLifecycles['mount']>[0];
      enqueue(async () => {
        if (!bootstrapped) await lifecycles.bootstrap(props);
        bootstrapped = true;
        await lifecycles.mount(props);
      });
      return () => enqueue(() => lifecycles.unmount(props));
    },
  };
}

function MountedArea({ area }: { area: DevArea }) {
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const domElement = containerRef.current;
    if (!domElement) return undefined;
    return area.mountInto(domElement);
  }, [area]);
  return <div ref={containerRef} />;
}

/** The standalone frame: sign-in help until tokens are pasted, then the signed-in user, the area's links and the area. */
export function DevFrame({ area }: { area: DevArea }) {
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

  if (!isAuthenticated) return <SignInHelp name={area.name} />;
  if (userError) return <Callout tone="error">GET /api/user failed: {userError}</Callout>;
  if (!user) return <Loading label="Loading the signed-in user" />;
  return (
    <Stack>
      <Row>
        <strong>
          {AREA_LABEL[area.name]} area ({area.name}) standalone — {fullName(user)}
        </strong>
        {area.paths.map((path) => (
          <AppLink key={path} href={path}>
            {path}
          </AppLink>
        ))}
        <Button variant="secondary" onClick={() => session.signOut()}>
          Sign Out
        </Button>
      </Row>
      <MountedArea area={area} />
    </Stack>
  );
}

/** The area's paths without parameters, in its declaration's order: the places a developer can open directly. */
export function linkedPaths(declaration: AreaDeclaration): string[] {
  return declaration.routes.filter((route) => !route.path.includes(':')).map((route) => route.path);
}
