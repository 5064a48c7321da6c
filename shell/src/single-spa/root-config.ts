import {
  addErrorHandler,
  getAppStatus,
  registerApplication,
  setBootstrapMaxTime,
  setMountMaxTime,
  start,
  triggerAppChange,
  unregisterApplication,
  type AppError,
  type LifeCycles,
} from 'single-spa';
import { REMOTE_NAMES, session, type RemoteName, type RouteTable } from 'shared-kit';
import { isAreaActive } from './activity';

export type AreaStatus = 'idle' | 'loading' | 'mounted' | 'error';

export interface AreaState {
  status: AreaStatus;
  error?: unknown;
}

export type AreaStates = Readonly<Record<RemoteName, AreaState>>;

/** What the shell's React tree needs from the root config. */
export interface AreaController {
  getSnapshot(): AreaStates;
  subscribe(listener: () => void): () => void;
  /** Re-registers the remote (Module Federation, force) and the single-spa application, then reroutes. */
  retry(name: RemoteName): Promise<void>;
  /** The element of the content area that holds the remotes' containers (not managed by React). */
  attachHost(host: HTMLElement | null): void;
}

export interface RootConfigDependencies {
  /** Which remote owns a path, and whether the guard lets it mount there. */
  routeTable: RouteTable;
  loadArea(name: RemoteName): Promise<LifeCycles>;
  reloadArea(name: RemoteName): Promise<void>;
}

/** A remote that hangs in bootstrap or mount is declared broken after this, so the user gets Retry. */
const LIFECYCLE_MAX_MS = 15_000;

const BROKEN = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

const isRemoteName = (name: unknown): name is RemoteName =>
  typeof name === 'string' && (REMOTE_NAMES as readonly string[]).includes(name);

function createContainer(name: RemoteName): HTMLElement {
  const container = document.createElement('div');
  container.id = `area-${name}`;
  container.dataset.area = name;
  return container;
}

/**
 * single-spa root config: one application per remote, active when the route table gives it the path and the guard
 * allows it; each renders into its own container inside the content area. Errors of a remote (load, bootstrap,
 * mount) are caught here and become an 'error' state the shell shows as AreaUnavailable.
 */
export function createRootConfig({
  routeTable,
  loadArea,
  reloadArea,
}: RootConfigDependencies): AreaController & {
  start(): void;
} {
  const containers = new Map<RemoteName, HTMLElement>(
    REMOTE_NAMES.map((name) => [name, createContainer(name)]),
  );
  const errors = new Map<RemoteName, unknown>();
  const retrying = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  let host: HTMLElement | null = null;

  const stateOf = (name: RemoteName): AreaState => {
    if (retrying.has(name)) return { status: 'loading' };
    const status = getAppStatus(name);
    if (status === null) return { status: 'idle' };
    if (BROKEN.has(status)) return { status: 'error', error: errors.get(name) };
    if (status === 'MOUNTED') return { status: 'mounted' };
    return { status: 'loading' };
  };
  const compute = (): AreaStates =>
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, stateOf(name)])) as Record<RemoteName, AreaState>;
  let snapshot = compute();

  const refresh = (): void => {
    const next = compute();
    const changed = REMOTE_NAMES.some(
      (name) => next[name].status !== snapshot[name].status || next[name].error !== snapshot[name].error,
    );
    if (!changed) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const register = (name: RemoteName): void => {
    registerApplication<{ domElement: HTMLElement }>({
      name,
      app: () => loadArea(name),
      activeWhen: (location) =>
        !retrying.has(name) && isAreaActive(routeTable, name, location, session.getState()),
      customProps: () => ({ domElement: containers.get(name) ?? createContainer(name) }),
    });
  };

  // A fresh container per retry: a failed mount may have left a React root behind in the old one.
  const replaceContainer = (name: RemoteName): void => {
    const old = containers.get(name);
    const fresh = createContainer(name);
    containers.set(name, fresh);
    if (old?.parentElement) old.parentElement.replaceChild(fresh, old);
    else host?.appendChild(fresh);
  };

  const handleError = (error: AppError): void => {
    const name = error.appOrParcelName;
    if (isRemoteName(name)) errors.set(name, error);
    console.error(error);
    refresh();
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attachHost(element) {
      host = element;
      if (element) for (const container of containers.values()) element.appendChild(container);
    },
    async retry(name) {
      if (retrying.has(name)) return;
      retrying.add(name);
      errors.delete(name);
      refresh();
      try {
        await reloadArea(name);
        if (getAppStatus(name) !== null) await unregisterApplication(name);
        replaceContainer(name);
      } catch (error) {
        console.error(error);
      } finally {
        retrying.delete(name);
      }
      if (getAppStatus(name) === null) register(name);
      refresh();
      await triggerAppChange().catch(console.error);
      refresh();
    },
    start() {
      addErrorHandler(handleError);
      for (const eventName of [
        'single-spa:routing-event',
        'single-spa:app-change',
        'single-spa:no-app-change',
      ]) {
        window.addEventListener(eventName, refresh);
      }
      // The guard's inputs changed (user loaded, signed out): re-evaluate which remote is active.
      session.subscribe(() => {
        triggerAppChange().catch(console.error).then(refresh);
      });
      setBootstrapMaxTime(LIFECYCLE_MAX_MS, true);
      setMountMaxTime(LIFECYCLE_MAX_MS, true);
      for (const name of REMOTE_NAMES) register(name);
      start({ urlRerouteOnly: true });
      refresh();
    },
  };
}
