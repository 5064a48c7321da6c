import {
  EDITABLE_PER_DIEM_TYPES,
  FALLBACK_PM_EMPLOYEE_ID,
  type PerDiemTableType,
  type PerDiemType,
  type ProjectDetail,
  type ProjectEquipmentInput,
  type ProjectForm,
  type ProjectListItem,
  type ProjectListQuery,
  type ProjectPerDiemTableInput,
  type ProjectRosterInput,
  type ProjectStatus,
  type EmployeeStatus,
} from 'shared-kit/domain';
import type { Db } from '../db/database.ts';
import {
  deleteCustomPerDiemRates,
  findEquipmentIds,
  findJobClasses,
  listPerDiemRates,
  replaceCustomPerDiemRates,
} from '../db/repositories/catalog.ts';
import { findCustomer } from '../db/repositories/customers.ts';
import { findEmployee, findEmployeesByIds } from '../db/repositories/employees.ts';
import {
  bumpProjectVersion,
  countProjects,
  findProject,
  insertProject,
  listProjectEmployees,
  listProjectEquipment,
  listProjects as listProjectRows,
  projectExists,
  projectNumberTaken,
  replaceProjectEmployees,
  replaceProjectEquipment,
} from '../db/repositories/projects.ts';
import { conflict, fieldError, notFound, staleWrite } from './errors.ts';
import { pageRequestOf } from './paging.ts';
import { projectPerDiemTable } from './per-diem.ts';

export interface ProjectPage {
  items: ProjectListItem[];
  total: number;
}

export const PROJECT_MSG = {
  numberTaken: 'A project with this number already exists',
  customerRequired: 'Choose a customer',
  customerMissing: 'This customer does not exist',
  pmNotCandidate: 'Choose a project manager from Project Management or Executive, or a Construction Manager',
  pmInactive: 'An active project needs an active project manager',
  inactiveOnRoster: 'Inactive employees cannot be added to the roster',
  employeeMissing: 'This employee does not exist',
  jobClassMissing: 'Choose a job class from the list',
  equipmentMissing: 'This equipment does not exist',
  otherProject: 'This equipment list belongs to another project',
  readOnlyRate: 'Standard and Travel rates are read-only',
  noRateForType: 'Only Local, Regional and National rates can be set',
} as const;

export const listProjects = async (db: Db, query: ProjectListQuery): Promise<ProjectPage> => {
  const filter = { statuses: query.status, search: query.search || undefined };
  const items = await listProjectRows(db, filter, pageRequestOf(query), query.sort);
  return { items, total: await countProjects(db, filter) };
};

/** PROJECTS-16: the project with its per diem table, roster and equipment. */
export const getProject = async (db: Db, projectId: number): Promise<ProjectDetail> => {
  const project = await findProject(db, projectId);
  if (!project) throw notFound('project');
  const { perDiemTableType, ...fields } = project;
  const [perDiemRateTable, roster, equipment] = await Promise.all([
    projectPerDiemTable(db, projectId, perDiemTableType as PerDiemTableType),
    listProjectEmployees(db, projectId),
    listProjectEquipment(db, projectId),
  ]);
  return {
    ...fields,
    status: fields.status as ProjectStatus,
    perDiemRateTable,
    projectEmployees: roster.map((row) => ({
      ...row,
      perDiemType: row.perDiemType as PerDiemType,
      employeeStatus: row.employeeStatus as EmployeeStatus,
    })),
    equipment,
  };
};

const checkCustomer = async (db: Db, customerId: number | null | undefined): Promise<number> => {
  if (!customerId) throw fieldError(['customerId'], PROJECT_MSG.customerRequired);
  if (!(await findCustomer(db, customerId))) throw fieldError(['customerId'], PROJECT_MSG.customerMissing);
  return customerId;
};

/**
 * PROJECTS-26/27 on the server: the manager is in department PROJMGMT or EXEC or has primary job class
 * CONSTRUCTION_MANAGER; an Active project needs an Active manager.
 */
