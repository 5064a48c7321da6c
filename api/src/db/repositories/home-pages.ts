import type { Db } from '../database.ts';

export interface HomePage {
  name: string;
  path: string;
}

export const listHomePages = async (db: Db): Promise<HomePage[]> =>
  db.selectFrom('homePages').select(['name', 'path']).orderBy('sortOrder').orderBy('name').execute();
