import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_HEADING_TIMING, session, type RemoteName } from 'shared-kit';
import { ShellApp } from './ShellApp';
import {
  fetchAuthConfig,
  fetchRemoteRegistry,
  readBootData,
  type AuthConfig,
  type RemoteEntry,
} from './registry/config';
import { firstArea } from './registry/first-area';
import { createRemoteLoader } from './registry/remotes';
import { loadRouteTable } from './registry/route-table';
import { elementShown, firstContentfulPaint } from './single-spa/first-paint';
import { createRootConfig } from './single-spa/root-config';

const settle = async <T,>(promise: Promise<T>, what: string): Promise<T | null> => {
  try {
    return await promise;
  } catch (error) {
    console.error(`Could not load ${what}`, error);
    return null;
  }
};

async function startShell(): Promise<void> {
  // Discovery at run time (DESIGN §3): the registry says where each remote is and the remotes' own declarations which
  // pages they offer; nothing is built in. The bff sends the answers inline with the page (one round trip less before
  // the first area); without them, ask. The route table is made once here and handed to whatever decides by it.
  const boot = readBootData();
  const [authConfig, registry, routeTable] = await Promise.all([
    boot?.auth ?? settle<AuthConfig>(fetchAuthConfig(), '/config/auth'),
    boot ? boot.remotes : settle<RemoteEntry[]>(fetchRemoteRegistry(), '/config/remotes'),
    loadRouteTable(boot),
  ]);
  const loader = createRemoteLoader(registry ?? []);
  // The opened page's area (on the sign-in callback, the area the sign-in returns to) starts loading now, before the
  // shell's first render and the user check; single-spa takes that load over when the guard lets the area mount (never
  // before, so nothing shows without permission). On the opened page itself the bff's preload hints already have the
  // area's files downloading with the page, so its code runs once the browser has shown the shell's pending page with
  // the page's heading, not before: run earlier, the remote's modules and its screen's first requests took the main
  // thread between the shell's render slices and the heading waited for them (Lighthouse's replay of /approver,
  // median of 5 on one machine: first-visit LCP 2.73 -> 2.34 s, repeat 1.79 -> 1.29 s). The sign-in callback's page
  // has no such hints (it cannot know where the sign-in returns to): there the load starts at once, as its download is
  // what the area waits for (callback -> board with 150 ms per request: 1.6 s at once, 2.2 s held for the heading).
  const area = firstArea(routeTable, window.location, session.getState(), session.peekRoute());
  const opened = area !== null && routeTable.match(window.location.pathname)?.route.owner === area;
  const headingShown = opened ? elementShown(PAGE_HEADING_TIMING) : Promise.resolve();
  if (area) void headingShown.then(() => loader.preloadArea(area));
  const loadArea = (name: RemoteName) =>
    name === area ? headingShown.then(() => loader.loadArea(name)) : loader.loadArea(name);
  // A mounted area waits behind the shell's pending page until the browser has shown that page once (a frame or two
  // on the first load only): the heading the user sees first is then the one the browser counts as the page's
  // largest paint, instead of the area's identical heading a moment later.
  const rootConfig = createRootConfig({
    ...loader,
    routeTable,
    loadArea,
    firstPaint: firstContentfulPaint(),
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // single-spa first: it patches the history API, so the shell's own popstate listener is one it holds back until
  // a navigation is settled (or cancelled by an area with unsaved changes).
  rootConfig.start();
  // The first render runs in a transition: React renders the header, navigation and guards in short slices instead
  // of one long task on a slow tablet (Lighthouse mobile, back to back: repeat-visit TBT 211 → 88 ms on average over
  // the four home pages). An area that mounts first renders into its container before the shell has placed it in the
  // page (root-config keeps the containers and appends them when the content area attaches).
  const root = createRoot(container);
  startTransition(() =>
    root.render(<ShellApp authConfig={authConfig} areas={rootConfig} routeTable={routeTable} />),
  );
}

void startShell();