const checkProjectManager = async (db: Db, pmEmployeeId: number, status: ProjectStatus): Promise<void> => {
  const manager = await findEmployee(db, pmEmployeeId);
  const candidate =
    manager !== undefined &&
    (['PROJMGMT', 'EXEC'].includes(manager.department) || manager.primaryJobClass === 'CONSTRUCTION_MANAGER');
  if (!candidate) throw fieldError(['pmEmployeeId'], PROJECT_MSG.pmNotCandidate);
  if (status === 'Active' && manager.employeeStatus !== 'Active') {
    throw fieldError(['pmEmployeeId'], PROJECT_MSG.pmInactive);
  }
};

const projectColumns = (form: ProjectForm, customerId: number) => ({
  projectNumber: form.projectNumber,
  status: form.status,
  customerId,
  description: form.description,
  address: form.address,
  city: form.city,
  stateCode: form.stateCode,
  zipCode: form.zipCode,
  pmEmployeeId: form.pmEmployeeId,
  prevailingWage: form.prevailingWage,
});

/** POST /projects (PROJECTS-17, -21, -30): number normalised and unique; Active and DEFAULT unless chosen. */
export const createProject = async (db: Db, form: ProjectForm): Promise<ProjectDetail> =>
  db.transaction().execute(async (trx) => {
    const customerId = await checkCustomer(trx, form.customerId);
    if (await projectNumberTaken(trx, form.projectNumber)) throw conflict(PROJECT_MSG.numberTaken);
    await checkProjectManager(trx, form.pmEmployeeId, form.status);
    const projectId = await insertProject(trx, {
      ...projectColumns(form, customerId),
      perDiemTableType: form.perDiemTableType,
    });
    // A project created with a custom table starts from the DEFAULT rates, to be edited on the Per Diem tab.
    if (form.perDiemTableType === 'PROJECT_CUSTOM') {
      await replaceCustomPerDiemRates(trx, projectId, await listPerDiemRates(trx, 'DEFAULT'));
    }
    return getProject(trx, projectId);
  });

/** Bumps the version first (row lock): a stale or concurrent second writer gets 409, a missing project 404. */
const claimProject = async (db: Db, projectId: number, version: number, changes = {}): Promise<void> => {
  if (await bumpProjectVersion(db, projectId, version, changes)) return;
  if (!(await projectExists(db, projectId))) throw notFound('project');
  throw staleWrite('project');
};

/**
 * PUT /projects/{id}/details (PROJECTS-31). The per diem table type is not changed here (the Per Diem tab owns it),
 * so a details form that leaves it out cannot reset it to DEFAULT.
 */
export const updateProjectDetails = async (
  db: Db,
  projectId: number,
  version: number,
  form: ProjectForm,
): Promise<ProjectDetail> =>
  db.transaction().execute(async (trx) => {
    const current = await findProject(trx, projectId);
    if (!current) throw notFound('project');
    const customerId = await checkCustomer(trx, form.customerId);
    if (await projectNumberTaken(trx, form.projectNumber, projectId)) {
      throw conflict(PROJECT_MSG.numberTaken);
    }
    if (current.pmEmployeeId !== form.pmEmployeeId || current.status !== form.status) {
      await checkProjectManager(trx, form.pmEmployeeId ?? FALLBACK_PM_EMPLOYEE_ID, form.status);
    }
    await claimProject(trx, projectId, version, projectColumns(form, customerId));
    return getProject(trx, projectId);
  });

/**
 * PUT /projects/{id}/roster (API-33): replaces the roster. Job classes must exist; employees must exist; an employee
 * joining the roster must be Active (PROJECTS-36) — one already on it stays when they become inactive. Duplicates and
 * Standard/Travel per diem are refused by the schema (U-17).
 */
export const saveRoster = async (
  db: Db,
  projectId: number,
  version: number,
  input: ProjectRosterInput,
): Promise<ProjectDetail> =>
  db.transaction().execute(async (trx) => {
    await claimProject(trx, projectId, version);
    const rows = input.projectEmployees;
    const known = new Set(await findJobClasses(trx, [...new Set(rows.map((row) => row.jobClass))]));
    const employees = new Map(
      (
        await findEmployeesByIds(
          trx,
          rows.map((row) => row.employeeId),
        )
      ).map((row) => [row.employeeId, row]),
    );
    const onRoster = new Set((await listProjectEmployees(trx, projectId)).map((row) => row.employeeId));
    rows.forEach((row, index) => {
      const employee = employees.get(row.employeeId);
      if (!employee) throw fieldError(['projectEmployees', index, 'employeeId'], PROJECT_MSG.employeeMissing);
      if (employee.employeeStatus !== 'Active' && !onRoster.has(row.employeeId)) {
        throw fieldError(['projectEmployees', index, 'employeeId'], PROJECT_MSG.inactiveOnRoster);
      }
      if (!known.has(row.jobClass))
        throw fieldError(['projectEmployees', index, 'jobClass'], PROJECT_MSG.jobClassMissing);
    });
    await replaceProjectEmployees(trx, projectId, rows);
    return getProject(trx, projectId);
  });

