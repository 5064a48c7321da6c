import { normaliseProjectNumber } from 'shared-kit/domain';
import type { ProjectStatus } from 'shared-kit/domain';
import type { PageRequest } from './page-request.ts';
import type { Db } from '../database.ts';
import { containsPattern } from './like.ts';

export interface ProjectFilter {
  statuses?: readonly ProjectStatus[];
  /** Matches the project number (in any spacing), description, customer or project manager name. */
  search?: string;
}

export interface ProjectListRow {
  projectId: number;
  projectNumber: string;
  city: string;
  stateCode: string;
  description: string;
  status: string;
  customerId: number;
  customerName: string;
  pmEmployeeId: number | null;
  pmFirstName: string | null;
  pmLastName: string | null;
  prevailingWage: boolean;
}

const filtered = (db: Db, filter: ProjectFilter) =>
  db
    .selectFrom('projects')
    .innerJoin('customers', 'customers.customerId', 'projects.customerId')
    .leftJoin('employees as pm', 'pm.employeeId', 'projects.pmEmployeeId')
    .$if(filter.statuses !== undefined && filter.statuses.length > 0, (query) =>
      query.where('projects.status', 'in', filter.statuses as ProjectStatus[]),
    )
    .$if(Boolean(filter.search), (query) => {
      const text = containsPattern(filter.search as string);
      const number = containsPattern(normaliseProjectNumber(filter.search as string));
      return query.where((eb) =>
        eb.or([
          eb('projects.projectNumber', 'like', number),
          eb('projects.description', 'ilike', text),
          eb('customers.customerName', 'ilike', text),
          eb('pm.firstName', 'ilike', text),
          eb('pm.lastName', 'ilike', text),
        ]),
      );
    });

export const listProjects = async (
  db: Db,
  filter: ProjectFilter,
  page: PageRequest,
): Promise<ProjectListRow[]> =>
  filtered(db, filter)
    .select([
      'projects.projectId',
      'projects.projectNumber',
      'projects.city',
      'projects.stateCode',
      'projects.description',
      'projects.status',
      'projects.customerId',
      'customers.customerName',
      'projects.pmEmployeeId',
      'pm.firstName as pmFirstName',
      'pm.lastName as pmLastName',
      'projects.prevailingWage',
    ])
    .orderBy('projects.projectNumber')
    .limit(page.limit)
    .offset(page.offset)
    .execute();

export const countProjects = async (db: Db, filter: ProjectFilter): Promise<number> => {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return count;
};
