import type { LifeCycles } from 'single-spa';
import type { RemoteName } from 'shared-kit';
import { fetchRemoteRegistry, type RemoteEntry } from './config';
import * as federation from './federation';

/** Module Federation container name of a remote: 'mf-foreman' → 'mf_foreman' (same rule as shared-kit/federation). */
export const federationNameOf = (name: RemoteName): string => name.replace(/-/g, '_');

export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoader {
  /** single-spa's loading function: the remote's './app' lifecycles. */
  loadArea(name: RemoteName): Promise<LifeCycles>;
  /** Before a retry: asks the registry again (the entry may have been repointed) and re-registers with force. */
  reloadArea(name: RemoteName): Promise<void>;
  /**
   * Starts loading an area's code before single-spa asks for it (the shell still waits for the user); the next
   * loadArea takes that load over. A failed preload is forgotten, so loadArea tries again.
   */
  preloadArea(name: RemoteName): void;
}

/** A remote whose code does not arrive in this time is shown as unavailable (with Retry). */
export const LOAD_TIMEOUT_MS = 20_000;

function withTimeout<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not load within ${milliseconds / 1000} s`)),
      milliseconds,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const isLifecycles = (value: unknown): value is LifeCycles =>
  typeof value === 'object' && value !== null && 'mount' in value && 'unmount' in value;

/**
 * The runtime's registration of an entry: by the remoteEntry.js the bff read from the build's manifest (the shell's
 * runtime has no code to read manifests, and the page fetches none); none while the bff could not read it.
 */
function registrationOf(entry: RemoteEntry): { name: string; entry: string } | null {
  return entry.remoteEntry ? { name: federationNameOf(entry.name), entry: entry.remoteEntry } : null;
}

/**
 * Registers the registry's remotes with the Module Federation runtime (no remote URL is built into the shell) and
 * loads an area's lifecycles on demand.
 */
export function createRemoteLoader(
  initialEntries: RemoteEntry[],
  runtime: FederationRuntime = federation,
  fetchRegistry: () => Promise<RemoteEntry[]> = fetchRemoteRegistry,
  loadTimeoutMs: number = LOAD_TIMEOUT_MS,
): RemoteLoader {
  const entries = new Map(initialEntries.map((entry) => [entry.name, entry]));
  const registrations = [...entries.values()].flatMap((entry) => registrationOf(entry) ?? []);
  if (registrations.length > 0) runtime.registerRemotes(registrations);

  const load = async (name: RemoteName): Promise<LifeCycles> => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`${name} is not in the remote registry`);
    if (!registrationOf(entry))
      throw new Error(`${name}'s build has no remoteEntry.js in the remote registry`);
    const id = `${federationNameOf(name)}/app`;
    const loaded = await withTimeout(runtime.loadRemote<unknown>(id), loadTimeoutMs, id);
    const candidates: unknown[] = [loaded, (loaded as { default?: unknown } | null)?.default];
    const lifecycles = candidates.find(isLifecycles);
    if (!lifecycles) throw new Error(`${name}/app does not export single-spa lifecycles`);
    return lifecycles;
  };
  const preloads = new Map<RemoteName, Promise<LifeCycles>>();

  return {
    loadArea(name) {
      const preloaded = preloads.get(name);
      preloads.delete(name);
      return preloaded ?? load(name);
    },
    preloadArea(name) {
      if (preloads.has(name) || !entries.has(name)) return;
      const loading = load(name);
      preloads.set(name, loading);
      loading.catch(() => {
        if (preloads.get(name) === loading) preloads.delete(name);
      });
    },
    async reloadArea(name) {
      try {
        const fresh = (await fetchRegistry()).find((entry) => entry.name === name);
        if (fresh) entries.set(name, fresh);
      } catch {
        // The registry is unreachable: retry with the entry we have.
      }
      const entry = entries.get(name);
      const registration = entry && registrationOf(entry);
      if (registration) runtime.registerRemotes([registration], { force: true });
    },
  };
}