/** PUT /projects/{id}/equipment (API-35): replaces the equipment list. */
export const saveEquipment = async (
  db: Db,
  projectId: number,
  version: number,
  input: ProjectEquipmentInput,
): Promise<ProjectDetail> =>
  db.transaction().execute(async (trx) => {
    if (input.projectId !== undefined && input.projectId !== projectId) {
      throw fieldError(['projectId'], PROJECT_MSG.otherProject);
    }
    await claimProject(trx, projectId, version);
    const known = new Set(
      await findEquipmentIds(trx, [...new Set(input.equipment.map((row) => row.equipmentId))]),
    );
    input.equipment.forEach((row, index) => {
      if (!known.has(row.equipmentId))
        throw fieldError(['equipment', index, 'equipmentId'], PROJECT_MSG.equipmentMissing);
    });
    await replaceProjectEquipment(trx, projectId, input.equipment);
    return getProject(trx, projectId);
  });

/**
 * PUT /projects/{id}/per-diem-rate-table (API-34, U-51). A shared type only switches the project to that table (its
 * rates are the catalog's; rates sent along are ignored) and drops any custom rows. PROJECT_CUSTOM starts from the
 * rates the project shows now (its custom rows, or the shared table it used) and applies the Local, Regional and
 * National amounts sent; Standard and Travel are read-only (PROJECTS-44): sending a different value is refused.
 */
export const savePerDiemTable = async (
  db: Db,
  projectId: number,
  version: number,
  input: ProjectPerDiemTableInput,
): Promise<ProjectDetail> =>
  db.transaction().execute(async (trx) => {
    const current = await findProject(trx, projectId);
    if (!current) throw notFound('project');
    await claimProject(trx, projectId, version, { perDiemTableType: input.type });
    if (input.type !== 'PROJECT_CUSTOM') {
      await deleteCustomPerDiemRates(trx, projectId);
      return getProject(trx, projectId);
    }
    const currentType = current.perDiemTableType;
    const base = await listPerDiemRates(
      trx,
      currentType,
      currentType === 'PROJECT_CUSTOM' ? projectId : undefined,
    );
    const key = (jobClass: string, perDiemType: string) => `${jobClass}|${perDiemType}`;
    const rates = new Map(base.map((row) => [key(row.jobClass, row.perDiemType), row.rate]));
    const known = new Set(
      await findJobClasses(trx, [...new Set(input.perDiemRates.map((row) => row.jobClass))]),
    );
    input.perDiemRates.forEach((row, index) => {
      if (!known.has(row.jobClass))
        throw fieldError(['perDiemRates', index, 'jobClass'], PROJECT_MSG.jobClassMissing);
      const cell = key(row.jobClass, row.perDiemType);
      if (row.perDiemType === 'STANDARD' || row.perDiemType === 'TRAVEL') {
        if (rates.get(cell) !== row.rate)
          throw fieldError(['perDiemRates', index, 'rate'], PROJECT_MSG.readOnlyRate);
        return;
      }
      if (!(EDITABLE_PER_DIEM_TYPES as readonly string[]).includes(row.perDiemType)) {
        throw fieldError(['perDiemRates', index, 'perDiemType'], PROJECT_MSG.noRateForType);
      }
      rates.set(cell, row.rate);
    });
    await replaceCustomPerDiemRates(
      trx,
      projectId,
      [...rates.entries()].map(([cell, rate]) => {
        const [jobClass = '', perDiemType = ''] = cell.split('|');
        return { jobClass, perDiemType, rate };
      }),
    );
    return getProject(trx, projectId);
  });
