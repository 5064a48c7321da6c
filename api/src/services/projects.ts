import type { Db } from '../db/database.ts';
import { countProjects, listProjects as listProjectRows } from '../db/repositories/projects.ts';
import { pageRequestOf } from './paging.ts';
import type { ProjectListItem, ProjectQuery } from 'shared-kit/domain';

export interface ProjectPage {
  items: ProjectListItem[];
  total: number;
}

export const listProjects = async (db: Db, query: ProjectQuery): Promise<ProjectPage> => {
  const filter = { statuses: query.status, search: query.search || undefined };
  const items = await listProjectRows(db, filter, pageRequestOf(query));
  return { items, total: await countProjects(db, filter) };
};
