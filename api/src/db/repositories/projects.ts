import { normaliseProjectNumber } from 'shared-kit/domain';
import type { ProjectSortField, ProjectStatus, SortOrder } from 'shared-kit/domain';
import { type PageRequest, countRows } from './page-request.ts';
import type { Db } from '../database.ts';
import type { Insertable, Updateable } from 'kysely';
import type { ProjectsTable } from '../schema.ts';
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

const SORT_COLUMNS = {
  projectNumber: ['projects.projectNumber'],
  description: ['projects.description'],
  city: ['projects.city', 'projects.stateCode'],
  stateCode: ['projects.stateCode', 'projects.city'],
  customerName: ['customers.customerName'],
  pmLastName: ['pm.lastName', 'pm.firstName'],
  status: ['projects.status'],
  prevailingWage: ['projects.prevailingWage'],
} as const satisfies Record<ProjectSortField, readonly string[]>;

export const listProjects = async (
  db: Db,
  filter: ProjectFilter,
  page: PageRequest,
  sort: SortOrder<ProjectSortField> = { field: 'projectNumber', direction: 'asc' },
): Promise<ProjectListRow[]> => {
  let query = filtered(db, filter).select([
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
  ]);
  for (const column of SORT_COLUMNS[sort.field]) query = query.orderBy(column, sort.direction);
  // Ties (same city, same manager) keep a stable order across pages.
  return query
    .orderBy('projects.projectNumber')
    .orderBy('projects.projectId')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
};

export const countProjects = async (db: Db, filter: ProjectFilter): Promise<number> =>
  countRows(filtered(db, filter));

export interface ProjectRow {
  projectId: number;
  projectNumber: string;
  status: string;
  customerId: number;
  customerName: string;
  description: string;
  address: string;
  city: string;
  stateCode: string;
  zipCode: string;
  pmEmployeeId: number | null;
  pmFirstName: string | null;
  pmLastName: string | null;
  prevailingWage: boolean;
  perDiemTableType: string;
  version: number;
}

export const findProject = async (db: Db, projectId: number): Promise<ProjectRow | undefined> =>
  db
    .selectFrom('projects')
    .innerJoin('customers', 'customers.customerId', 'projects.customerId')
    .leftJoin('employees as pm', 'pm.employeeId', 'projects.pmEmployeeId')
    .select([
      'projects.projectId',
      'projects.projectNumber',
      'projects.status',
      'projects.customerId',
      'customers.customerName',
      'projects.description',
      'projects.address',
      'projects.city',
      'projects.stateCode',
      'projects.zipCode',
      'projects.pmEmployeeId',
      'pm.firstName as pmFirstName',
      'pm.lastName as pmLastName',
      'projects.prevailingWage',
      'projects.perDiemTableType',
      'projects.version',
    ])
    .where('projects.projectId', '=', projectId)
    .executeTakeFirst();

export const projectNumberTaken = async (db: Db, projectNumber: string, exceptProjectId?: number) =>
  (await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectNumber', '=', projectNumber)
    .$if(exceptProjectId !== undefined, (query) => query.where('projectId', '<>', exceptProjectId as number))
    .executeTakeFirst()) !== undefined;

export const insertProject = async (db: Db, values: Insertable<ProjectsTable>): Promise<number> =>
  (await db.insertInto('projects').values(values).returning('projectId').executeTakeFirstOrThrow()).projectId;

/**
 * Optimistic write: bumps the version only when it still is `version`, taking the row lock so concurrent writers of
 * the same project queue up and all but the first see a changed version. False when it no longer matches.
 */
