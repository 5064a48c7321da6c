import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { AreaRoute, RemoteName } from 'shared-kit/domain';
import { parseAreaRoutes } from './area-route-schema.ts';
import { AREA_FILE } from './build-check.ts';

/**
 * The routes of the builds embedded in this bff (`<remotesRoot>/<name>/dist/mf-area.json`), each read again only
 * when its file changes (a rebuild while the bff runs, as static.ts reads index.html). A remote whose build has no
 * readable document contributes no routes: its pages answer not-found until it is built, rather than the bff guess.
 */
export function embeddedRoutesReader(
  remotesRoot: string,
  logger: Logger,
): (name: RemoteName) => Promise<AreaRoute[]> {
  const cache = new Map<RemoteName, { stamp: number; routes: AreaRoute[] }>();
  return async (name) => {
    const file = path.join(remotesRoot, name, 'dist', AREA_FILE);
    const stamp = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (stamp === undefined) return [];
    const cached = cache.get(name);
    if (cached?.stamp === stamp) return cached.routes;
    const document = (await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null)) as { name?: unknown; routes?: unknown } | null;
    const routes = document?.name === name ? parseAreaRoutes(document.routes) : null;
    // Built with this bff's shared-kit, the document is right unless the build is older than route declarations.
    if (routes === null)
      logger.warn({ file }, `${name}'s embedded build declares no usable routes: it serves none`);
    cache.set(name, { stamp, routes: routes ?? [] });
    return routes ?? [];
  };
}
