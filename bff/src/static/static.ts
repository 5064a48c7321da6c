import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { tryDecodeURIComponent } from 'shared-kit/domain';
import type { RemoteName } from '../registry/registry.ts';
import { entryOwning, preloadLinksFor, withBootData, type BootData } from './boot.ts';
import type { StartupScripts } from './exposed-scripts.ts';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_MESSAGE = 'The portal is not built yet. Run npm run build, then reload this page.';

/** webpack's `[name].[contenthash:8].js` chunks (and their css/asset siblings). */
const HASHED_FILE = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
/** The build's pre-compressed siblings (compression-webpack-plugin): `main.js.br`, `main.js.gz`. */
const COMPRESSED_SIBLING = /\.(br|gz)$/;

/**
 * The shell's service worker (shell/src/service-worker, docs/offline.md), at the root so that its scope is the whole
 * portal. Always revalidated: a worker held by a cache or proxy for a year would keep its old rules for a year.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Entry points (remoteEntry.js, mf-manifest.json, index.html, the service worker) and anything unhashed must be
 * revalidated so a new deploy is picked up by the next page load; content-hashed chunks never change and are cached
 * for a year.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(COMPRESSED_SIBLING, '');
  return name !== SERVICE_WORKER_FILE && HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

/**
 * What helmet (security/security-headers.ts) sets on every answer but only a document heeds: a page the browser
 * renders and runs scripts in. A script, a manifest or a source map is never one, so these ~570 bytes were dead
 * weight on each of the dozen files a page starts with (issue 13: /approver's first visit moved 12 × 960 bytes of
 * headers). What a script does heed stays: X-Content-Type-Options (no sniffing a script out of a non-script),
 * Cross-Origin-Resource-Policy and, over https, Strict-Transport-Security.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * Files a browser never renders as a page: scripts, JSON (manifests), source maps and style sheets. The service worker
 * is a script too, and must go without the page's Content-Security-Policy: a worker keeps the policy it was served
 * with until its bytes change, so a repoint to a new CDN origin would leave the worker unable to fetch from it.
 */
const NEVER_A_DOCUMENT = /\.(m?js|json|map|css)$/i;

export function isNeverADocument(filePath: string): boolean {
  return NEVER_A_DOCUMENT.test(path.basename(filePath).replace(COMPRESSED_SIBLING, ''));
}

const staticOptions = {
  index: false,
  redirect: false,
  dotfiles: 'ignore' as const,
  cacheControl: false,
  // The ETag answers a revalidation (a 304); Last-Modified and Accept-Ranges would only add bytes to every file.
  lastModified: false,
  acceptRanges: false,
  setHeaders: (res: ServerResponse, filePath: string) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
    if (isNeverADocument(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  },
};

/**
 * A build folder served with its pre-compressed files: express-static-gzip picks `.br`, else `.gz`, by the request's
 * Accept-Encoding, keeps the original file's Content-Type and sets `Vary: Accept-Encoding`; a client that accepts
 * neither gets the plain file. It lists the compressed files once when made, so the middleware is made again when
 * the folder changes (a rebuild while the bff runs, or the first build after it started).
 */
function compressedStatic(dist: string): RequestHandler {
  let made: { stamp: number; handler: RequestHandler } | undefined;
  const stampOf = async () => (await stat(dist).catch(() => undefined))?.mtimeMs ?? 0;
  return async (req, res, next) => {
    // A path that does not decode names no file. express-static-gzip would answer it with a bare 400 'URI malformed'
    // page; passed on, a page path (a link cut short in an e-mail) gets the portal and its not-found page.
    if (tryDecodeURIComponent(req.path) === null) {
      next();
      return;
    }
    const stamp = await stampOf();
    if (made?.stamp !== stamp) {
      made = {
        stamp,
        handler: expressStaticGzip(dist, {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          index: false,
          serveStatic: staticOptions,
        }),
      };
    }
    made.handler(req, res, next);
  };
}

/** Paths the SPA fallback never answers: they belong to the bff or are files. */
const RESERVED = /^\/(api|config|remotes|healthz|livez|readyz)(\/|$)/;
/** A last segment like `main.js` or `logo.svg` names a file; `/payroll/12` or a date does not. */
const FILE_NAME = /\.[A-Za-z][A-Za-z0-9]{0,9}$/;

function acceptsHtml(req: Request): boolean {
  return (req.headers.accept ?? '').toLowerCase().includes('text/html');
}

function notFound(res: Response): void {
  res.status(404).type('text').send('Not found');
}

/** `/remotes/<name>/…` from each remote's dist folder; no fallback (a missing chunk is a 404). */
export function remoteStatic(remotes: ReadonlyArray<{ name: RemoteName; dist: string }>): Router {
  const router = Router();
  for (const { name, dist } of remotes) {
    router.use(`/remotes/${name}`, compressedStatic(dist));
  }
  router.use('/remotes', (_req, res) => notFound(res));
  return router;
}

/** index.html as built, read again only when the file changes (a rebuild while the bff runs). */
function indexHtmlReader(indexHtml: string): () => Promise<string | null> {
  let cached: { stamp: number; html: string } | undefined;
  return async () => {
    const stamp = (await stat(indexHtml).catch(() => undefined))?.mtimeMs;
    if (stamp === undefined) return null;
    if (cached?.stamp !== stamp) cached = { stamp, html: await readFile(indexHtml, 'utf8') };
    return cached.html;
  };
}

/**
 * The shell's build at `/`, and the SPA fallback: a GET for a page (accepting HTML, no file extension, not a bff
 * path) gets index.html so deep links work, with the start-up data `bootData` gives inline and preload hints for
 * the page's area (boot.ts). Without a build, pages answer 503 with how to build it.
 */
export function shellStatic(
  shellDist: string,
  bootData?: () => Promise<BootData>,
  exposedScripts: (entry: string) => Promise<StartupScripts> = async () => ({ exposed: [], shared: [] }),
): Router {
  const router = Router();
  const readIndex = indexHtmlReader(path.join(shellDist, 'index.html'));
  router.use(compressedStatic(shellDist));
  // A pattern with no parameter: Express decodes named ones, and an undecodable path would end in a 400 there.
  router.get(/^\//, async (req, res) => {
    const isRoot = req.path === '/';
    if (!isRoot && (RESERVED.test(req.path) || FILE_NAME.test(req.path) || !acceptsHtml(req))) {
      notFound(res);
      return;
    }
    const html = await readIndex();
    if (html === null) {
      res.status(503).set('Cache-Control', 'no-store').type('text').send(NOT_BUILT_MESSAGE);
      return;
    }
    const boot = bootData ? await bootData() : null;
    const remote = boot ? entryOwning(req.path, boot.remotes, boot.routes) : undefined;
    const scripts = remote ? await exposedScripts(remote.entry) : undefined;
    res
      .set('Cache-Control', NO_CACHE)
      .type('html')
      .send(boot ? withBootData(html, boot, preloadLinksFor(remote, scripts)) : html);
  });
  return router;
}