export const bumpProjectVersion = async (
  db: Db,
  projectId: number,
  version: number,
  changes: Updateable<ProjectsTable> = {},
): Promise<boolean> => {
  const result = await db
    .updateTable('projects')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1), updatedAt: new Date() }))
    .where('projectId', '=', projectId)
    .where('version', '=', version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** What a new timesheet needs of its project: that it exists, and the per diem table its rates come from. */
export const findProjectForTimesheet = async (
  db: Db,
  projectId: number,
): Promise<{ projectId: number; perDiemTableType: string } | undefined> =>
  db
    .selectFrom('projects')
    .select(['projectId', 'perDiemTableType'])
    .where('projectId', '=', projectId)
    .executeTakeFirst();

export const projectExists = async (db: Db, projectId: number): Promise<boolean> =>
  (await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectId', '=', projectId)
    .executeTakeFirst()) !== undefined;

export interface ProjectEmployeeRow {
  projectEmployeeId: number;
  employeeId: number;
  jobClass: string;
  perDiemType: string;
  employeeFirstName: string;
  employeeLastName: string;
  employeePrimaryJobClass: string | null;
  employeeStateCode: string;
  employeeStatus: string;
  employeePerDiemEligible: boolean;
}

/** The roster in crew order: job class sort order, then last name (TS-CALC-09). */
export const listProjectEmployees = async (db: Db, projectId: number): Promise<ProjectEmployeeRow[]> =>
  db
    .selectFrom('projectEmployees')
    .innerJoin('employees', 'employees.employeeId', 'projectEmployees.employeeId')
    .innerJoin('jobClasses', 'jobClasses.title', 'projectEmployees.jobClass')
    .select([
      'projectEmployees.projectEmployeeId',
      'projectEmployees.employeeId',
      'projectEmployees.jobClass',
      'projectEmployees.perDiemType',
      'employees.firstName as employeeFirstName',
      'employees.lastName as employeeLastName',
      'employees.primaryJobClass as employeePrimaryJobClass',
      'employees.stateCode as employeeStateCode',
      'employees.employeeStatus',
      'employees.perDiemEligible as employeePerDiemEligible',
    ])
    .where('projectEmployees.projectId', '=', projectId)
    .orderBy('jobClasses.sortOrder')
    .orderBy('employees.lastName')
    .orderBy('employees.firstName')
    .orderBy('projectEmployees.projectEmployeeId')
    .execute();

/** Replaces the roster, keeping the ids of rows whose employee stays. */
export const replaceProjectEmployees = async (
  db: Db,
  projectId: number,
  rows: readonly { employeeId: number; jobClass: string; perDiemType: string }[],
): Promise<void> => {
  const keep = rows.map((row) => row.employeeId);
  await db
    .deleteFrom('projectEmployees')
    .where('projectId', '=', projectId)
    .$if(keep.length > 0, (query) => query.where('employeeId', 'not in', keep))
    .execute();
  if (rows.length === 0) return;
  await db
    .insertInto('projectEmployees')
    .values(rows.map((row) => ({ projectId, ...row })))
    .onConflict((conflict) =>
      conflict.columns(['projectId', 'employeeId']).doUpdateSet((eb) => ({
        jobClass: eb.ref('excluded.jobClass'),
        perDiemType: eb.ref('excluded.perDiemType'),
      })),
    )
    .execute();
};

export interface ProjectEquipmentRow {
  projectEquipmentId: number;
  equipmentId: number;
  equipmentName: string;
  quantity: number;
  vendor: string | null;
}

export const listProjectEquipment = async (db: Db, projectId: number): Promise<ProjectEquipmentRow[]> =>
  db
    .selectFrom('projectEquipment')
    .innerJoin('equipment', 'equipment.equipmentId', 'projectEquipment.equipmentId')
    .select([
      'projectEquipment.projectEquipmentId',
      'projectEquipment.equipmentId',
      'equipment.name as equipmentName',
      'projectEquipment.quantity',
      'projectEquipment.vendor',
    ])
    .where('projectEquipment.projectId', '=', projectId)
    .orderBy('projectEquipment.projectEquipmentId')
    .execute();

export const replaceProjectEquipment = async (
  db: Db,
  projectId: number,
  rows: readonly { equipmentId: number; quantity: number; vendor: string | null }[],
): Promise<void> => {
  await db.deleteFrom('projectEquipment').where('projectId', '=', projectId).execute();
  if (rows.length === 0) return;
  await db
    .insertInto('projectEquipment')
    .values(rows.map((row) => ({ projectId, ...row })))
    .execute();
};

/** Projects of a customer (DELETE /customers refuses while there are any). */
export const countProjectsOfCustomer = async (db: Db, customerId: number): Promise<number> => {
  const { count } = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(count);
};
