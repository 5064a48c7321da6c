import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { E2E } from './env.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');

export interface RemoteEntry {
  name: string;
  entry: string;
  version: string;
  /** The build's remoteEntry.js, read by the bff from its manifest: what the page registers the area by. */
  remoteEntry?: string;
}

export async function listRemotes(): Promise<RemoteEntry[]> {
  const response = await fetch(`${E2E.baseUrl}/config/remotes`);
  return (await response.json()) as RemoteEntry[];
}

/** Repoints a remote the way a team deploys: PUT /config/remotes/{name} with the deploy token. */
export async function repointRemote(name: string, entry: string, version: string): Promise<Response> {
  return fetch(`${E2E.baseUrl}/config/remotes/${name}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${E2E.deployToken}` },
    body: JSON.stringify({ entry, version }),
  });
}

/**
 * What this checkout's own build of `remote` is made of (its manifest names every chunk by content): a release built
 * from another tree, left in the temp folder by an earlier clone on the same machine, is not taken for this one.
 */
function buildStamp(remote: string): string {
  const manifest = path.join(root, remote, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return 'unbuilt';
  return createHash('sha256').update(fs.readFileSync(manifest)).digest('hex').slice(0, 12);
}

/** Builds a second copy of a remote with another version into a temp folder (a team's new release). */
export function buildRelease(remote: string, version: string): string {
  const outputDir = path.join(os.tmpdir(), `crewtime-${remote}-${version}-${buildStamp(remote)}`);
  if (fs.existsSync(path.join(outputDir, 'mf-manifest.json'))) return outputDir;
  const result = spawnSync('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'], {
    cwd: path.join(root, remote),
    env: { ...process.env, BUILD_VERSION: version, BUILD_OUTPUT_DIR: outputDir },
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`Building ${remote} ${version} failed:\n${result.stdout}\n${result.stderr}`);
  return outputDir;
}

/** Serves a folder on another origin, as a CDN would (CORS open for the manifest and chunks). */
export async function serveFolder(
  folder: string,
  port: number,
): Promise<{ origin: string; close(): Promise<void> }> {
  const app = express();
  app.use((_request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(folder));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return {
    origin: `http://localhost:${port}`,
    // The browser may still hold a connection to the CDN (a kept-alive or half-used one): close() alone waited for it,
    // and a test once hung in its teardown until the 3-minute timeout.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Where a variant's sources are: the remote's copy and, when the variant needs a newer one, shared-kit's. */
export interface VariantSources {
  remote: string;
  /** Set when the variant was asked for with `{ newerKit: true }`. */
  kit?: string;
}

/** Copies a workspace folder's sources (not its dependencies or build) into `target`. */
function copySources(folder: string, target: string): void {
  fs.cpSync(path.join(root, folder), target, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
}

/**
 * Builds a variant of `remote` as its team would: a scratch copy of the remote's source beside the real one (so its
 * imports and config resolve the same), changed by `edit`, built alone with `npx webpack --mode production` into a
 * temp folder. With `newerKit`, the scratch folder also holds a copy of shared-kit that `edit` may change — a newer
 * shared-kit than the running shell's — and the variant is built against it. The scratch sources are removed
 * afterwards; the build folder is returned.
 */
export async function buildVariant(
  remote: string,
  version: string,
  edit: (sources: VariantSources) => void,
  { newerKit = false }: { newerKit?: boolean } = {},
): Promise<string> {
  const stamp = createHash('sha256').update(`${remote}${version}${Date.now()}`).digest('hex').slice(0, 8);
  const scratch = path.join(root, `.variant-${stamp}`);
  const sources: VariantSources = { remote: path.join(scratch, remote) };
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `crewtime-${remote}-${version}-`));
  try {
    copySources(remote, sources.remote);
    if (newerKit) {
      sources.kit = path.join(scratch, 'shared-kit');
      copySources('shared-kit', sources.kit);
      // The variant's `shared-kit` (its imports and its webpack config) resolves to the copy, the rest to the repo's
      // dependencies; through a symlink, so the copy's real path holds no node_modules and its TypeScript is compiled.
      fs.mkdirSync(path.join(scratch, 'node_modules'));
      fs.symlinkSync(sources.kit, path.join(scratch, 'node_modules', 'shared-kit'), 'dir');
      // shared-kit's own dependencies (those npm did not hoist) are the repo's.
      const kitDependencies = path.join(root, 'shared-kit', 'node_modules');
      if (fs.existsSync(kitDependencies))
        fs.symlinkSync(kitDependencies, path.join(sources.kit, 'node_modules'), 'dir');
    }
    edit(sources);
    // Built in a child process the test waits for without blocking its own event loop: blocked for the build's
    // seconds, the test's kept-alive connections to the bff went stale unnoticed and its next fetch failed.
    await run('npx', ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'], {
      cwd: sources.remote,
      env: { ...process.env, BUILD_VERSION: version, BUILD_OUTPUT_DIR: outputDir },
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`Building a variant of ${remote} failed:\n${error.stdout}\n${error.stderr}`);
    });
    return outputDir;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Replaces `search` in a file of a scratch copy, failing loudly when the source no longer has it. */
export function editFile(file: string, search: string, replacement: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(search)) throw new Error(`${file} no longer contains ${search}`);
  fs.writeFileSync(file, text.replace(search, replacement));
}
