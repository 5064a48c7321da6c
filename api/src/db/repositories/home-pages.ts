import type { HomePage } from 'shared-kit/domain';
import type { Db } from '../database.ts';

export const listHomePages = async (db: Db): Promise<HomePage[]> =>
  db.selectFrom('homePages').select(['name', 'path']).orderBy('sortOrder').orderBy('name').execute();
