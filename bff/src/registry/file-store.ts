import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

import type { RemoteName } from 'shared-kit/domain';
import { RegistryUnavailableError, type RegistryStore, type StoredRemote } from './store.ts';

const registryFileSchema = z.object({ remotes: z.record(z.string(), z.unknown()) });

function readRemotes(file: string): Map<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const parsed = registryFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${file} is not a remote registry file: ${parsed.error.message}`);
  return new Map(Object.entries(parsed.data.remotes));
}

/**
 * The registry of one bff: `<dataDir>/registry.json`, read once when the bff starts (a malformed file stops it, as
 * before), rewritten whole on every change.
 */
export function createFileStore(dataDir: string): RegistryStore {
  const file = path.join(dataDir, 'registry.json');
  const remotes = readRemotes(file);
  let writes: Promise<void> = Promise.resolve();

  // Writes are serialised and atomic (temporary file + rename) so concurrent deploys never interleave a file.
  const persist = (): Promise<void> => {
    const body = `${JSON.stringify({ remotes: Object.fromEntries(remotes) }, null, 2)}\n`;
    writes = writes
      .catch(() => undefined)
      .then(async () => {
        await mkdir(dataDir, { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, body);
        await rename(temporary, file);
      })
      .catch((error: unknown) => {
        throw new RegistryUnavailableError(`${file} could not be written: ${(error as Error).message}`);
      });
    return writes;
  };

  return {
    description: 'the registry file',
    logContext: { file },
    load: async () =>
      [...remotes].map(([name, value]): StoredRemote => {
        const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        return { name, entry: fields.entry, version: fields.version, routes: fields.routes };
      }),
    save: (name: RemoteName, deployed) => {
      remotes.set(name, deployed);
      return persist();
    },
    remove: (name: RemoteName) => {
      remotes.delete(name);
      return persist();
    },
    // Only this process writes the file: nothing changes behind its back.
    watch: () => undefined,
    // One process, whose routes already run changes one at a time.
    exclusive: (change) => change(),
    check: async () => true,
    close: async () => {
      await writes.catch(() => undefined);
    },
  };
}
