import { createHash, timingSafeEqual } from 'node:crypto';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  Router,
} from 'express';
import { checkBuild, readHostContract } from './build-check.ts';
import { isRemoteName, remoteUpdateSchema, type RemoteName, type RemoteRegistry } from './registry.ts';
import { locateRemoteEntry } from './remote-entry.ts';
import { RegistryUnavailableError } from './store.ts';

/** Compares digests so neither the length nor the content of the deploy token leaks through timing. */
export function deployTokenMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

function bearerToken(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

function requireDeployToken(deployToken: string) {
  return (req: Request, res: Response, next: () => void): void => {
    const token = bearerToken(req);
    if (token === null || !deployTokenMatches(token, deployToken)) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="crewtime-deploy"')
        .json({ message: 'A valid deploy token is required' });
      return;
    }
    next();
  };
}

/** Where the builds are: the running shell's (its host contract) and the remotes embedded in this bff. */
export interface BuildFolders {
  shellDist: string;
  remotesRoot: string;
}

/** Runs registry changes one at a time: a repoint is checked against the table as the change before it left it. */
function serialised(): <T>(change: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const run = last.then(change, change);
    last = run.catch(() => undefined);
    return run;
  };
}

/** How long a request that arrives before the registry's first load waits for it before the 503. */
export const REGISTRY_LOAD_WAIT_MS = 5_000;

export const REGISTRY_NOT_LOADED_MESSAGE =
  'The portal is starting: its registry of remotes is not loaded yet. Try again in a moment.';

/**
 * Holds requests until the registry's first load (from PostgreSQL, in a fleet) has succeeded: a page, a CSP or a
 * route table served before it would be the embedded builds', not the fleet's. After `waitMs` a 503 with Retry-After.
 */
export function untilRegistryLoaded(
  registry: Pick<RemoteRegistry, 'loaded' | 'whenLoaded'>,
  waitMs = REGISTRY_LOAD_WAIT_MS,
): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (registry.loaded()) {
      next();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    void Promise.race([registry.whenLoaded(), waited]).then(() => {
      clearTimeout(timer);
      if (registry.loaded()) next();
      else
        res.status(503).set('Retry-After', '1').set('Cache-Control', 'no-store').json({
          message: REGISTRY_NOT_LOADED_MESSAGE,
        });
    });
  };
}

/** The answer when the store did not take a change: nothing changed, the deployer tries again. */
export const registryNotSavedMessage = (name: RemoteName): string =>
  `The registry could not be saved (its store does not answer): ${name} keeps its previous entry. Try again in a moment.`;

/** Runs a registry write; a store that does not answer becomes a 503 with the message above (and a logged cause). */
async function saved<T>(
  name: RemoteName,
  res: Response,
  write: () => Promise<T>,
): Promise<{ saved: T } | { refused: true }> {
  try {
    return { saved: await write() };
  } catch (error) {
    if (!(error instanceof RegistryUnavailableError)) throw error;
    res.req.log?.warn({ err: error, remote: name }, error.message);
    res
      .status(503)
      .set('Retry-After', '1')
      .json({ message: registryNotSavedMessage(name) });
    return { refused: true };
  }
}

/**
 * `GET /config/remotes` and `GET /config/routes` (public), `PUT|DELETE /config/remotes/:name` (deploy token). A
 * repoint reads the new build's mf-area.json and refuses (422, the old entry kept) a build the running shell cannot
 * serve or whose routes the registry cannot take (build-check.ts, route-check.ts), or whose manifest names no
 * remoteEntry.js (remote-entry.ts).
 */
export function registryRoutes(registry: RemoteRegistry, deployToken: string, builds: BuildFolders): Router {
  const router = Router();
  const json = express.json({ limit: '16kb' });
  const oneAtATime = serialised();

  router.get('/config/remotes', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(registry.list());
  });

  router.get('/config/routes', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await registry.routes());
  });

  router.put(
    '/config/remotes/:name',
    requireDeployToken(deployToken),
    json,
    async (req: Request<{ name: string }>, res) => {
      const { name } = req.params;
      if (!isRemoteName(name)) {
        res.status(404).json({ message: `Unknown remote ${name}` });
        return;
      }
      const parsed = remoteUpdateSchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({
          message: 'Invalid remote entry',
          errors: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        });
        return;
      }
      const outcome = await oneAtATime(() =>
        saved(name, res, () =>
          registry.exclusive(async () => {
            const build = await checkBuild(name, parsed.data.entry, {
              hostContract: readHostContract(builds.shellDist),
              remotesRoot: builds.remotesRoot,
              registered: await registry.routes(),
            });
            if ('problem' in build) return build;
            // The pages register the remote by its remoteEntry.js: a manifest that names none is refused now.
            const remoteEntry = await locateRemoteEntry(parsed.data.entry, builds.remotesRoot).catch(
              (error: unknown) => ({
                problem: `The build at ${parsed.data.entry} cannot be loaded: ${(error as Error).message}.`,
              }),
            );
            if (typeof remoteEntry !== 'string') return remoteEntry;
            return { entry: await registry.update(name, parsed.data, build.routes, remoteEntry) };
          }),
        ),
      );
      if (!('saved' in outcome)) return;
      if ('problem' in outcome.saved) {
        res.status(422).json({ message: outcome.saved.problem });
        return;
      }
      res.set('Cache-Control', 'no-store').json(outcome.saved.entry);
    },
  );

  router.delete(
    '/config/remotes/:name',
    requireDeployToken(deployToken),
    async (req: Request<{ name: string }>, res) => {
      const { name } = req.params;
      if (!isRemoteName(name)) {
        res.status(404).json({ message: `Unknown remote ${name}` });
        return;
      }
      const outcome = await oneAtATime(() =>
        saved(name, res, () => registry.exclusive(() => registry.reset(name))),
      );
      if ('saved' in outcome) res.set('Cache-Control', 'no-store').json(outcome.saved);
    },
  );

  return router;
}
