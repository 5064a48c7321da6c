import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'crewtime-lock-'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

describe('one api process per PGlite data directory', () => {
  it('refuses a second lock while the first holder is alive', async () => {
    const dataDir = join(base, 'pglite');
    // The test runner's parent process stands in for another live api.
    await writeFile(`${dataDir}.lock`, String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('takes over the lock of a process that is gone, and can be taken again after release', async () => {
    const dataDir = join(base, 'pglite');
    await writeFile(`${dataDir}.lock`, '2147483646');
    const lock = await lockDataDir(dataDir);
    await lock.release();
    const again = await lockDataDir(dataDir);
    await again.release();
  });
});
