import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * PGlite has no lock between processes: two opening one directory silently lose writes (STACK). A pid file next
 * to the data refuses a second process while the first is alive; a stale file of a crashed process is replaced.
 */
export class DataDirLockedError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export interface DataDirLock {
  release(): Promise<void>;
}

export const lockDataDir = async (dataDir: string): Promise<DataDirLock> => {
  const lockFile = `${dataDir}.lock`;
  await mkdir(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return { release: () => rm(lockFile, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(`${dataDir} is in use by another api process (pid ${holder})`);
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`cannot lock ${dataDir}`);
};
