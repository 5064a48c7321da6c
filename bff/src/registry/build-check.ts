import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { satisfies, valid, validRange } from 'semver';
import { z } from 'zod';
import type { AppRoute, RemoteName } from 'shared-kit/domain';
import { checkRoutes, type RouteCheck } from './route-check.ts';

/** What a remote's build declares beside its mf-manifest.json (shared-kit/federation/area-document.cjs). */
export const AREA_FILE = 'mf-area.json';
/** What the shell's build declares in its dist/. */
export const HOST_FILE = 'mf-host.json';

const FETCH_TIMEOUT_MS = 5_000;

const areaDocumentSchema = z.object({
  name: z.string(),
  version: z.string(),
  hostContract: z
    .string()
    .refine((range) => validRange(range) !== null, 'hostContract is not a version range'),
  /** The build's routes (its src/area.ts), checked by route-check.ts with messages that name each route. */
  routes: z.unknown().optional(),
});
export type AreaDocument = z.infer<typeof areaDocumentSchema>;

/**
 * The host contract the running shell provides, from its build's mf-host.json; null when the shell's build declares
 * none (not built, or built before the contract was versioned): then no repoint can be checked, so none is accepted.
 */
export function readHostContract(shellDist: string): string | null {
  try {
    const document = JSON.parse(readFileSync(path.join(shellDist, HOST_FILE), 'utf8')) as {
      hostContract?: unknown;
    };
    return typeof document.hostContract === 'string' && valid(document.hostContract)
      ? document.hostContract
      : null;
  } catch {
    return null;
  }
}

/** Where the build's mf-area.json is: beside the entry file (mf-manifest.json or remoteEntry.js). */
export const areaDocumentLocation = (entry: string): string => entry.replace(/[^/]+$/, AREA_FILE);

/**
 * Reads the JSON document at `location`, a file of a build: over HTTP for an absolute URL, from the bff's own remote
 * builds (`/remotes/<name>/…` → `<remotesRoot>/<name>/dist/…`) for a relative one. Throws with a message for the
 * deployer.
 */
export async function readBuildDocument(location: string, remotesRoot: string): Promise<unknown> {
  if (location.startsWith('/')) {
    const match = /^\/remotes\/([^/]+)\/(.+)$/.exec(location);
    if (!match) throw new Error(`${location} is not a build this bff serves`);
    const [, folder, file] = match as unknown as [string, string, string];
    try {
      return JSON.parse(await readFile(path.join(remotesRoot, folder, 'dist', file), 'utf8'));
    } catch {
      throw new Error(`the build has no readable ${location}`);
    }
  }
  let response: Response;
  try {
    response = await fetch(location, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), cache: 'no-store' });
  } catch {
    throw new Error(`${location} could not be reached`);
  }
  if (!response.ok) throw new Error(`${location} answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${location} is not JSON`);
  }
}

/**
 * Whether the build at `entry` can be served as `name` by the running shell, with its routes, or why not. A build
 * that does not say what it is, needs a host contract the shell does not provide, or declares routes the registry
 * cannot take (route-check.ts: `registered` is the composed table as served now) would fail in users' browsers or
 * take another area's pages: the registry refuses it instead (DESIGN §2, §3).
 */
export async function checkBuild(
  name: RemoteName,
  entry: string,
  context: { hostContract: string | null; remotesRoot: string; registered: readonly AppRoute[] },
): Promise<RouteCheck> {
  let raw: unknown;
  try {
    raw = await readBuildDocument(areaDocumentLocation(entry), context.remotesRoot);
  } catch (error) {
    return {
      problem: `The build at ${entry} does not declare itself (${AREA_FILE}): ${(error as Error).message}. Build it with shared-kit/federation.`,
    };
  }
  const parsed = areaDocumentSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      problem: `The build at ${entry} has a malformed ${AREA_FILE}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'document'}: ${issue.message}`).join('; ')}`,
    };
  }
  const area = parsed.data;
  if (area.name !== name) return { problem: `The build at ${entry} is ${area.name}, not ${name}.` };
  if (context.hostContract === null) {
    return {
      problem: `The running shell's build declares no host contract (${HOST_FILE}): rebuild and restart the shell first.`,
    };
  }
  if (!satisfies(context.hostContract, area.hostContract)) {
    return {
      problem: `${name} ${area.version} needs host contract ${area.hostContract}; the running shell provides ${context.hostContract}. Ship a shell that provides it first, or build ${name} against shared-kit's host contract ${context.hostContract}.`,
    };
  }
  return checkRoutes({ name, version: area.version, routes: area.routes }, context.registered);
}
